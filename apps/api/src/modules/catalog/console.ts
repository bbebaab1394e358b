import {
  type CatalogueListItem,
  CONSOLE_ERROR,
  type ConsoleProduct,
  type CreateProductRequest,
  type CreateSkuRequest,
  DEFAULT_CURRENCY,
  ERROR,
  FALLBACK_LANG,
  type Lang,
  LANGS,
  missingLangs,
  type ProductTexts,
  type QuoteCurrency,
  type SaveProductRequest,
  type SaveSkuRequest,
} from '@storefront/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { auditChanges, recordAudit, type Actor } from '../agents/index.ts';
import type { FileService } from '../files/index.ts';
import { productImageUrl } from './art.ts';
import { pricedSkus } from './prices.ts';
import { productRegions, products, productTexts, skus } from './tables.ts';

type CreateInput = z.output<typeof CreateProductRequest>;
type SaveInput = z.output<typeof SaveProductRequest>;
type NewSkuInput = z.output<typeof CreateSkuRequest>;
type SkuInput = z.output<typeof SaveSkuRequest>;

/** The editable fields of a product as the audit log compares them. */
type ProductFields = Record<string, unknown>;

/** Texts as one audit field each (`texts.ru.unit`), so a save records only the words it changed. */
function byLanguage(texts: Partial<Record<Lang, ProductTexts>>): ProductFields {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([lang, text]) =>
      Object.entries(text!).map(([field, value]) => [`texts.${lang}.${field}`, value]),
    ),
  );
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

export type CatalogueConsole = ReturnType<typeof createCatalogueConsole>;

/**
 * The console's catalogue (issue 14): every write checks, changes and records its audit entry in
 * one transaction. The storefront sees a change through the catalogue version the tables'
 * triggers raise, so nothing here touches the cache.
 */
