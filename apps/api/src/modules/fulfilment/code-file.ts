import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { CONSOLE_ERROR, MAX_CODE_CHARS, MAX_IMPORT_LINES, MAX_IMPORT_MB } from '@storefront/contracts';
import { CsvError, type Options, parse } from 'csv-parse';
import { fromCsvText } from '../../platform/csv.ts';
import { DomainError } from '../../platform/errors.ts';

/**
 * Characters no code holds and no eye sees: controls, format characters (right-to-left and other
 * direction marks, zero-width spaces and joiners, a byte-order mark, a soft hyphen), private-use
 * and lone surrogates, line separators, and whatever Unicode marks default-ignorable (fillers,
 * variation selectors). A code holding one looks like another code, or like itself, and is not.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

const MAX_FILE_BYTES = MAX_IMPORT_MB * 1024 * 1024;

export interface CodeFileOptions {
  /** The CSV column holding the codes, from 1. */
  column: number;
  /** The first line names the columns. */
  skipHeader: boolean;
}

/** A code's one stored form: NFKC, so `ＡＢＣ１２３` (full width) is `ABC123`, and trimmed again after. */
export const codeForm = (code: string): string => code.normalize('NFKC').trim();

/** `U+202E`: how the console names a character nobody can see. */
const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The codes of a paste or a file, read as it arrives (the request's body, never held whole): one a
 * line, or those of one CSV column; each trimmed and in its stored form (`codeForm`), empty lines
 * and cells left out, a cell the store's own export wrote as text (`'=…`) read as its code. Each
 * code is handed to `onCode` as it is read, so a caller keeps only what it needs (a preview, the
 * hashes). A file that is not all codes is refused as a whole, naming a line: too long or holding
 * control characters (-1371), an invisible character (-1384, with how many lines hold one), too many
 * codes (-1373), too large (-1370), unreadable (-1374) or empty (-1372). Answers the codes read.
 */
export async function readCodeFile(
  file: AsyncIterable<Uint8Array | string>,
  { column, skipHeader }: CodeFileOptions,
  onCode: (code: string) => void,
): Promise<number> {
  let count = 0;
  let invisible: { line: number; char: string; lines: number } | undefined;
  // The first other reason to refuse the file. The rest of the body is still read (within the
  // size limit): a browser still sending meets a closed connection, not the answer, if the body
  // is abandoned halfway.
  let refusal: DomainError | undefined;
  let bytes = 0;
  const counted = async function* () {
    for await (const chunk of file) {
      bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
      if (bytes > MAX_FILE_BYTES) {
        throw new DomainError(CONSOLE_ERROR.STOCK_FILE_TOO_LARGE, { max: MAX_IMPORT_MB });
      }
      yield chunk;
    }
  };
  const options: Options<[string, number], string[]> = {
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    relax_quotes: true,
    bom: true,
    from_line: skipHeader ? 2 : 1,
    // Each record kept as its code and line alone: csv-parse's whole `info` would weigh far more.
    on_record: (record, context) => [record[column - 1] ?? '', context.lines],
  };
  const parser = parse(options as Options);
  try {
    await pipeline(Readable.from(counted()), parser, async (records: AsyncIterable<[string, number]>) => {
      for await (const [cell, line] of records) {
        if (cell === '' || refusal) continue;
        const code = codeForm(fromCsvText(cell));
        // As sent, or once in its stored form (NFKC turns a few fillers into others).
        const hidden = INVISIBLE.exec(cell) ?? INVISIBLE.exec(code);
        // Control characters keep their own answer (-1371); the rest are invisible (-1384).
        if (hidden && !invisible && /\p{Cc}/u.test(hidden[0])) {
          refusal = new DomainError(CONSOLE_ERROR.STOCK_CODE_INVALID, { line, max: MAX_CODE_CHARS });
        } else if (hidden) {
          // Read on: the owner is told how many lines to mend, not one at a time.
          invisible ??= { line, char: codePoint(hidden[0]), lines: 0 };
          invisible.lines++;
        } else if (invisible || code === '') {
          continue;
        } else if (code.length > MAX_CODE_CHARS) {
          refusal = new DomainError(CONSOLE_ERROR.STOCK_CODE_INVALID, { line, max: MAX_CODE_CHARS });
        } else if (++count > MAX_IMPORT_LINES) {
          refusal = new DomainError(CONSOLE_ERROR.STOCK_TOO_MANY_CODES, { max: MAX_IMPORT_LINES });
        } else {
          onCode(code);
        }
      }
    });
  } catch (error) {
    if (error instanceof CsvError) {
      throw new DomainError(CONSOLE_ERROR.STOCK_FILE_UNREADABLE, { line: Number(error.lines ?? 0) });
    }
    throw error;
  }
  if (refusal) throw refusal;
  if (invisible) {
    throw new DomainError(CONSOLE_ERROR.STOCK_CODE_INVISIBLE, {
      line: invisible.line,
      char: invisible.char,
      lines: invisible.lines,
    });
  }
  if (count === 0) throw new DomainError(CONSOLE_ERROR.STOCK_FILE_EMPTY);
  return count;
}
