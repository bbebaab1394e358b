import {
  CONSOLE_ERROR,
  ERROR,
  FALLBACK_LANG,
  type Lang,
  type PriceCurrency,
  type PriceGrid,
  priceSaveProblem,
  type PriceSaveRequest,
  type PriceSku,
  type RateSaveRequest,
} from '@storefront/contracts';
import { effectivePrice } from '@storefront/contracts/price-rules';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { recordAudit, type Actor } from '../agents/index.ts';
import { currencyPrices, skuPriceRows, type SkuPriceRow } from './prices.ts';
import { exchangeRates, skuPrices, skus } from './tables.ts';

type SaveInput = z.output<typeof PriceSaveRequest>;
type RateInput = z.output<typeof RateSaveRequest>;

export type PriceConsole = ReturnType<typeof createPriceConsole>;

/** A SKU's prices as the audit log keeps them: only what a save can change. */
type PriceValues = Record<string, unknown>;

/**
 * The console's prices: a product's SKUs by the store's currencies, priced by the same functions as
 * the storefront (prices.ts), saved against the SKU's revision; the owner's rate and rounding rules.
 */
export function createPriceConsole({ db }: { db: Db }) {
  /** The store's currencies with their rules, in the order of the regions that use them. */
  async function currencies(tx: Db | Tx = db): Promise<PriceCurrency[]> {
    const { rows } = await tx.execute<{
      code: string;
      minor_units: number;
      symbol: string;
      per_usd: string | null;
      rounding_step: number | null;
      rounding: 'nearest' | 'up' | 'down' | null;
    }>(sql`
      SELECT c.code, c.minor_units, c.symbol, er.per_usd::text AS per_usd, er.rounding_step, er.rounding
      FROM currencies c
      LEFT JOIN exchange_rates er ON er.currency_code = c.code
      ORDER BY (SELECT min(r.sort) FROM regions r WHERE r.currency_code = c.code) NULLS LAST, c.code`);
    return rows.map((row) => ({
      code: row.code,
      minorUnits: row.minor_units,
      symbol: row.symbol,
      rule:
        row.per_usd === null
          ? null
          : { perUsd: trimRate(row.per_usd), step: row.rounding_step!, rounding: row.rounding! },
    }));
  }

  /** The SKUs (one, or a product's) in every currency, as the grid shows them at `at`. */
  async function priceSkus(tx: Db | Tx, where: ReturnType<typeof sql>, at: number): Promise<PriceSku[]> {
    const order = (await currencies(tx)).map((currency) => currency.code);
    const rows = await skuPriceRows(tx, where, sql`TRUE`);
    const bySku = new Map<string, SkuPriceRow[]>();
    for (const row of rows) bySku.set(row.id, [...(bySku.get(row.id) ?? []), row]);
    const { rows: units } = await tx.execute<{ id: string; unit: string | null }>(sql`
      SELECT s.id, COALESCE(e.unit, '') AS unit FROM skus s
      LEFT JOIN product_texts e ON e.product_slug = s.product_slug AND e.lang = ${FALLBACK_LANG}
      WHERE ${where}`);
    const unitOf = new Map(units.map((row) => [row.id, row.unit ?? '']));
    return [...bySku.values()].map((cells) => {
      const first = cells[0]!;
      const sorted = [...cells].sort(
        (a, b) => order.indexOf(a.currency_code) - order.indexOf(b.currency_code),
      );
      return {
        skuId: first.id,
        name: `${first.face_value} ${unitOf.get(first.id) ?? ''}`.trim(),
        enabled: first.enabled,
        revision: first.revision,
        basePrice: first.base_price,
        baseOriginalPrice: first.base_original_price,
        baseSalePrice: first.base_sale_price,
        saleStartsAt: first.sale_starts_at,
        saleEndsAt: first.sale_ends_at,
        cells: sorted.map((row) => {
          const prices = currencyPrices(row);
          return {
            currency: row.currency_code,
            explicit: row.explicit,
            price: prices?.price ?? null,
            originalPrice: prices?.originalPrice ?? null,
            salePrice: prices?.salePrice ?? null,
            now: prices && effectivePrice(prices, at),
          };
        }),
      };
    });
  }

  /** What a save may change, for the audit log's before and after. */
  async function valuesOf(tx: Tx, skuId: string): Promise<PriceValues> {
    const [sku] = await tx
      .select({
        basePrice: skus.basePrice,
        baseOriginalPrice: skus.baseOriginalPrice,
        baseSalePrice: skus.baseSalePrice,
        saleStartsAt: skus.saleStartsAt,
        saleEndsAt: skus.saleEndsAt,
      })
      .from(skus)
      .where(eq(skus.id, skuId));
    const explicit = await tx
      .select()
      .from(skuPrices)
      .where(eq(skuPrices.skuId, skuId))
      .orderBy(skuPrices.currencyCode);
    return {
      ...sku,
      saleStartsAt: sku!.saleStartsAt?.toISOString() ?? null,
      saleEndsAt: sku!.saleEndsAt?.toISOString() ?? null,
      explicit: Object.fromEntries(
        explicit.map((row) => [
          row.currencyCode,
          { price: row.price, originalPrice: row.originalPrice, salePrice: row.salePrice },
        ]),
      ),
    };
  }

  return {
    currencies: () => currencies(),

    async products(lang: Lang) {
      const { rows } = await db.execute<{
        slug: string;
        kind: string;
        enabled: boolean;
        name: string;
        sku_count: number;
      }>(sql`
        SELECT p.slug, p.kind, p.enabled, COALESCE(l.name, e.name, p.slug) AS name,
          (SELECT count(*)::int FROM skus s WHERE s.product_slug = p.slug) AS sku_count
        FROM products p
        LEFT JOIN product_texts l ON l.product_slug = p.slug AND l.lang = ${lang}
        LEFT JOIN product_texts e ON e.product_slug = p.slug AND e.lang = ${FALLBACK_LANG}
        ORDER BY p.sort, p.slug`);
      return {
        list: rows.map((row) => ({
          productId: row.slug,
          name: row.name,
          kind: row.kind,
          enabled: row.enabled,
          skuCount: row.sku_count,
        })),
      };
    },

    async grid(productId: string, lang: Lang): Promise<PriceGrid> {
      const { rows } = await db.execute<{ name: string }>(sql`
        SELECT COALESCE(l.name, e.name, p.slug) AS name FROM products p
        LEFT JOIN product_texts l ON l.product_slug = p.slug AND l.lang = ${lang}
        LEFT JOIN product_texts e ON e.product_slug = p.slug AND e.lang = ${FALLBACK_LANG}
        WHERE p.slug = ${productId}`);
      if (!rows[0]) throw new DomainError(ERROR.PRODUCT_NOT_FOUND);
      return {
        productId,
        name: rows[0].name,
        currencies: await currencies(),
        skus: await priceSkus(db, sql`s.product_slug = ${productId}`, Date.now()),
      };
    },

    /** -1014 unknown SKU, -1349 saved by someone else since `revision`, -1360.. a price rule broken. */
    async save(actor: Actor, input: SaveInput): Promise<PriceSku> {
      const problem = priceSaveProblem(input);
      if (problem) throw new DomainError(problem.code, { field: problem.field });
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ revision: skus.revision })
          .from(skus)
          .where(eq(skus.id, input.skuId))
          .for('update');
        if (!row) throw new DomainError(ERROR.SKU_NOT_FOUND);
        if (row.revision !== input.revision) throw new DomainError(CONSOLE_ERROR.STAFF_STALE_SAVE);
        const known = new Set((await currencies(tx)).map((currency) => currency.code));
        const unknown = input.explicit.findIndex((price) => !known.has(price.currency));
        if (unknown >= 0) {
          throw new DomainError(CONSOLE_ERROR.PRICE_CURRENCY_UNKNOWN, {
            field: `explicit[${unknown}].currency`,
          });
        }
        const before = await valuesOf(tx, input.skuId);
        await tx
          .update(skus)
          .set({
            basePrice: input.basePrice,
            baseOriginalPrice: input.baseOriginalPrice,
            baseSalePrice: input.baseSalePrice,
            saleStartsAt: input.saleStartsAt === null ? null : new Date(input.saleStartsAt),
            saleEndsAt: input.saleEndsAt === null ? null : new Date(input.saleEndsAt),
            revision: row.revision + 1,
          })
          .where(eq(skus.id, input.skuId));
        const listed = input.explicit.map((price) => price.currency);
        // A currency left out is derived from the base price again.
        await tx
          .delete(skuPrices)
          .where(
            listed.length === 0
              ? eq(skuPrices.skuId, input.skuId)
              : and(eq(skuPrices.skuId, input.skuId), notInArray(skuPrices.currencyCode, listed)),
          );
        for (const price of input.explicit) {
          const values = {
            price: price.price,
            originalPrice: price.originalPrice,
            salePrice: price.salePrice,
          };
          await tx
            .insert(skuPrices)
            .values({ skuId: input.skuId, currencyCode: price.currency, ...values })
            .onConflictDoUpdate({ target: [skuPrices.skuId, skuPrices.currencyCode], set: values });
        }
        const after = await valuesOf(tx, input.skuId);
        const diff = changed(before, after);
        // A save that changed nothing (the same values again) is no change to log.
        if (Object.keys(diff.after).length > 0) {
          await recordAudit(tx, actor, { action: 'price.update', subject: `sku:${input.skuId}`, ...diff });
        }
        const [saved] = await priceSkus(tx, sql`s.id = ${input.skuId}`, Date.now());
        return saved!;
      });
    },

    /** -1363 for a currency the store does not have. */
    async saveRate(actor: Actor, input: RateInput): Promise<PriceCurrency> {
      return db.transaction(async (tx) => {
        const before = (await currencies(tx)).find((currency) => currency.code === input.currency);
        if (!before) throw new DomainError(CONSOLE_ERROR.PRICE_CURRENCY_UNKNOWN, { field: 'currency' });
        const rule = { perUsd: input.perUsd, roundingStep: input.step, rounding: input.rounding };
        await tx
          .insert(exchangeRates)
          .values({ currencyCode: input.currency, ...rule })
          .onConflictDoUpdate({ target: exchangeRates.currencyCode, set: rule });
        const after = {
          ...before,
          rule: { perUsd: trimRate(input.perUsd), step: input.step, rounding: input.rounding },
        };
        const diff = changed({ ...before.rule }, { ...after.rule });
        if (Object.keys(diff.after).length > 0) {
          await recordAudit(tx, actor, {
            action: 'rate.update',
            subject: `currency:${input.currency}`,
            ...diff,
          });
        }
        return after;
      });
    },
  };
}

/** "92.500000" as the owner wrote it: "92.5". */
function trimRate(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** Only the values that changed, before and after: the log says what the save was about. */
function changed(before: PriceValues, after: PriceValues) {
  const names = Object.keys(after).filter(
    (name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]),
  );
  const pick = (values: PriceValues) =>
    Object.fromEntries(
      names.map((name) => [
        name,
        name === 'explicit'
          ? changedCurrencies(before.explicit, after.explicit, values.explicit)
          : values[name],
      ]),
    );
  return { before: pick(before), after: pick(after) };
}

/** Of a SKU's own prices, the currencies a save changed (added, removed or altered); none is null. */
function changedCurrencies(before: unknown, after: unknown, values: unknown) {
  const [was, is, of] = [before, after, values] as Record<string, unknown>[];
  const codes = [...new Set([...Object.keys(was!), ...Object.keys(is!)])].filter(
    (code) => JSON.stringify(was![code]) !== JSON.stringify(is![code]),
  );
  return Object.fromEntries(codes.map((code) => [code, of![code] ?? null]));
}
