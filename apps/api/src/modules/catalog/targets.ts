import { FALLBACK_LANG, type Lang } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';

/**
 * The name of a product (by slug) or a SKU (by id, "Product · face value") in `lang`, else
 * English, enabled or not; null when the catalogue has no such thing. What a coupon's scope may name.
 */
export async function catalogueTargetName(
  db: Db | Tx,
  target: { kind: 'product' | 'sku'; id: string },
  lang: Lang,
): Promise<string | null> {
  const nameOf = (slug: ReturnType<typeof sql>) => sql`COALESCE(
    (SELECT t.name FROM product_texts t WHERE t.product_slug = ${slug} AND t.lang = ${lang}),
    (SELECT t.name FROM product_texts t WHERE t.product_slug = ${slug} AND t.lang = ${FALLBACK_LANG}),
    ${slug})`;
  const { rows } = await db.execute<{ name: string }>(
    target.kind === 'product'
      ? sql`SELECT ${nameOf(sql`p.slug`)} AS name FROM products p WHERE p.slug = ${target.id}`
      : sql`SELECT ${nameOf(sql`s.product_slug`)} || ' · ' || s.face_value AS name
          FROM skus s WHERE s.id = ${target.id}`,
  );
  return rows[0]?.name ?? null;
}