export function createCatalogueConsole({
  db,
  uploads,
  cdnHost,
}: {
  db: Db;
  uploads: FileService;
  cdnHost: string | undefined;
}) {
  /** The caller's currency when the store has it, else the store's default. */
  async function currencyOf(code: string | undefined): Promise<QuoteCurrency> {
    const { rows } = await db.execute<QuoteCurrency>(sql`
      SELECT code, minor_units AS "minorUnits", symbol FROM currencies
      WHERE code IN (${code ?? DEFAULT_CURRENCY}, ${DEFAULT_CURRENCY})
      ORDER BY code = ${DEFAULT_CURRENCY}`);
    if (!rows[0]) throw new Error(`Currency ${DEFAULT_CURRENCY} has no row`);
    return rows[0];
  }

  async function productRow(tx: Tx | Db, slug: string, lock = false) {
    const query = tx.select().from(products).where(eq(products.slug, slug));
    const [row] = await (lock ? query.for('update') : query);
    if (!row) throw new DomainError(CONSOLE_ERROR.CATALOGUE_PRODUCT_NOT_FOUND);
    return row;
  }

  async function textsOf(tx: Tx | Db, slug: string): Promise<Partial<Record<Lang, ProductTexts>>> {
    const rows = await tx.select().from(productTexts).where(eq(productTexts.productSlug, slug));
    const texts: Partial<Record<Lang, ProductTexts>> = {};
    for (const { productSlug: _slug, lang, ...text } of rows) {
      if ((LANGS as readonly string[]).includes(lang)) texts[lang as Lang] = text;
    }
    return texts;
  }

  async function regionsOf(tx: Tx | Db, slug: string): Promise<string[]> {
    const rows = await tx
      .select({ code: productRegions.regionCode })
      .from(productRegions)
      .where(eq(productRegions.productSlug, slug))
      .orderBy(asc(productRegions.regionCode));
    return rows.map((row) => row.code);
  }

  /** The product whole, its SKUs priced in `currency` as a customer paying in it is quoted. */
  async function load(slug: string, currency: QuoteCurrency): Promise<ConsoleProduct> {
    const row = await productRow(db, slug);
    const [texts, regions, skuRows, priced] = await Promise.all([
      textsOf(db, slug),
      regionsOf(db, slug),
      db.select().from(skus).where(eq(skus.productSlug, slug)).orderBy(asc(skus.sort), asc(skus.id)),
      pricedSkus(db, [slug], currency.code),
    ]);
    const prices = new Map(priced.skus.map((sku) => [sku.id, sku]));
    return {
      slug: row.slug,
      kind: row.kind,
      enabled: row.enabled,
      sort: row.sort,
      popularRank: row.popularRank,
      deliveryMode: row.deliveryMode,
      inputFields: row.inputFields,
      regions,
      art: row.art ? { key: row.art, url: productImageUrl(cdnHost, row.slug, row.art) } : null,
      drawnArtUrl: productImageUrl(cdnHost, row.slug, null),
      texts,
      missingLangs: missingLangs(texts),
      revision: row.revision,
      skus: skuRows.map((sku) => ({
        id: sku.id,
        faceValue: sku.faceValue,
        sort: sku.sort,
        enabled: sku.enabled,
        basePrice: sku.basePrice,
        revision: sku.revision,
        price: prices.get(sku.id)?.price ?? null,
        originalPrice: prices.get(sku.id)?.originalPrice ?? null,
      })),
      currency,
    };
  }

  async function list(lang: Lang): Promise<CatalogueListItem[]> {
    const { rows } = await db.execute<{
      slug: string;
      kind: CatalogueListItem['kind'];
      name: string;
      enabled: boolean;
      sort: number;
      popular_rank: number | null;
      sku_count: number;
      langs: string[];
    }>(sql`
      SELECT p.slug, p.kind, p.enabled, p.sort, p.popular_rank,
        COALESCE(l.name, e.name, p.slug) AS name,
        (SELECT count(*)::int FROM skus s WHERE s.product_slug = p.slug) AS sku_count,
        ARRAY(SELECT t.lang FROM product_texts t WHERE t.product_slug = p.slug) AS langs
      FROM products p
      LEFT JOIN product_texts l ON l.product_slug = p.slug AND l.lang = ${lang}
      LEFT JOIN product_texts e ON e.product_slug = p.slug AND e.lang = ${FALLBACK_LANG}
      ORDER BY p.sort, p.slug`);
    return rows.map((row) => ({
      slug: row.slug,
      kind: row.kind,
      name: row.name,
      enabled: row.enabled,
      sort: row.sort,
      popularRank: row.popular_rank,
      skuCount: row.sku_count,
      missingLangs: missingLangs(Object.fromEntries(row.langs.map((code) => [code, true]))),
    }));
  }

  /** -1354 naming the first region the store does not have. */
  async function checkRegions(tx: Tx, codes: string[]): Promise<void> {
    if (codes.length === 0) return;
    const { rows } = await tx.execute<{ code: string }>(
      sql`SELECT code FROM regions WHERE code IN (${sql.join(
        codes.map((code) => sql`${code}`),
        sql`, `,
      )})`,
    );
    const known = new Set(rows.map((row) => row.code));
    const unknown = codes.find((code) => !known.has(code));
    if (unknown) throw new DomainError(CONSOLE_ERROR.CATALOGUE_REGION_UNKNOWN, { region: unknown });
  }

  async function saveTexts(tx: Tx, slug: string, texts: SaveInput['texts']): Promise<void> {
    await tx.delete(productTexts).where(eq(productTexts.productSlug, slug));
    const rows = Object.entries(texts).map(([lang, text]) => ({ productSlug: slug, lang, ...text! }));
    if (rows.length > 0) await tx.insert(productTexts).values(rows);
  }

  /** The product's SKUs, in their order, locked for a change to them. */
  async function skusOf(tx: Tx, slug: string) {
    return tx
      .select()
      .from(skus)
      .where(eq(skus.productSlug, slug))
      .orderBy(asc(skus.sort), asc(skus.id))
      .for('update');
  }

  return {
    currencyOf,
    get: load,
    list,

    /** Whether the catalogue has this product, shown or hidden (a promotion's link to it). */
    async exists(slug: string): Promise<boolean> {
      const [row] = await db.select({ slug: products.slug }).from(products).where(eq(products.slug, slug));
      return row !== undefined;
    },

    async create(actor: Actor, input: CreateInput, currency: QuoteCurrency) {
      await db.transaction(async (tx) => {
        const [last] = await tx
          .select({ sort: sql<number>`COALESCE(max(${products.sort}), -1)::int` })
          .from(products);
        try {
          await tx.insert(products).values({
            slug: input.slug,
            kind: input.kind,
            enabled: false,
            sort: (last?.sort ?? -1) + 1,
            inputFields: { playerId: false, characterName: false, server: false, servers: [] },
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new DomainError(CONSOLE_ERROR.CATALOGUE_SLUG_TAKEN);
          throw error;
        }
        await tx.insert(productTexts).values({
          productSlug: input.slug,
          lang: FALLBACK_LANG,
          name: input.name,
          description: '',
          unit: '',
          seoTitle: input.name,
          seoDescription: '',
          seoKeywords: '',
        });
        await recordAudit(tx, actor, {
          action: 'product.create',
          subject: `product:${input.slug}`,
          after: { kind: input.kind, name: input.name, enabled: false },
        });
      });
      return load(input.slug, currency);
    },

    async save(actor: Actor, input: SaveInput, currency: QuoteCurrency) {
      await db.transaction(async (tx) => {
        const row = await productRow(tx, input.slug, true);
        if (row.revision !== input.revision) throw new DomainError(CONSOLE_ERROR.STAFF_STALE_SAVE);
        if (!input.texts[FALLBACK_LANG]) throw new DomainError(CONSOLE_ERROR.CATALOGUE_ENGLISH_REQUIRED);
        const serverIds = new Set(input.inputFields.servers.map((server) => server.id));
        if (serverIds.size !== input.inputFields.servers.length) {
          throw new DomainError(ERROR.FIELD_INVALID, { field: 'inputFields.servers' });
        }
        for (const text of Object.values(input.texts)) {
          if (Object.keys(text!.serverNames).some((id) => !serverIds.has(id))) {
            throw new DomainError(CONSOLE_ERROR.CATALOGUE_SERVER_UNKNOWN);
          }
        }
        const regions = [...new Set(input.regions)].sort();
        await checkRegions(tx, regions);
        // Art already on the product may be someone else's upload; a new one must be the caller's.
        if (input.art !== null && input.art !== row.art) {
          await uploads.ensureAttachable(actor.staffId ?? '', [input.art]);
        }
        const before = {
          kind: row.kind,
          popularRank: row.popularRank,
          deliveryMode: row.deliveryMode,
          inputFields: row.inputFields,
          regions: await regionsOf(tx, row.slug),
          art: row.art,
          ...byLanguage(await textsOf(tx, row.slug)),
        };
        const after = {
          kind: input.kind,
          popularRank: input.popularRank,
          deliveryMode: input.deliveryMode,
          inputFields: input.inputFields,
          regions,
          art: input.art,
          ...byLanguage(input.texts),
        };
        const diff = auditChanges(before, after);
        if (!diff.changed) return;
        await tx
          .update(products)
          .set({
            kind: input.kind,
            popularRank: input.popularRank,
            deliveryMode: input.deliveryMode,
            inputFields: input.inputFields,
            art: input.art,
            revision: row.revision + 1,
          })
          .where(eq(products.slug, row.slug));
        await saveTexts(tx, row.slug, input.texts);
        await tx.delete(productRegions).where(eq(productRegions.productSlug, row.slug));
        if (regions.length > 0) {
          await tx
            .insert(productRegions)
            .values(regions.map((regionCode) => ({ productSlug: row.slug, regionCode })));
        }
        await recordAudit(tx, actor, {
          action: 'product.update',
          subject: `product:${row.slug}`,
          before: diff.before,
          after: diff.after,
        });
      });
      return load(input.slug, currency);
    },

    async setEnabled(actor: Actor, slug: string, enabled: boolean, currency: QuoteCurrency) {
      await db.transaction(async (tx) => {
        const row = await productRow(tx, slug, true);
        if (row.enabled === enabled) return;
        // Not a revision: showing or hiding a product loses nothing an open editor would save.
        await tx.update(products).set({ enabled }).where(eq(products.slug, slug));
        await recordAudit(tx, actor, {
          action: enabled ? 'product.enable' : 'product.disable',
          subject: `product:${slug}`,
          before: { enabled: row.enabled },
          after: { enabled },
        });
      });
      return load(slug, currency);
    },

    async reorder(actor: Actor, slugs: string[], lang: Lang) {
      await db.transaction(async (tx) => {
        const rows = await tx
          .select({ slug: products.slug, sort: products.sort })
          .from(products)
          .orderBy(asc(products.sort), asc(products.slug))
          .for('update');
        const asked = new Set(slugs);
        if (
          asked.size !== slugs.length ||
          rows.length !== slugs.length ||
          rows.some((r) => !asked.has(r.slug))
        ) {
          throw new DomainError(CONSOLE_ERROR.CATALOGUE_ORDER_MISMATCH);
        }
        const sortOf = new Map(rows.map((row) => [row.slug, row.sort]));
        const moved = slugs.filter((slug, index) => sortOf.get(slug) !== index);
        if (moved.length === 0) return;
        for (const slug of moved) {
          await tx
            .update(products)
            .set({ sort: slugs.indexOf(slug) })
            .where(eq(products.slug, slug));
        }
        await recordAudit(tx, actor, {
          action: 'product.reorder',
          subject: 'products',
          before: Object.fromEntries(moved.map((slug) => [slug, sortOf.get(slug)])),
          after: Object.fromEntries(moved.map((slug) => [slug, slugs.indexOf(slug)])),
        });
      });
      return list(lang);
    },

    async reorderSkus(actor: Actor, slug: string, skuIds: string[], currency: QuoteCurrency) {
      await db.transaction(async (tx) => {
        await productRow(tx, slug, true);
        const rows = await skusOf(tx, slug);
        const asked = new Set(skuIds);
        if (
          asked.size !== skuIds.length ||
          rows.length !== skuIds.length ||
          rows.some((r) => !asked.has(r.id))
        ) {
          throw new DomainError(CONSOLE_ERROR.CATALOGUE_ORDER_MISMATCH);
        }
        const moved = rows.filter((row) => row.sort !== skuIds.indexOf(row.id));
        if (moved.length === 0) return;
        for (const row of moved) {
          await tx
            .update(skus)
            .set({ sort: skuIds.indexOf(row.id) })
            .where(eq(skus.id, row.id));
        }
        await recordAudit(tx, actor, {
          action: 'product.reorder',
          subject: `product:${slug}`,
          before: Object.fromEntries(moved.map((row) => [row.id, row.sort])),
          after: Object.fromEntries(moved.map((row) => [row.id, skuIds.indexOf(row.id)])),
        });
      });
      return load(slug, currency);
    },

    async createSku(actor: Actor, input: NewSkuInput, currency: QuoteCurrency) {
      await db.transaction(async (tx) => {
        await productRow(tx, input.slug, true);
        const rows = await skusOf(tx, input.slug);
        const id = newId('sku');
        const sku = {
          id,
          productSlug: input.slug,
          faceValue: input.faceValue,
          basePrice: input.basePrice,
          sort: rows.length === 0 ? 0 : Math.max(...rows.map((row) => row.sort)) + 1,
          enabled: true,
        };
        await tx.insert(skus).values(sku);
        await recordAudit(tx, actor, {
          action: 'sku.create',
          subject: `sku:${id}`,
          after: {
            product: input.slug,
            faceValue: sku.faceValue,
            basePrice: sku.basePrice,
            enabled: true,
          },
        });
      });
      return load(input.slug, currency);
    },

    async saveSku(actor: Actor, input: SkuInput, currency: QuoteCurrency) {
      const slug = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(skus).where(eq(skus.id, input.skuId)).for('update');
        if (!row) throw new DomainError(CONSOLE_ERROR.CATALOGUE_SKU_NOT_FOUND);
        if (row.revision !== input.revision) throw new DomainError(CONSOLE_ERROR.STAFF_STALE_SAVE);
        const diff = auditChanges(
          { faceValue: row.faceValue, enabled: row.enabled },
          { faceValue: input.faceValue, enabled: input.enabled },
        );
        if (!diff.changed) return row.productSlug;
        await tx
          .update(skus)
          .set({ faceValue: input.faceValue, enabled: input.enabled, revision: row.revision + 1 })
          .where(and(eq(skus.id, row.id), eq(skus.revision, row.revision)));
        await recordAudit(tx, actor, {
          action: 'sku.update',
          subject: `sku:${row.id}`,
          before: diff.before,
          after: diff.after,
        });
        return row.productSlug;
      });
      return load(slug, currency);
    },
  };
}
