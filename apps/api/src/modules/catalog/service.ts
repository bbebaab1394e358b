import {
  ERROR,
  FALLBACK_LANG,
  PRODUCT_KINDS,
  type Banner,
  type DeliveryPromise,
  type HomeData,
  type Lang,
  type ProductCard,
  type ProductDetail,
  type ProductKind,
  type ProductSeo,
  type QuoteCurrency,
} from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import type { ContentService } from '../content/index.ts';
import type { SystemService } from '../system/index.ts';
import type { CatalogCache } from '../system/index.ts';
import { pricedSkus } from './prices.ts';
import { loadSearchIndex, searchIndex } from './search.ts';
import type { ProductInputFields } from './tables.ts';

export const DELIVERY: Record<ProductKind, DeliveryPromise> = {
  topup: 'topup',
  live_stream: 'recharge',
  game_card: 'code',
  cd_key: 'code',
  gift_card: 'code',
};

const POPULAR_LIMIT = 8;
const PROMOTIONS_LIMIT = 4;

/** Who is asking, as far as the catalogue's answers differ: language, currency and region. */
export interface Audience {
  lang: Lang;
  region: string;
  currency: QuoteCurrency;
}

interface ProductRow extends Record<string, unknown> {
  slug: string;
  kind: ProductKind;
  popular_rank: number | null;
  input_fields: ProductInputFields;
  name: string;
  description: string;
  unit: string;
  seo_title: string;
  seo_description: string;
  seo_keywords: string;
  available: boolean;
}

export type CatalogService = ReturnType<typeof createCatalogService>;

