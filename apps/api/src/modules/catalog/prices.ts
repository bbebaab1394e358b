import {
  currencyPricesOf,
  effectivePrice,
  nextPriceChange,
  type Rounding,
  type SkuCurrencyPrices,
} from '@storefront/contracts/price-rules';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';

export interface PricedSku {
  id: string;
  productSlug: string;
  faceValue: number;
  enabled: boolean;
  price: number;
  originalPrice: number | null;
}

/** Priced SKUs, and when the prices will next change by themselves (a sale starts or ends). */
export interface PriceList {
  skus: PricedSku[];
  /** Epoch milliseconds; null when no sale among them starts or ends later. */
  changesAt: number | null;
}

/** What pricing reads of one SKU in one currency: its own prices, the explicit list's, the rule. */
export interface SkuPriceRow extends Record<string, unknown> {
  id: string;
  product_slug: string;
  face_value: number;
  enabled: boolean;
  revision: number;
  currency_code: string;
  minor_units: number;
  base_price: number;
  base_original_price: number | null;
  base_sale_price: number | null;
  /** Epoch milliseconds. */
  sale_starts_at: number | null;
  sale_ends_at: number | null;
  explicit: boolean;
  explicit_price: number | null;
  explicit_original_price: number | null;
  explicit_sale_price: number | null;
  per_usd: string | null;
  rounding_step: number | null;
  rounding: Rounding | null;
}

/**
 * The price rows of the SKUs `where` picks (over `s`, skus) in each currency `currencies` picks
 * (over `c`), in display order.
 */
export async function skuPriceRows(db: Db | Tx, where: SQL, currencies: SQL): Promise<SkuPriceRow[]> {
  const epochMs = (column: string) => sql.raw(`(extract(epoch FROM ${column}) * 1000)::float8`);
  const { rows } = await db.execute<SkuPriceRow>(sql`
    SELECT s.id, s.product_slug, s.face_value, s.enabled, s.revision, c.code AS currency_code, c.minor_units,
      s.base_price, s.base_original_price, s.base_sale_price,
      ${epochMs('s.sale_starts_at')} AS sale_starts_at, ${epochMs('s.sale_ends_at')} AS sale_ends_at,
      sp.sku_id IS NOT NULL AS explicit, sp.price AS explicit_price,
      sp.original_price AS explicit_original_price, sp.sale_price AS explicit_sale_price,
      er.per_usd::text AS per_usd, er.rounding_step, er.rounding
    FROM skus s
    JOIN currencies c ON ${currencies}
    LEFT JOIN sku_prices sp ON sp.sku_id = s.id AND sp.currency_code = c.code
    LEFT JOIN exchange_rates er ON er.currency_code = c.code
    WHERE ${where}
    ORDER BY s.product_slug, s.sort, s.id`);
  return rows;
}

/** A SKU's prices in a row's currency (contracts' currencyPricesOf); null: not sold in it. */
export function currencyPrices(row: SkuPriceRow): SkuCurrencyPrices | null {
  return currencyPricesOf(
    {
      basePrice: row.base_price,
      baseOriginalPrice: row.base_original_price,
      baseSalePrice: row.base_sale_price,
      saleStartsAt: row.sale_starts_at,
      saleEndsAt: row.sale_ends_at,
      explicit: row.explicit
        ? {
            price: row.explicit_price!,
            originalPrice: row.explicit_original_price,
            salePrice: row.explicit_sale_price,
          }
        : null,
    },
    row.per_usd === null
      ? null
      : {
          perUsd: row.per_usd,
          minorUnits: row.minor_units,
          step: row.rounding_step ?? 1,
          rounding: row.rounding ?? 'nearest',
        },
  );
}

/**
 * The SKUs of some products priced in a currency at `at` (now), in their display order: the one
 * pricing behind every storefront answer, and so behind quotes, orders and payments. A SKU without
 * a price in the currency is left out.
 */
export async function pricedSkus(
  db: Db,
  slugs: string[],
  currency: string,
  at = Date.now(),
): Promise<PriceList> {
  if (slugs.length === 0) return { skus: [], changesAt: null };
  const rows = await skuPriceRows(
    db,
    sql`s.product_slug IN (${sql.join(
      slugs.map((slug) => sql`${slug}`),
      sql`, `,
    )})`,
    sql`c.code = ${currency}`,
  );
  const skus: PricedSku[] = [];
  const set: SkuCurrencyPrices[] = [];
  for (const row of rows) {
    const prices = currencyPrices(row);
    if (!prices) continue;
    set.push(prices);
    const { price, originalPrice } = effectivePrice(prices, at);
    skus.push({
      id: row.id,
      productSlug: row.product_slug,
      faceValue: row.face_value,
      enabled: row.enabled,
      price,
      originalPrice,
    });
  }
  return { skus, changesAt: nextPriceChange(set, at) };
}
