import { CONSOLE_ERROR, MAX_CODE_CHARS, MAX_IMPORT_LINES } from '@storefront/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import { DomainError } from '../../platform/errors.ts';

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The codes of a pasted text or a file read as text: one a line, or those of one CSV column; each
 * trimmed, empty lines and cells left out. A code that is too long or holds control characters is
 * refused with its line (-1371), so a wrong file (a binary, a whole list on one line) stores nothing.
 */
export function readCodeFile(text: string, { column, skipHeader }: { column: number; skipHeader: boolean }) {
  let rows: string[][];
  try {
    // Each record kept as its code and line number alone: 100,000 records with csv-parse's whole
    // `info` each would weigh tens of MB.
    rows = parse(text, {
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      bom: true,
      from_line: skipHeader ? 2 : 1,
      on_record: (record, context) => [record[column - 1] ?? '', String(context.lines)],
    });
  } catch (error) {
    if (error instanceof CsvError) {
      throw new DomainError(CONSOLE_ERROR.STOCK_FILE_UNREADABLE, { line: Number(error.lines ?? 0) });
    }
    throw error;
  }
  const codes: string[] = [];
  for (const [code = '', line] of rows) {
    if (code === '') continue;
    if (code.length > MAX_CODE_CHARS || CONTROL.test(code)) {
      throw new DomainError(CONSOLE_ERROR.STOCK_CODE_INVALID, { line: Number(line), max: MAX_CODE_CHARS });
    }
    codes.push(code);
    if (codes.length > MAX_IMPORT_LINES) {
      throw new DomainError(CONSOLE_ERROR.STOCK_TOO_MANY_CODES, { max: MAX_IMPORT_LINES });
    }
  }
  if (codes.length === 0) throw new DomainError(CONSOLE_ERROR.STOCK_FILE_EMPTY);
  return codes;
}
