import {
  type CodeBatch,
  CONSOLE_ERROR,
  type Lang,
  type LowStockSku,
  type StockExport,
  type StockFigures,
  type StockOverview,
  type StockPreview,
  type StockProducts,
  type StockThreshold,
} from '@storefront/contracts';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { csvFile } from '../../platform/csv.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { recordAudit, staffNames, type Actor } from '../agents/index.ts';
import { products, productTexts, skus } from '../catalog/tables.ts';
import { type CodeFileOptions, readCodeFile } from './code-file.ts';
import type { CodeCrypto } from './codes-crypto.ts';
import { isCodeKind } from './kinds.ts';
import { codeBatches, productKeys, stockAlerts } from './tables.ts';

/** Lines stored per transaction: the batch's progress moves this far at a time. */
const IMPORT_CHUNK = 5_000;
/** Hashes looked up at once when counting codes the product already has. */
const LOOKUP_CHUNK = 10_000;
/**
 * An import still running after this long was cut short (its process stopped): 100,000 codes take
 * seconds. Marked failed, its codes so far can be voided.
 */
const STALE_IMPORT_MINUTES = 30;

interface FileInput extends CodeFileOptions {
  skuId: string;
  /** The paste or file as it arrives (the request's body). */
  file: AsyncIterable<Uint8Array>;
}

interface ImportInput extends FileInput {
  name: string;
  supplier: string;
  costPerCode: number;
  costCurrency: string;
}

type BatchRow = typeof codeBatches.$inferSelect;

const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

const FIGURES = {
  free: sql<number>`count(*) FILTER (WHERE ${productKeys.orderNo} IS NULL AND ${productKeys.soldAt} IS NULL AND ${productKeys.voidedAt} IS NULL)::int`,
  held: sql<number>`count(*) FILTER (WHERE ${productKeys.orderNo} IS NOT NULL AND ${productKeys.soldAt} IS NULL AND ${productKeys.voidedAt} IS NULL)::int`,
  sold: sql<number>`count(*) FILTER (WHERE ${productKeys.soldAt} IS NOT NULL)::int`,
  voided: sql<number>`count(*) FILTER (WHERE ${productKeys.voidedAt} IS NOT NULL AND ${productKeys.soldAt} IS NULL)::int`,
};
const NO_CODES: StockFigures = { free: 0, held: 0, sold: 0, voided: 0 };
type BatchCounts = Pick<CodeBatch, 'unsold' | 'voided'>;
const NO_BATCH_CODES: BatchCounts = { unsold: 0, voided: 0 };

/**
 * The code stock as the console runs it: imports in named batches, previewed by hashing (nothing
 * is decrypted), voids, owners' exports after a fresh TOTP code, and the low-stock threshold.
 * Codes never leave this file but in an export's file: answers, logs and audit entries hold counts.
 */
