import { z } from 'zod';
import { ERROR } from './errors.ts';
import { CONSOLE_ERROR } from './console-errors.ts';
import { OWNER_ONLY, OWNER_OPERATOR, TotpCode } from './staff.ts';

/**
 * The code stock (issue 14, "The console" item 3): codes imported for a SKU in named batches,
 * previewed by their hashes before anything is stored, voided or exported (owners, with a fresh
 * TOTP code) a batch at a time, and a low-stock threshold per SKU. `POST /api/admin/stock/<name>`.
 * No answer holds a code, except an export's file.
 */

/** The longest code an import takes; a longer line is a mistake (a whole file on one line). */
export const MAX_CODE_CHARS = 200;
/** The most lines one import reads. */
export const MAX_IMPORT_LINES = 100_000;
/** The largest paste or file an import or preview takes (its body), in MB. */
export const MAX_IMPORT_MB = 24;

const SkuId = z.string().trim().min(1).max(64);
const BatchId = z.string().trim().min(1).max(64);

export const StockSkuRef = z.object({ skuId: SkuId });
export type StockSkuRef = z.input<typeof StockSkuRef>;
export const StockBatchRef = z.object({ batchId: BatchId });
export type StockBatchRef = z.input<typeof StockBatchRef>;

/**
 * A code import's or preview's paste or file is the request's body itself (`text/plain` or
 * `text/csv`, UTF-8: one code a line, or the codes in one column of a CSV), read by the API as it
 * arrives, so a file of `MAX_IMPORT_MB` never sits in the API's memory; the call's other fields are
 * its query string. These are the calls sent so.
 */
export const CODE_FILE_CALLS = ['stock/preview', 'stock/import'] as const;

/** The body as the API reads it: its bytes as they arrive. */
export const CodeFileBody = z.custom<AsyncIterable<Uint8Array>>(
  (value) => typeof (value as AsyncIterable<Uint8Array> | null)?.[Symbol.asyncIterator] === 'function',
  { message: 'the codes are the body, sent as text/plain' },
);

/** The query string of a preview: the SKU, and which CSV column holds the codes. */
export const StockFileFields = StockSkuRef.extend({
  /** The CSV column holding the codes, from 1; the first when not given. */
  column: z.coerce.number().int().min(1).max(100).default(1),
  /** The first line names the columns: not a code. */
  skipHeader: z.stringbool().default(false),
});
export type StockFileFields = z.input<typeof StockFileFields>;
export const StockFile = StockFileFields.extend({ file: CodeFileBody });
export type StockFile = z.input<typeof StockFile>;

/** What an import of this file would do, computed by hashing: nothing is stored. */
export const StockPreview = z.object({
  /** Codes read (lines with a code). */
  total: z.number().int(),
  /** Codes the product does not have yet, each counted once. */
  new: z.number().int(),
  /** Lines repeating a code read earlier in the same file. */
  repeatedInFile: z.number().int(),
  /** Codes the product already has, under any of its SKUs, sold or not. */
  alreadyHad: z.number().int(),
});
export type StockPreview = z.infer<typeof StockPreview>;

const Currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/);

/** The query string of an import: the preview's, and the batch's name, supplier and cost. */
export const StockImportFields = StockFileFields.extend({
  name: z.string().trim().min(1).max(80),
  supplier: z.string().trim().min(1).max(80),
  /** What one code cost, in the currency's minor units (cents). */
  costPerCode: z.coerce.number().int().min(0).max(100_000_000),
  costCurrency: Currency,
});
export type StockImportFields = z.input<typeof StockImportFields>;
export const StockImportRequest = StockImportFields.extend({ file: CodeFileBody });
export type StockImportRequest = z.input<typeof StockImportRequest>;

export const CodeBatch = z.object({
  batchId: z.string(),
  skuId: z.string(),
  name: z.string(),
  supplier: z.string(),
  costPerCode: z.number().int(),
  costCurrency: z.string(),
  /** Codes read from the file; `processed` of them are done (an import's progress). */
  total: z.number().int(),
  processed: z.number().int(),
  added: z.number().int(),
  repeatedInFile: z.number().int(),
  alreadyHad: z.number().int(),
  status: z.enum(['importing', 'ready', 'failed']),
  /** Of the codes it added: those still for sale, and those voided with it. */
  unsold: z.number().int(),
  voided: z.number().int(),
  createdAt: z.number().int(),
  /** The importing staff member's name (null: unknown, or the command line). */
  createdBy: z.string().nullable(),
  voidedAt: z.number().int().nullable(),
  /** Who voided it, by name. */
  voidedBy: z.string().nullable(),
});
export type CodeBatch = z.infer<typeof CodeBatch>;

