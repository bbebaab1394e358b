import { stringify, type Stringifier } from 'csv-stringify';
import { stringify as stringifyNow } from 'csv-stringify/sync';

/**
 * Every CSV file the store writes (the orders export, a batch's unsold codes) is written here, so
 * none can forget what a spreadsheet does with a cell: text beginning with `=`, `+`, `-`, `@`, a tab
 * or a carriage return is run as a formula (CSV injection, OWASP), so it is written with a leading
 * apostrophe, which spreadsheets take as "this is text" and do not show. Numbers are written as
 * numbers. Lines end with CRLF (RFC 4180).
 */

/** A cell's value: text (neutralised when it would start a formula) or a number (written as is). */
export type CsvValue = string | number;

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text as a cell no spreadsheet runs: an apostrophe before a formula's first character. */
export const csvText = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/**
 * The value a cell written by `csvText` stands for: a file the store wrote, read back (a code
 * export imported into another store), gives the codes it was made from.
 */
export const fromCsvText = (cell: string): string => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

const options = (columns: readonly string[]) => ({
  header: true,
  columns: [...columns],
  record_delimiter: 'windows' as const,
  // A lone CR or LF inside a cell is quoted too: readers take either for a line's end.
  quoted_match: /[\r\n]/,
  cast: { string: csvText },
});

/** A CSV file written as its rows arrive: pipe the rows (objects by column) in, the file out. */
export const csvStream = (columns: readonly string[]): Stringifier => stringify(options(columns));

/** A small CSV file at once, from its rows (objects by column). */
export const csvFile = (columns: readonly string[], rows: Record<string, CsvValue>[]): string =>
  stringifyNow(rows, options(columns));