export function createStockService({
  db,
  crypto,
  confirmTotp,
  checkAlert,
}: {
  db: Db;
  crypto: CodeCrypto;
  /** The agents module's check of a fresh TOTP code (taken once), in the export's transaction. */
  confirmTotp: (tx: Tx, staffId: string, code: string, ip: string) => Promise<void>;
  /** Mails or re-arms the SKU's low-stock alert after its free stock moved. */
  checkAlert: (skuId: string) => Promise<void>;
}) {
  /** The SKU's product, when it is sold as codes; -1375 otherwise. */
  async function codeSku(skuId: string): Promise<{ productSlug: string }> {
    const [row] = await db
      .select({ productSlug: skus.productSlug, kind: products.kind })
      .from(skus)
      .innerJoin(products, eq(products.slug, skus.productSlug))
      .where(eq(skus.id, skuId));
    if (!row || !isCodeKind(row.kind)) throw new DomainError(CONSOLE_ERROR.STOCK_SKU_NOT_CODES);
    return { productSlug: row.productSlug };
  }

  async function figuresOf(skuIds: string[]): Promise<Map<string, StockFigures>> {
    if (skuIds.length === 0) return new Map();
    const rows = await db
      .select({ skuId: productKeys.skuId, ...FIGURES })
      .from(productKeys)
      .where(inArray(productKeys.skuId, skuIds))
      .groupBy(productKeys.skuId);
    return new Map(rows.map(({ skuId, ...figures }) => [skuId, figures]));
  }

  /** Each batch's codes still for sale (free or held) and voided, by batch id. */
  async function countsOf(batchIds: string[]): Promise<Map<string, BatchCounts>> {
    if (batchIds.length === 0) return new Map();
    const rows = await db
      .select({
        batchId: productKeys.batchId,
        unsold: sql<number>`count(*) FILTER (WHERE ${productKeys.soldAt} IS NULL AND ${productKeys.voidedAt} IS NULL)::int`,
        voided: FIGURES.voided,
      })
      .from(productKeys)
      .where(inArray(productKeys.batchId, batchIds))
      .groupBy(productKeys.batchId);
    return new Map(rows.map(({ batchId, ...counts }) => [batchId!, counts]));
  }

  async function batchView(row: BatchRow): Promise<CodeBatch> {
    const [counts, names] = await Promise.all([countsOf([row.id]), namesOf([row])]);
    return viewOf(row, counts.get(row.id) ?? NO_BATCH_CODES, names);
  }

  const namesOf = (rows: BatchRow[]) =>
    staffNames(
      db,
      rows.flatMap((row) => [row.createdBy, row.voidedBy]).filter((id): id is string => id !== null),
    );

  function viewOf(row: BatchRow, counts: BatchCounts, names: Map<string, string>): CodeBatch {
    return {
      batchId: row.id,
      skuId: row.skuId,
      name: row.name,
      supplier: row.supplier,
      costPerCode: row.costPerCode,
      costCurrency: row.costCurrency,
      total: row.total,
      processed: row.processed,
      added: row.added,
      repeatedInFile: row.repeatedInFile,
      alreadyHad: row.alreadyHad,
      status: row.status,
      unsold: counts.unsold,
      voided: counts.voided,
      createdAt: row.createdAt.getTime(),
      createdBy: row.createdBy ? (names.get(row.createdBy) ?? null) : null,
      voidedAt: row.voidedAt?.getTime() ?? null,
      voidedBy: row.voidedBy ? (names.get(row.voidedBy) ?? null) : null,
    };
  }

  async function overview(skuId: string): Promise<StockOverview> {
    await codeSku(skuId);
    const [figures, [alert], rows] = await Promise.all([
      figuresOf([skuId]),
      db.select().from(stockAlerts).where(eq(stockAlerts.skuId, skuId)),
      db
        .select()
        .from(codeBatches)
        .where(eq(codeBatches.skuId, skuId))
        .orderBy(desc(codeBatches.createdAt), desc(codeBatches.id)),
    ]);
    const [counts, names] = await Promise.all([countsOf(rows.map((row) => row.id)), namesOf(rows)]);
    return {
      skuId,
      figures: figures.get(skuId) ?? NO_CODES,
      threshold: alert ? { threshold: alert.threshold, enabled: alert.enabled } : null,
      batches: rows.map((row) => viewOf(row, counts.get(row.id) ?? NO_BATCH_CODES, names)),
    };
  }

  /** How many of these (distinct) hashes the product already has, sold, held, free or voided. */
  async function countKnown(productSlug: string, hashes: string[]): Promise<number> {
    let known = 0;
    for (const part of chunks(hashes, LOOKUP_CHUNK)) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(productKeys)
        .where(and(eq(productKeys.productSlug, productSlug), inArray(productKeys.codeHash, part)));
      known += row?.n ?? 0;
    }
    return known;
  }

  /** The SKUs of code products (all, or these), with their product's and their own names in `lang`. */
  async function codeSkus(lang: Lang, skuIds?: string[]) {
    const rows = await db
      .select({
        slug: products.slug,
        kind: products.kind,
        skuId: skus.id,
        faceValue: skus.faceValue,
        name: sql<string>`coalesce(
          (SELECT name FROM ${productTexts} t WHERE t.product_slug = ${products.slug} AND t.lang = ${lang}),
          (SELECT name FROM ${productTexts} t WHERE t.product_slug = ${products.slug} AND t.lang = 'en'),
          ${products.slug})`,
        unit: sql<string>`coalesce(
          (SELECT unit FROM ${productTexts} t WHERE t.product_slug = ${products.slug} AND t.lang = ${lang}),
          (SELECT unit FROM ${productTexts} t WHERE t.product_slug = ${products.slug} AND t.lang = 'en'),
          '')`,
      })
      .from(products)
      .innerJoin(skus, eq(skus.productSlug, products.slug))
      .where(skuIds ? inArray(skus.id, skuIds) : undefined)
      .orderBy(asc(products.slug), asc(skus.sort), asc(skus.faceValue));
    return rows
      .filter((row) => isCodeKind(row.kind))
      .map(({ faceValue, unit, ...row }) => ({ ...row, skuName: `${faceValue} ${unit}`.trim() }));
  }

  async function batchFor(tx: Tx, batchId: string): Promise<BatchRow> {
    const [row] = await tx.select().from(codeBatches).where(eq(codeBatches.id, batchId)).for('update');
    if (!row) throw new DomainError(CONSOLE_ERROR.STOCK_BATCH_NOT_FOUND);
    if (row.status === 'importing') throw new DomainError(CONSOLE_ERROR.STOCK_BATCH_IMPORTING);
    return row;
  }

  return {
    async products(lang: Lang): Promise<StockProducts> {
      const codeRows = await codeSkus(lang);
      const figures = await figuresOf(codeRows.map((row) => row.skuId));
      const list = new Map<string, StockProducts['list'][number]>();
      for (const row of codeRows) {
        const product = list.get(row.slug) ?? { slug: row.slug, name: row.name, kind: row.kind, skus: [] };
        product.skus.push({
          skuId: row.skuId,
          name: row.skuName,
          figures: figures.get(row.skuId) ?? NO_CODES,
        });
        list.set(row.slug, product);
      }
      return { list: [...list.values()].sort((a, b) => a.name.localeCompare(b.name)) };
    },

    /** SKUs whose codes for sale are below their enabled low-stock threshold, fewest first (the dashboard). */
    async lowStock(lang: Lang): Promise<LowStockSku[]> {
      const alerts = await db
        .select({ skuId: stockAlerts.skuId, threshold: stockAlerts.threshold })
        .from(stockAlerts)
        .where(eq(stockAlerts.enabled, true));
      if (alerts.length === 0) return [];
      const figures = await figuresOf(alerts.map((alert) => alert.skuId));
      const thresholds = new Map(alerts.map((alert) => [alert.skuId, alert.threshold]));
      return (await codeSkus(lang, [...thresholds.keys()]))
        .map((row) => ({
          skuId: row.skuId,
          product: row.name,
          sku: row.skuName,
          free: (figures.get(row.skuId) ?? NO_CODES).free,
          threshold: thresholds.get(row.skuId)!,
        }))
        .filter((sku) => sku.free < sku.threshold)
        .sort((a, b) => a.free - b.free || a.product.localeCompare(b.product));
    },

    overview,

    /** The batches' names by id, as the audit log names its entries about them. */
    async batchNames(batchIds: string[]): Promise<Map<string, string>> {
      if (batchIds.length === 0) return new Map();
      const rows = await db
        .select({ id: codeBatches.id, name: codeBatches.name })
        .from(codeBatches)
        .where(inArray(codeBatches.id, batchIds));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /**
     * What importing the file would add, from the codes' hashes alone, read as the file arrives:
     * only the distinct hashes are kept (at most `MAX_IMPORT_LINES`), never the file. Stores nothing.
     */
    async preview(input: FileInput): Promise<StockPreview> {
      const { productSlug } = await codeSku(input.skuId);
      const hashes = new Set<string>();
      const total = await readCodeFile(input.file, input, (code) => hashes.add(crypto.hash(code)));
      const alreadyHad = await countKnown(productSlug, [...hashes]);
      return {
        total,
        new: hashes.size - alreadyHad,
        repeatedInFile: total - hashes.size,
        alreadyHad,
      };
    },

    /**
     * Imports the file as a batch, a chunk of lines per transaction, each advancing the batch's
     * progress (`stock/overview` shows it meanwhile). A code the product has, or one repeated in the
     * file, is skipped by the unique index. Any failure marks the batch failed and is thrown.
     */
    async importBatch(actor: Actor, input: ImportInput): Promise<CodeBatch> {
      const { productSlug } = await codeSku(input.skuId);
      // The whole file is read (and refused, storing nothing) before the batch starts: its codes
      // alone are kept, never the file.
      const codes: string[] = [];
      await readCodeFile(input.file, input, (code) => codes.push(code));
      const [batch] = await db
        .insert(codeBatches)
        .values({
          id: newId('bat'),
          skuId: input.skuId,
          name: input.name,
          supplier: input.supplier,
          costPerCode: input.costPerCode,
          costCurrency: input.costCurrency,
          total: codes.length,
          createdBy: actor.staffId,
        })
        .returning();
      const batchId = batch!.id;
      const seen = new Set<string>();
      try {
        for (const part of chunks(codes, IMPORT_CHUNK)) {
          const fresh = part.flatMap((code) => {
            const codeHash = crypto.hash(code);
            if (seen.has(codeHash)) return [];
            seen.add(codeHash);
            return [{ code, codeHash }];
          });
          await db.transaction(async (tx) => {
            const added =
              fresh.length === 0
                ? []
                : await tx
                    .insert(productKeys)
                    .values(
                      fresh.map(({ code, codeHash }) => ({
                        id: newId('key'),
                        skuId: input.skuId,
                        productSlug,
                        codeEncrypted: crypto.encrypt(code),
                        codeHash,
                        batchId,
                      })),
                    )
                    .onConflictDoNothing()
                    .returning({ id: productKeys.id });
            await tx
              .update(codeBatches)
              .set({
                processed: sql`${codeBatches.processed} + ${part.length}`,
                added: sql`${codeBatches.added} + ${added.length}`,
                repeatedInFile: sql`${codeBatches.repeatedInFile} + ${part.length - fresh.length}`,
                alreadyHad: sql`${codeBatches.alreadyHad} + ${fresh.length - added.length}`,
              })
              .where(eq(codeBatches.id, batchId));
          });
        }
      } catch (error) {
        await db.transaction(async (tx) => {
          const [failed] = await tx
            .update(codeBatches)
            .set({ status: 'failed' })
            .where(eq(codeBatches.id, batchId))
            .returning();
          await recordAudit(tx, actor, {
            action: 'batch.import',
            subject: `batch:${batchId}`,
            after: auditOf(failed!),
          });
        });
        throw error;
      }
      const done = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(codeBatches)
          .set({ status: 'ready' })
          .where(eq(codeBatches.id, batchId))
          .returning();
        await recordAudit(tx, actor, {
          action: 'batch.import',
          subject: `batch:${batchId}`,
          after: auditOf(row!),
        });
        return row!;
      });
      await checkAlert(input.skuId);
      return batchView(done);
    },

    /** Takes the batch's unsold codes out of sale for good: free ones and those unpaid orders hold. */
    async voidBatch(actor: Actor, batchId: string): Promise<CodeBatch> {
      const row = await db.transaction(async (tx) => {
        const batch = await batchFor(tx, batchId);
        if (batch.voidedAt) throw new DomainError(CONSOLE_ERROR.STOCK_BATCH_VOIDED);
        const voided = await tx
          .update(productKeys)
          .set({ voidedAt: sql`now()` })
          .where(
            and(eq(productKeys.batchId, batchId), isNull(productKeys.soldAt), isNull(productKeys.voidedAt)),
          )
          .returning({ id: productKeys.id });
        const [after] = await tx
          .update(codeBatches)
          .set({ voidedAt: sql`now()`, voidedBy: actor.staffId })
          .where(eq(codeBatches.id, batchId))
          .returning();
        await recordAudit(tx, actor, {
          action: 'batch.void',
          subject: `batch:${batchId}`,
          // The name says which batch; the count, what voiding it took out of sale.
          after: { name: batch.name, codesVoided: voided.length },
        });
        return after!;
      });
      await checkAlert(row.skuId);
      return batchView(row);
    },

    /**
     * The batch's unsold codes (free or held, not voided), decrypted into a CSV file, after a fresh
     * TOTP code from the owner asking. The audit entry records the export and its count only.
     */
    async exportBatch(actor: Actor, input: { batchId: string; code: string }): Promise<StockExport> {
      return db.transaction(async (tx) => {
        await confirmTotp(tx, actor.staffId!, input.code, actor.ip ?? '');
        const batch = await batchFor(tx, input.batchId);
        const rows = await tx
          .select({ code: productKeys.codeEncrypted })
          .from(productKeys)
          .where(
            and(eq(productKeys.batchId, batch.id), isNull(productKeys.soldAt), isNull(productKeys.voidedAt)),
          )
          .orderBy(asc(productKeys.createdAt), asc(productKeys.id));
        await recordAudit(tx, actor, {
          action: 'batch.export',
          subject: `batch:${batch.id}`,
          after: { name: batch.name, exported: rows.length },
        });
        return {
          fileName: `${batch.name.replace(/[^\p{L}\p{N}_-]+/gu, '-')}-unsold.csv`,
          count: rows.length,
          // A code beginning like a formula (`=`, `+`, `-`, `@`) gets the writer's apostrophe: a
          // spreadsheet shows the code without it, and the store's import reads it back as the code.
          csv: csvFile(
            ['code'],
            rows.map((row) => ({ code: crypto.decrypt(row.code) })),
          ),
        };
      });
    },

    /** Marks imports cut short by a stopped process failed (the screen says so); answers how many. */
    async failStaleImports(): Promise<number> {
      return db.transaction(async (tx) => {
        const stale = await tx
          .update(codeBatches)
          .set({ status: 'failed' })
          .where(
            and(
              eq(codeBatches.status, 'importing'),
              sql`${codeBatches.createdAt} < now() - make_interval(mins => ${STALE_IMPORT_MINUTES})`,
            ),
          )
          .returning();
        for (const row of stale) {
          await recordAudit(
            tx,
            { staffId: null, email: null, ip: null },
            { action: 'batch.import', subject: `batch:${row.id}`, after: { ...auditOf(row), stale: true } },
          );
        }
        return stale.length;
      });
    },

    /** Sets (or, with null, removes) the SKU's threshold; a new threshold re-arms its alert. */
    async setThreshold(
      actor: Actor,
      skuId: string,
      threshold: StockThreshold | null,
    ): Promise<StockOverview> {
      await codeSku(skuId);
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(stockAlerts)
          .where(eq(stockAlerts.skuId, skuId))
          .for('update');
        if (threshold) {
          await tx
            .insert(stockAlerts)
            .values({ skuId, ...threshold, alertedAt: null })
            .onConflictDoUpdate({ target: stockAlerts.skuId, set: { ...threshold, alertedAt: null } });
        } else {
          await tx.delete(stockAlerts).where(eq(stockAlerts.skuId, skuId));
        }
        const diff = changedOnly(
          before ? { threshold: before.threshold, enabled: before.enabled } : { threshold: null },
          threshold ?? { threshold: null },
        );
        // The same threshold again (it re-arms the alert) is no change to log.
        if (Object.keys(diff.after).length > 0) {
          await recordAudit(tx, actor, { action: 'stock.threshold', subject: `sku:${skuId}`, ...diff });
        }
      });
      await checkAlert(skuId);
      return overview(skuId);
    },
  };
}

/** Of a threshold's values, those a save changed (a value not there before reads as null). */
function changedOnly(before: Record<string, unknown>, after: Record<string, unknown>) {
  const names = Object.keys(after).filter((name) => (before[name] ?? null) !== after[name]);
  return {
    before: Object.fromEntries(names.map((name) => [name, before[name] ?? null])),
    after: Object.fromEntries(names.map((name) => [name, after[name]])),
  };
}

/** A batch as the audit log keeps it: where it came from and its counts, never a code. */
function auditOf(row: BatchRow) {
  return {
    name: row.name,
    supplier: row.supplier,
    costPerCode: row.costPerCode,
    costCurrency: row.costCurrency,
    total: row.total,
    added: row.added,
    repeatedInFile: row.repeatedInFile,
    alreadyHad: row.alreadyHad,
    status: row.status,
  };
}

export type StockService = ReturnType<typeof createStockService>;
