import { describe, expect, it } from 'vitest';
import { csvFile, fromCsvText } from './csv.ts';

describe("the store's CSV writer", () => {
  it('writes text that a spreadsheet would run as a formula with a leading apostrophe, numbers as they are', () => {
    const rows = ['=1+1', '+cmd', '-2', '@SUM(A1)', '\tTAB', '\rCR', 'plain', 'a,"b"'].map((text, i) => ({
      text,
      n: -i,
    }));
    expect(csvFile(['text', 'n'], rows).split('\r\n')).toEqual([
      'text,n',
      "'=1+1,0",
      "'+cmd,-1",
      "'-2,-2",
      "'@SUM(A1),-3",
      "'\tTAB,-4",
      `"'\rCR",-5`,
      'plain,-6',
      '"a,""b""",-7',
      '',
    ]);
  });

  it('reads a neutralised cell back as the text it was made from', () => {
    for (const text of ['=1+1', '+cmd', '-2', '@SUM(A1)', "'quoted", 'plain']) {
      const written = csvFile(['text'], [{ text }]).split('\r\n')[1]!;
      expect(fromCsvText(written)).toBe(text);
    }
  });
});
