import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

export interface PricedSku {
  id: string;
  productSlug: string;
  faceValue: number;
  enabled: boolean;
  price: number;
  originalPrice: number | null;
}

/**
 * The step a converted price is rounded to, in the currency's minor units, where shops write
 * prices coarser than the minor unit: rupiah in hundreds, dong in thousands (their coins and
 * notes), roubles, pesos and baht in whole units, ringgit and Singapore dollars in ten cents. Any
 * other currency keeps its minor unit. Explicit price lists are the operator's and never rounded.
 */
export const PRICE_STEPS: Readonly<Record<string, number>> = {
  IDR: 100,
  VND: 1000,
  RUB: 100,
  PHP: 100,
  THB: 100,
  MYR: 10,
  SGD: 10,
};

/**
 * The SKUs of some products priced in a currency, in their display order: the explicit price
 * list when it has the SKU, else the US-cent base price converted by the stored rate and rounded
 * once (half away from zero, in exact numeric arithmetic) to the currency's step (PRICE_STEPS). A
 * SKU with neither is left out: it cannot be sold in that currency.
 */
export async function pricedSkus(db: Db, slugs: string[], currency: string): Promise<PricedSku[]> {
  if (slugs.length === 0) return [];
  const step = PRICE_STEPS[currency] ?? 1;
  const converted = (cents: unknown) =>
    sql`(round(${cents} * er.per_usd * power(10::numeric, c.minor_units) / 100 / ${step}) * ${step})::int`;
  const { rows } = await db.execute<{
    id: string;
    product_slug: string;
    face_value: number;
    enabled: boolean;
    price: number | null;
    original_price: number | null;
  }>(sql`
    SELECT s.id, s.product_slug, s.face_value, s.enabled,
      COALESCE(sp.price, ${converted(sql`s.base_price`)}) AS price,
      CASE WHEN sp.sku_id IS NOT NULL THEN sp.original_price
        ELSE ${converted(sql`s.base_original_price`)} END AS original_price
    FROM skus s
    JOIN currencies c ON c.code = ${currency}
    LEFT JOIN sku_prices sp ON sp.sku_id = s.id AND sp.currency_code = c.code
    LEFT JOIN exchange_rates er ON er.currency_code = c.code
    WHERE s.product_slug IN (${sql.join(
      slugs.map((slug) => sql`${slug}`),
      sql`, `,
    )})
    ORDER BY s.product_slug, s.sort, s.id`);
  return rows
    .filter((row) => row.price !== null)
    .map((row) => ({
      id: row.id,
      productSlug: row.product_slug,
      faceValue: row.face_value,
      enabled: row.enabled,
      price: row.price!,
      // A "before" price not above the price is no discount to show.
      originalPrice:
        row.original_price !== null && row.original_price > row.price! ? row.original_price : null,
    }));
}
