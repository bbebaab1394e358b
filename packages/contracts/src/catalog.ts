import { z } from 'zod';
import { PRODUCT_KINDS } from './constants.ts';
import { ArticleSummary } from './content.ts';

export { PRODUCT_KINDS };
export const ProductKind = z.enum(PRODUCT_KINDS);
export type ProductKind = z.infer<typeof ProductKind>;

/**
 * What the store promises about delivery (spec sections 1 and 9): `topup` within 1 minute (kind
 * topup), `code` after about 30 seconds (cd_key, game_card, gift_card), `recharge` within about
 * 10 minutes (live_stream). The web shows its own text for each.
 */
export const DeliveryPromise = z.enum(['topup', 'code', 'recharge']);
export type DeliveryPromise = z.infer<typeof DeliveryPromise>;

/** The promise each kind makes: the API answers it, the console's preview shows it before a save. */
export const DELIVERY_PROMISE: Readonly<Record<ProductKind, DeliveryPromise>> = {
  topup: 'topup',
  live_stream: 'recharge',
  game_card: 'code',
  cd_key: 'code',
  gift_card: 'code',
};

/** A product's id is its slug, which is also the `{game}` of its URLs. */
export const ProductSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const SkuId = z
  .string()
  .trim()
  .min(5)
  .max(64)
  .regex(/^sku_[A-Za-z0-9_-]+$/);

/**
 * The currency prices are quoted in: the `Currency` header's when the store has it, else the
 * region's. Every amount is an integer of the currency's minor unit (`minorUnits` digits after the
 * point: 2 for RUB, 0 for IDR and VND); the web formats it with Intl.NumberFormat.
 */
export const QuoteCurrency = z.object({
  code: z.string(),
  minorUnits: z.number().int(),
  symbol: z.string(),
});
export type QuoteCurrency = z.infer<typeof QuoteCurrency>;

/**
 * A product as lists show it (home, search). `imageUrl` is `/catalog/<slug>.svg`, prefixed with
 * the CDN host when one is set: project-made art, drawn by `artSvgForPath` (see art.ts); or
 * `/api/catalog/art/<file key>` when the console uploaded the product's own art.
 * `fromPrice` is the lowest price of its enabled SKUs (null when none is enabled).
 */
export const ProductCard = z.object({
  id: z.string(),
  kind: ProductKind,
  name: z.string(),
  imageUrl: z.string(),
  fromPrice: z.number().int().nullable(),
});
export type ProductCard = z.infer<typeof ProductCard>;

export const Banner = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** `/banners/<id>.svg` (1200×400), with the CDN host when set. */
  imageUrl: z.string(),
  /** A store path without the language prefix, e.g. `/gameBuy/starfall-legends` or `/news/<id>`. */
  link: z.string(),
});
export type Banner = z.infer<typeof Banner>;

export const HomeRequest = z.object({});

/**
 * Products a kind shows on the home page: two full rows of tiles at 1280 px (five columns) and
 * five at 390 px (two columns); the rest are on the kind's own page.
 */
export const HOME_KIND_LIMIT = 10;
/** Products a page of a kind's list holds: whole rows at two, three, five and six columns. */
export const KIND_PAGE_SIZE = 30;

/**
 * `home/home`, in the language, currency and region of the headers. Only products available in the
 * region are listed. The recently viewed row is the web's own (cookie historyIdList, entries
 * `{ id, name, imageUrl }` taken from the product page), so this answer is the same for every
 * customer of a language, currency and region, and is cached.
 */
export const HomeData = z.object({
  currency: QuoteCurrency,
  banners: z.array(Banner),
  /**
   * Every kind, in PRODUCT_KINDS order, even when empty: its first HOME_KIND_LIMIT products in the
   * store's order; `more` when it has others, listed by `product/listByKind`.
   */
  categories: z.array(z.object({ kind: ProductKind, products: z.array(ProductCard), more: z.boolean() })),
  popular: z.array(ProductCard),
  /** The newest promotions (articles of type `promotion`), newest first. */
  promotions: z.array(ArticleSummary),
});
export type HomeData = z.infer<typeof HomeData>;

/**
 * `product/detail`: -1008 for an unknown slug (or a hidden product); with `skuId`, -1014 when that
 * SKU is not one of the product's (the web passes a preselected denomination from its URL).
 */
export const ProductDetailRequest = z.object({ id: ProductSlug, skuId: SkuId.optional() });
export type ProductDetailRequest = z.input<typeof ProductDetailRequest>;

export const Sku = z.object({
  id: z.string(),
  /** Localized, e.g. "300 Crystals" or "Card 500 ₽". */
  name: z.string(),
  /** Units the customer receives (crystals, diamonds, a card's face amount). */
  faceValue: z.number().int(),
  /** Disabled SKUs are listed and shown as unavailable; they cannot be bought. */
  enabled: z.boolean(),
  price: z.number().int(),
  /** The price before the discount, or null when not discounted. */
  originalPrice: z.number().int().nullable(),
});
export type Sku = z.infer<typeof Sku>;

export const ServerOption = z.object({ id: z.string(), name: z.string() });

/**
 * Which purchase fields the product needs (spec section 3, Player). When `server` is true the
 * customer picks one of `servers`.
 */
export const InputFields = z.object({
  playerId: z.boolean(),
  characterName: z.boolean(),
  server: z.boolean(),
  servers: z.array(ServerOption),
});
export type InputFields = z.infer<typeof InputFields>;

export const ProductDetail = z.object({
  id: z.string(),
  kind: ProductKind,
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  delivery: DeliveryPromise,
  /** False when the product is not sold in the customer's region: shown, but not buyable. */
  availableInRegion: z.boolean(),
  inputFields: InputFields,
  currency: QuoteCurrency,
  skus: z.array(Sku),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

export const ProductSeoRequest = z.object({ id: ProductSlug });

/** `product/seo`: the page's title, meta description and keywords in the `Lang` language. */
export const ProductSeo = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
});
export type ProductSeo = z.infer<typeof ProductSeo>;

/**
 * `product/search`: typo-tolerant, over every product's names in every language, prefix matches
 * first; at most 8 products available in the region, named in the `Lang` language.
 */
export const ProductSearchRequest = z.object({ keyword: z.string().trim().min(1).max(64) });
export type ProductSearchRequest = z.input<typeof ProductSearchRequest>;

export const ProductSearchData = z.object({ list: z.array(ProductCard) });
export type ProductSearchData = z.infer<typeof ProductSearchData>;

/**
 * Where a page of a kind's list starts: the `nextCursor` of the page before, the store's order
 * (sort, then slug) of its last product. A position, not an offset: a product added or removed
 * meanwhile moves no other one to another page.
 */
export const KindCursor = z
  .string()
  .max(80)
  .regex(/^-?\d{1,10}~[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .refine((cursor) => Math.abs(Number(cursor.split('~')[0])) <= 2 ** 31 - 1);

/**
 * `product/listByKind`: a kind's products available in the region, in the store's order, a page at
 * a time; an unknown kind or a cursor the store did not make is -1101 naming the field.
 */
export const KindListRequest = z.object({ kind: ProductKind, cursor: KindCursor.optional() });
export type KindListRequest = z.input<typeof KindListRequest>;

/** `nextCursor` is null on the last page. */
export const KindList = z.object({
  currency: QuoteCurrency,
  list: z.array(ProductCard),
  nextCursor: z.string().nullable(),
});
export type KindList = z.infer<typeof KindList>;