export function createCatalogService({
  db,
  config,
  cache,
  system,
  content,
}: {
  db: Db;
  config: Config;
  cache: CatalogCache;
  system: SystemService;
  content: ContentService;
}) {
  const cdn = (path: string) => (config.cdnHost ?? '') + path;

  /** Who the answer is for, in values the store has: the caller's currency when the store has it, else the region's. */
  async function resolve(ctx: RequestContext) {
    const region = await system.regionOrDefault(ctx.region);
    const currency = await system.quoteCurrency(ctx.currency, region);
    return { lang: ctx.lang ?? FALLBACK_LANG, region: region.code, currency };
  }

  async function audienceOf({
    lang,
    region,
    currency,
  }: Awaited<ReturnType<typeof resolve>>): Promise<Audience> {
    const { rows } = await db.execute<QuoteCurrency>(sql`
      SELECT code, minor_units AS "minorUnits", symbol FROM currencies WHERE code = ${currency}`);
    if (!rows[0]) throw new Error(`Currency ${currency} has no row`);
    return { lang, region, currency: rows[0] };
  }

  /** Enabled products with texts in `lang`, else English; one product when `slug` is given. */
  async function productRows(audience: Audience, slug?: string): Promise<ProductRow[]> {
    const text = (column: string) => sql.raw(`COALESCE(l.${column}, e.${column}, '')`);
    const { rows } = await db.execute<ProductRow>(sql`
      SELECT p.slug, p.kind, p.popular_rank, p.input_fields,
        COALESCE(l.name, e.name, p.slug) AS name, ${text('description')} AS description,
        ${text('unit')} AS unit, ${text('seo_title')} AS seo_title,
        ${text('seo_description')} AS seo_description, ${text('seo_keywords')} AS seo_keywords,
        EXISTS (SELECT 1 FROM product_regions r
          WHERE r.product_slug = p.slug AND r.region_code = ${audience.region}) AS available
      FROM products p
      LEFT JOIN product_texts l ON l.product_slug = p.slug AND l.lang = ${audience.lang}
      LEFT JOIN product_texts e ON e.product_slug = p.slug AND e.lang = ${FALLBACK_LANG}
      WHERE p.enabled ${slug === undefined ? sql`` : sql`AND p.slug = ${slug}`}
      ORDER BY p.sort, p.slug`);
    return rows;
  }

  async function cards(audience: Audience, rows: ProductRow[]): Promise<Map<string, ProductCard>> {
    const prices = await pricedSkus(
      db,
      rows.map((row) => row.slug),
      audience.currency.code,
    );
    const from = new Map<string, number>();
    for (const sku of prices) {
      if (!sku.enabled) continue;
      from.set(sku.productSlug, Math.min(from.get(sku.productSlug) ?? Infinity, sku.price));
    }
    return new Map(
      rows.map((row) => [
        row.slug,
        {
          id: row.slug,
          kind: row.kind,
          name: row.name,
          imageUrl: cdn(`/catalog/${row.slug}.svg`),
          fromPrice: from.get(row.slug) ?? null,
        },
      ]),
    );
  }

  async function banners(lang: Lang): Promise<Banner[]> {
    const { rows } = await db.execute<Banner>(sql`
      SELECT b.id, b.link, COALESCE(l.title, e.title, '') AS title,
        COALESCE(l.subtitle, e.subtitle, '') AS subtitle
      FROM banners b
      LEFT JOIN banner_texts l ON l.banner_id = b.id AND l.lang = ${lang}
      LEFT JOIN banner_texts e ON e.banner_id = b.id AND e.lang = ${FALLBACK_LANG}
      WHERE b.enabled ORDER BY b.sort, b.id`);
    return rows.map((row) => ({ ...row, imageUrl: cdn(`/banners/${row.id}.svg`) }));
  }

  async function loadHome(audience: Audience): Promise<HomeData> {
    const rows = (await productRows(audience)).filter((row) => row.available);
    const byId = await cards(audience, rows);
    const card = (row: ProductRow) => byId.get(row.slug)!;
    return {
      currency: audience.currency,
      banners: await banners(audience.lang),
      categories: PRODUCT_KINDS.map((kind) => ({
        kind,
        products: rows.filter((row) => row.kind === kind).map(card),
      })),
      popular: rows
        .filter((row) => row.popular_rank !== null)
        .sort((a, b) => a.popular_rank! - b.popular_rank!)
        .slice(0, POPULAR_LIMIT)
        .map(card),
      promotions: await content.promotions(audience.lang, PROMOTIONS_LIMIT),
    };
  }

  async function loadDetail(audience: Audience, slug: string): Promise<ProductDetail> {
    const [row] = await productRows(audience, slug);
    if (!row) throw new DomainError(ERROR.PRODUCT_NOT_FOUND);
    const skus = await pricedSkus(db, [slug], audience.currency.code);
    return {
      id: row.slug,
      kind: row.kind,
      name: row.name,
      description: row.description,
      imageUrl: cdn(`/catalog/${row.slug}.svg`),
      delivery: DELIVERY[row.kind],
      availableInRegion: row.available,
      inputFields: row.input_fields,
      currency: audience.currency,
      skus: skus.map((sku) => ({
        id: sku.id,
        name: `${sku.faceValue} ${row.unit}`.trim(),
        faceValue: sku.faceValue,
        enabled: sku.enabled,
        price: sku.price,
        originalPrice: sku.originalPrice,
      })),
    };
  }

  /**
   * Cached per call and audience. The key is the language, region and currency the answer is for,
   * resolved from the headers through the cache (no read on a hit), never the headers as sent: junk
   * headers share the answer of the values they fall back to.
   */
  async function cached<T>(
    call: string,
    ctx: RequestContext,
    args: string,
    load: (audience: Audience) => Promise<T>,
  ) {
    const resolved = await resolve(ctx);
    const key = [call, resolved.lang, resolved.region, resolved.currency, args].join('\u0000');
    return cache.get(key, async () => load(await audienceOf(resolved)));
  }

  return {
    home: (ctx: RequestContext) => cached('home', ctx, '', loadHome),

    async detail(ctx: RequestContext, slug: string, skuId?: string): Promise<ProductDetail> {
      const detail = await cached('detail', ctx, slug, (audience) => loadDetail(audience, slug));
      if (skuId !== undefined && !detail.skus.some((sku) => sku.id === skuId)) {
        throw new DomainError(ERROR.SKU_NOT_FOUND);
      }
      return detail;
    },

    seo: (ctx: RequestContext, slug: string): Promise<ProductSeo> =>
      cached('seo', ctx, slug, async (audience) => {
        const [row] = await productRows(audience, slug);
        if (!row) throw new DomainError(ERROR.PRODUCT_NOT_FOUND);
        return { title: row.seo_title, description: row.seo_description, keywords: row.seo_keywords };
      }),

    search: (ctx: RequestContext, keyword: string): Promise<ProductCard[]> =>
      cached('search', ctx, keyword.toLowerCase(), async (audience) => {
        const index = await cache.get('search-index', () => loadSearchIndex(db));
        const slugs = searchIndex(index, keyword, audience.region);
        const rows = (await productRows(audience)).filter((row) => slugs.includes(row.slug));
        const byId = await cards(audience, rows);
        return slugs.flatMap((slug) => byId.get(slug) ?? []);
      }),
  };
}