/** A SKU's codes: free (for sale), held by unpaid orders, sold, and voided unsold. */
export const StockFigures = z.object({
  free: z.number().int(),
  held: z.number().int(),
  sold: z.number().int(),
  voided: z.number().int(),
});
export type StockFigures = z.infer<typeof StockFigures>;

export const StockThreshold = z.object({
  /** Operators and owners are mailed once when free codes fall below it. */
  threshold: z.number().int().min(1).max(1_000_000),
  enabled: z.boolean(),
});
export type StockThreshold = z.infer<typeof StockThreshold>;

export const StockSku = z.object({
  skuId: z.string(),
  /** The face value with the product's unit ("100 Gems"). */
  name: z.string(),
  figures: StockFigures,
});
export const StockProduct = z.object({
  slug: z.string(),
  name: z.string(),
  kind: z.string(),
  skus: z.array(StockSku),
});
export type StockProduct = z.infer<typeof StockProduct>;
export const StockProducts = z.object({ list: z.array(StockProduct) });
export type StockProducts = z.infer<typeof StockProducts>;

/** A SKU's stock, its threshold (null: none set) and its batches, newest first. */
export const StockOverview = z.object({
  skuId: z.string(),
  figures: StockFigures,
  threshold: StockThreshold.nullable(),
  batches: z.array(CodeBatch),
});
export type StockOverview = z.infer<typeof StockOverview>;

export const StockThresholdRequest = StockSkuRef.extend({
  /** Null removes the threshold. */
  threshold: StockThreshold.nullable(),
});
export type StockThresholdRequest = z.input<typeof StockThresholdRequest>;

export const StockExportRequest = StockBatchRef.extend({ code: TotpCode });
export type StockExportRequest = z.input<typeof StockExportRequest>;
/** The batch's unsold codes as a CSV file (a `code` header, one code a line). */
export const StockExport = z.object({ fileName: z.string(), count: z.number().int(), csv: z.string() });
export type StockExport = z.infer<typeof StockExport>;

const FILE_ERRORS = [
  CONSOLE_ERROR.STOCK_SKU_NOT_CODES,
  CONSOLE_ERROR.STOCK_FILE_TOO_LARGE,
  CONSOLE_ERROR.STOCK_FILE_EMPTY,
  CONSOLE_ERROR.STOCK_TOO_MANY_CODES,
  CONSOLE_ERROR.STOCK_CODE_INVALID,
  CONSOLE_ERROR.STOCK_CODE_INVISIBLE,
  CONSOLE_ERROR.STOCK_FILE_UNREADABLE,
];

export const stockCalls = {
  'stock/products': {
    request: z.object({}),
    data: StockProducts,
    roles: OWNER_OPERATOR,
    summary: 'The products sold as codes, with their SKUs and stock figures',
    errors: [],
  },
  'stock/overview': {
    request: StockSkuRef,
    data: StockOverview,
    roles: OWNER_OPERATOR,
    summary: "A SKU's stock figures, low-stock threshold and code batches (newest first)",
    errors: [CONSOLE_ERROR.STOCK_SKU_NOT_CODES],
  },
  'stock/preview': {
    request: StockFile,
    data: StockPreview,
    roles: OWNER_OPERATOR,
    summary:
      'What importing this paste or file would add: new codes, lines repeated in it, codes the product already has. Stores nothing',
    errors: FILE_ERRORS,
  },
  'stock/import': {
    request: StockImportRequest,
    data: CodeBatch,
    roles: OWNER_OPERATOR,
    summary:
      'Import the codes as a named batch; answers when done. Meanwhile `stock/overview` shows the batch importing, with its progress',
    errors: FILE_ERRORS,
  },
  'stock/void': {
    request: StockBatchRef,
    data: CodeBatch,
    roles: OWNER_OPERATOR,
    summary: "Take a batch's unsold codes out of sale, for good (codes held by unpaid orders too)",
    errors: [
      CONSOLE_ERROR.STOCK_BATCH_NOT_FOUND,
      CONSOLE_ERROR.STOCK_BATCH_VOIDED,
      CONSOLE_ERROR.STOCK_BATCH_IMPORTING,
    ],
  },
  'stock/export': {
    request: StockExportRequest,
    data: StockExport,
    roles: OWNER_ONLY,
    summary: "A batch's unsold codes as CSV, after a fresh TOTP code (each is taken once)",
    errors: [
      CONSOLE_ERROR.STOCK_BATCH_NOT_FOUND,
      CONSOLE_ERROR.STOCK_BATCH_IMPORTING,
      CONSOLE_ERROR.STAFF_CODE_INVALID,
      ERROR.TOO_MANY_REQUESTS,
    ],
  },
  'stock/threshold': {
    request: StockThresholdRequest,
    data: StockOverview,
    roles: OWNER_OPERATOR,
    summary: "Set or remove a SKU's low-stock threshold",
    errors: [CONSOLE_ERROR.STOCK_SKU_NOT_CODES],
  },
} as const;
