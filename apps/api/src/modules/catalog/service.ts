import {
  DELIVERY_PROMISE,
  ERROR,
  FALLBACK_LANG,
  HOME_KIND_LIMIT,
  KIND_PAGE_SIZE,
  PRODUCT_KINDS,
  type Banner,
  type HomeData,
  type KindList,
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
import type { ContentService } from '../content/index.ts';
import type { CatalogCache, Expiring, Locale } from '../system/index.ts';
import { bannerImageUrl, productImageUrl } from './art.ts';
import { pricedSkus } from './prices.ts';
import { loadSearchIndex, searchIndex } from './search.ts';
import type { ProductInputFields } from './tables.ts';

export const DELIVERY = DELIVERY_PROMISE;

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
  art: string | null;
  input_fields: ProductInputFields;
  name: string;
  description: string;
  unit: string;
  seo_title: string;
  seo_description: string;
  seo_keywords: string;
  server_names: Record<string, string>;
  available: boolean;
}

/** What a customer wants to buy: a SKU of a product, so many times. */
export interface PurchaseOf {
  productId: string;
  skuId: string;
  quantity: number;
}

export interface PricedPurchase {
  product: ProductDetail;
  sku: ProductDetail['skus'][number];
  /** The SKU's price times the quantity, in the currency's minor units, before any coupon. */
  productAmount: number;
}

export type CatalogService = ReturnType<typeof createCatalogService>;

export function createCatalogService({
  db,
  config,
  cache,
  content,
}: {
  db: Db;
  config: Config;
  cache: CatalogCache;
  content: ContentService;
}) {
  async function audienceOf({ lang, region, currency }: Locale): Promise<Audience> {
    const { rows } = await db.execute<QuoteCurrency>(sql`
      SELECT code, minor_units AS "minorUnits", symbol FROM currencies WHERE code = ${currency}`);
    if (!rows[0]) throw new Error(`Currency ${currency} has no row`);
    return { lang, region: region.code, currency: rows[0] };
  }

  /**
   * The enabled products of `slugs` with texts in `lang`, else English. Never the whole catalogue:
   * each answer finds its few slugs first (at 10,000 products all of them are 1.2 MB of cards).
   */
  async function productRows(audience: Audience, slugs: string[]): Promise<ProductRow[]> {
    if (slugs.length === 0) return [];
    const text = (column: string) => sql.raw(`COALESCE(l.${column}, e.${column}, '')`);
    const { rows } = await db.execute<ProductRow>(sql`
      SELECT p.slug, p.kind, p.popular_rank, p.art, p.input_fields,
        COALESCE(l.name, e.name, p.slug) AS name, ${text('description')} AS description,
        ${text('unit')} AS unit, ${text('seo_title')} AS seo_title,
        ${text('seo_description')} AS seo_description, ${text('seo_keywords')} AS seo_keywords,
        COALESCE(e.server_names, '{}') || COALESCE(l.server_names, '{}') AS server_names,
        EXISTS (SELECT 1 FROM product_regions r
          WHERE r.product_slug = p.slug AND r.region_code = ${audience.region}) AS available
      FROM products p
      LEFT JOIN product_texts l ON l.product_slug = p.slug AND l.lang = ${audience.lang}
      LEFT JOIN product_texts e ON e.product_slug = p.slug AND e.lang = ${FALLBACK_LANG}
      WHERE p.enabled AND p.slug IN (${sql.join(
        slugs.map((slug) => sql`${slug}`),
        sql`, `,
      )})
      ORDER BY p.sort, p.slug`);
    return rows;
  }

  const availableIn = (audience: Audience) =>
    sql`EXISTS (SELECT 1 FROM product_regions r WHERE r.product_slug = p.slug AND r.region_code = ${audience.region})`;

  /**
   * The products the home page shows: each kind's first HOME_KIND_LIMIT and one more (so it knows
   * whether to offer the rest), and the popular row's.
   */
  async function homeSlugs(audience: Audience): Promise<string[]> {
    const { rows } = await db.execute<{ slug: string }>(sql`
      SELECT shelf.slug FROM unnest(${`{${PRODUCT_KINDS.join(',')}}`}::text[]) AS k(kind)
      CROSS JOIN LATERAL (SELECT p.slug FROM products p
        WHERE p.enabled AND p.kind = k.kind AND ${availableIn(audience)}
        ORDER BY p.sort, p.slug LIMIT ${HOME_KIND_LIMIT + 1}) shelf
      UNION
      (SELECT p.slug FROM products p
        WHERE p.enabled AND p.popular_rank IS NOT NULL AND ${availableIn(audience)}
        ORDER BY p.popular_rank LIMIT ${POPULAR_LIMIT})`);
    return rows.map((row) => row.slug);
  }

  /** Product cards with their "from" prices, kept until a sale among their SKUs starts or ends. */
  async function cards(audience: Audience, rows: ProductRow[]): Promise<Expiring<Map<string, ProductCard>>> {
    const prices = await pricedSkus(
      db,
      rows.map((row) => row.slug),
      audience.currency.code,
    );
    const from = new Map<string, number>();
    for (const sku of prices.skus) {
      if (!sku.enabled) continue;
      from.set(sku.productSlug, Math.min(from.get(sku.productSlug) ?? Infinity, sku.price));
    }
    const byId = new Map(
      rows.map((row) => [
        row.slug,
        {
          id: row.slug,
          kind: row.kind,
          name: row.name,
          imageUrl: productImageUrl(config.cdnHost, row.slug, row.art),
          fromPrice: from.get(row.slug) ?? null,
        },
      ]),
    );
    return { value: byId, until: prices.changesAt };
  }

  /**
   * The banners shown now, in their order, and when that changes by itself: a banner's publish
   * time or end, or the publish time of the article it announces (never shown before its article).
   */
  async function banners(lang: Lang): Promise<Expiring<Banner[]>> {
    const { rows: next } = await db.execute<{ at: Date | null }>(sql`
      SELECT min(at) AS at FROM (
        SELECT published_at AS at FROM banners WHERE enabled AND published_at > now()
        UNION ALL SELECT ends_at FROM banners WHERE enabled AND ends_at > now()
        UNION ALL SELECT a.published_at FROM banners b JOIN articles a ON a.id = b.article_id
          WHERE b.enabled AND a.enabled AND a.published_at > now()) boundaries`);
    const { rows } = await db.execute<Omit<Banner, 'imageUrl'> & { image_key: string | null }>(sql`
      SELECT b.id, b.link, b.image_key, COALESCE(l.title, e.title, '') AS title,
        COALESCE(l.subtitle, e.subtitle, '') AS subtitle
      FROM banners b
      LEFT JOIN banner_texts l ON l.banner_id = b.id AND l.lang = ${lang}
      LEFT JOIN banner_texts e ON e.banner_id = b.id AND e.lang = ${FALLBACK_LANG}
      WHERE b.enabled AND b.published_at <= now() AND (b.ends_at IS NULL OR b.ends_at > now())
        AND (b.article_id IS NULL OR EXISTS (SELECT 1 FROM articles a
          WHERE a.id = b.article_id AND a.enabled AND a.published_at <= now()))
      ORDER BY b.sort, b.id`);
    return {
      value: rows.map(({ image_key, ...row }) => ({
        ...row,
        imageUrl: bannerImageUrl(config.cdnHost, row.id, image_key),
      })),
      until: next[0]?.at ? new Date(next[0].at).getTime() : null,
    };
  }

  async function loadHome(audience: Audience): Promise<Expiring<HomeData>> {
    const rows = await productRows(audience, await homeSlugs(audience));
    const { value: byId, until } = await cards(audience, rows);
    const shown = await banners(audience.lang);
    const promotions = await content.promotions(audience.lang, PROMOTIONS_LIMIT);
    const card = (row: ProductRow) => byId.get(row.slug)!;
    const home: HomeData = {
      currency: audience.currency,
      banners: shown.value,
      categories: PRODUCT_KINDS.map((kind) => {
        const shelf = rows.filter((row) => row.kind === kind);
        return {
          kind,
          products: shelf.slice(0, HOME_KIND_LIMIT).map(card),
          more: shelf.length > HOME_KIND_LIMIT,
        };
      }),
      popular: rows
        .filter((row) => row.popular_rank !== null)
        .sort((a, b) => a.popular_rank! - b.popular_rank!)
        .slice(0, POPULAR_LIMIT)
        .map(card),
      promotions: promotions.value,
    };
    // Kept until the first of: a sale starts or ends, a banner or promotion is published, a banner ends.
    const moments = [until, shown.until, promotions.until].filter((at): at is number => at !== null);
    return { value: home, until: moments.length > 0 ? Math.min(...moments) : null };
  }

  /**
   * A page of a kind's products by keyset: those after the cursor's (sort, slug) in the store's
   * order, found on the (kind, sort, slug) index, so page 300 costs what page 1 does.
   */
  async function loadKindPage(
    audience: Audience,
    kind: ProductKind,
    cursor?: string,
  ): Promise<Expiring<KindList>> {
    const after = cursor === undefined ? undefined : cursor.split('~');
    const { rows: page } = await db.execute<{ slug: string; sort: number }>(sql`
      SELECT p.slug, p.sort FROM products p
      WHERE p.enabled AND p.kind = ${kind} AND ${availableIn(audience)}
        ${after ? sql`AND (p.sort, p.slug) > (${Number(after[0])}::int, ${after[1]})` : sql``}
      ORDER BY p.sort, p.slug LIMIT ${KIND_PAGE_SIZE + 1}`);
    const shown = page.slice(0, KIND_PAGE_SIZE);
    const last = shown.at(-1);
    const rows = await productRows(
      audience,
      shown.map((row) => row.slug),
    );
    const { value: byId, until } = await cards(audience, rows);
    return {
      value: {
        currency: audience.currency,
        list: shown.flatMap((row) => byId.get(row.slug) ?? []),
        nextCursor: page.length > KIND_PAGE_SIZE && last ? `${last.sort}~${last.slug}` : null,
      },
      until,
    };
  }

  async function loadDetail(audience: Audience, slug: string): Promise<Expiring<ProductDetail>> {
    const [row] = await productRows(audience, [slug]);
    if (!row) throw new DomainError(ERROR.PRODUCT_NOT_FOUND);
    const prices = await pricedSkus(db, [slug], audience.currency.code);
    const product: ProductDetail = {
      id: row.slug,
      kind: row.kind,
      name: row.name,
      description: row.description,
      imageUrl: productImageUrl(config.cdnHost, row.slug, row.art),
      delivery: DELIVERY[row.kind],
      availableInRegion: row.available,
      inputFields: {
        ...row.input_fields,
        // A server the language does not name keeps the name it was created with.
        servers: row.input_fields.servers.map((server) => ({
          id: server.id,
          name: row.server_names[server.id] ?? server.name,
        })),
      },
      currency: audience.currency,
      skus: prices.skus.map((sku) => ({
        id: sku.id,
        name: `${sku.faceValue} ${row.unit}`.trim(),
        faceValue: sku.faceValue,
        enabled: sku.enabled,
        price: sku.price,
        originalPrice: sku.originalPrice,
      })),
    };
    return { value: product, until: prices.changesAt };
  }

  /**
   * Cached per call and audience. The key is the language, region and currency the answer is for,
   * as resolved (system.locale), never the headers as sent: junk headers share the answer of the
   * values they fall back to. An answer with prices is loaded again when a sale among them starts
   * or ends, so a sale applies by itself, on time.
   */
  async function cached<T>(
    call: string,
    locale: Locale,
    args: string,
    load: (audience: Audience) => Promise<Expiring<T>>,
  ) {
    const key = [call, locale.lang, locale.region.code, locale.currency, args].join('\u0000');
    return cache.getUntil(key, async () => load(await audienceOf(locale)));
  }

  async function detail(locale: Locale, slug: string, skuId?: string): Promise<ProductDetail> {
    const found = await cached('detail', locale, slug, (audience) => loadDetail(audience, slug));
    if (skuId !== undefined && !found.skus.some((sku) => sku.id === skuId)) {
      throw new DomainError(ERROR.SKU_NOT_FOUND);
    }
    return found;
  }

  return {
    home: (locale: Locale) => cached('home', locale, '', loadHome),

    detail,

    /** Cached like the home page: each page's key is its kind and cursor. */
    kindPage: (locale: Locale, kind: ProductKind, cursor?: string): Promise<KindList> =>
      cached('kind', locale, `${kind}\u0000${cursor ?? ''}`, (audience) =>
        loadKindPage(audience, kind, cursor),
      ),

    /**
     * A purchase priced as its product page quotes it to this caller: the one pricing behind both
     * the coupon list's judgement and the order. -1008 unknown product, -1014 unknown SKU.
     */
    async price(locale: Locale, purchase: PurchaseOf): Promise<PricedPurchase> {
      const product = await detail(locale, purchase.productId, purchase.skuId);
      const sku = product.skus.find((item) => item.id === purchase.skuId)!;
      return { product, sku, productAmount: sku.price * purchase.quantity };
    },

    seo: (locale: Locale, slug: string): Promise<ProductSeo> =>
      cached('seo', locale, slug, async (audience) => {
        const [row] = await productRows(audience, [slug]);
        if (!row) throw new DomainError(ERROR.PRODUCT_NOT_FOUND);
        const seo = { title: row.seo_title, description: row.seo_description, keywords: row.seo_keywords };
        return { value: seo, until: null };
      }),

    search: (locale: Locale, keyword: string): Promise<ProductCard[]> =>
      cached('search', locale, keyword.toLowerCase(), async (audience) => {
        const index = await cache.getUntilChanged('search-index', () => loadSearchIndex(db));
        const slugs = searchIndex(index, keyword, audience.region);
        // Only the products found: reading the whole catalogue here cost 340 ms at 10,000 products.
        const rows = await productRows(audience, slugs);
        const { value: byId, until } = await cards(audience, rows);
        return { value: slugs.flatMap((slug) => byId.get(slug) ?? []), until };
      }),
  };
}
