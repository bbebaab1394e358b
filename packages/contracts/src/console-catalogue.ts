import { z } from 'zod';
import { InputFields, ProductKind, ProductSlug, QuoteCurrency, SkuId } from './catalog.ts';
import { ERROR } from './errors.ts';
import { CONSOLE_ERROR } from './console-errors.ts';
import { FileKey } from './files.ts';
import { LANGS, type Lang } from './locale.ts';
import { DeliveryMode } from './orders.ts';
import { OWNER_OPERATOR } from './staff.ts';

/**
 * The console's catalogue (issue 14, "The console" 1): products of the five kinds with their texts
 * in every language, purchase fields, regions, home-page place, art and SKUs.
 * `POST /api/admin/catalogue/<name>`, for owners and operators (an agent is answered -1340).
 *
 * A product save carries the `revision` it was loaded at: a save over an older one is refused with
 * -1349 and the console shows what the other person saved, so neither change is lost silently.
 * Prices are the Prices screen's; a SKU is created with its first base price only.
 */
const LangCode = z.enum(LANGS);

const Line = (max: number) => z.string().trim().max(max);

/** A product's words in one language. Only the name is required; empty texts fall back to English. */
export const ProductTexts = z.object({
  name: Line(120).min(1),
  description: Line(5000).default(''),
  /** What a SKU's face value counts ("Crystals"): a SKU is named "300 Crystals". */
  unit: Line(40).default(''),
  seoTitle: Line(200).default(''),
  seoDescription: Line(400).default(''),
  seoKeywords: Line(400).default(''),
  /** The servers' names in this language, by server id. */
  serverNames: z.record(z.string().max(40), Line(60).min(1)).default({}),
  /** How a delivered code is redeemed, one step an item. */
  redemptionSteps: z.array(Line(300).min(1)).max(20).default([]),
});
export type ProductTexts = z.infer<typeof ProductTexts>;
export type ProductTextsInput = z.input<typeof ProductTexts>;

const ServerId = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9_-]+$/);
export const ConsoleInputFields = InputFields.extend({
  servers: z.array(z.object({ id: ServerId, name: Line(60).min(1) })).max(100),
});

const RegionCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2,3}$/);
/** 1 is the first place of the home page's popular row; null: not in it. */
const PopularRank = z.number().int().min(1).max(1000).nullable();
/** Face values and US-cent prices: positive whole numbers. */
const Positive = z.number().int().min(1).max(1_000_000_000);

export const ConsoleSku = z.object({
  id: z.string(),
  faceValue: z.number().int(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** US cents, as created or as the Prices screen set it; shown, not edited here. */
  basePrice: z.number().int(),
  revision: z.number().int(),
  /** What a customer in the caller's currency pays (null: no price in that currency). */
  price: z.number().int().nullable(),
  originalPrice: z.number().int().nullable(),
});
export type ConsoleSku = z.infer<typeof ConsoleSku>;

export const ConsoleProduct = z.object({
  slug: z.string(),
  kind: ProductKind,
  enabled: z.boolean(),
  sort: z.number().int(),
  popularRank: z.number().int().nullable(),
  deliveryMode: DeliveryMode,
  inputFields: InputFields,
  regions: z.array(z.string()),
  /** The uploaded art, null for the store's drawn art; `url` is where the storefront shows it. */
  art: z.object({ key: z.string(), url: z.string() }).nullable(),
  /** The storefront's drawn art for this slug, shown when no art is uploaded. */
  drawnArtUrl: z.string(),
  texts: z.partialRecord(LangCode, ProductTexts),
  /** Languages without texts: the storefront shows those customers the English ones. */
  missingLangs: z.array(LangCode),
  revision: z.number().int(),
  skus: z.array(ConsoleSku),
  /** The caller's currency (the `Currency` header's), in which the SKUs' prices are given. */
  currency: QuoteCurrency,
});
export type ConsoleProduct = z.infer<typeof ConsoleProduct>;

export const CatalogueListItem = z.object({
  slug: z.string(),
  kind: ProductKind,
  /** In the `Lang` language, else English. */
  name: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
  popularRank: z.number().int().nullable(),
  skuCount: z.number().int(),
  missingLangs: z.array(LangCode),
});
export type CatalogueListItem = z.infer<typeof CatalogueListItem>;
export const CatalogueList = z.object({ list: z.array(CatalogueListItem) });
export type CatalogueList = z.infer<typeof CatalogueList>;

export const CatalogueEmpty = z.object({});
export const ProductRef = z.object({ slug: ProductSlug });
export type ProductRef = z.input<typeof ProductRef>;

/** A new product starts disabled, with its English name: the rest is edited, then it is enabled. */
export const CreateProductRequest = z.object({
  slug: ProductSlug,
  kind: ProductKind,
  name: Line(120).min(1),
});
export type CreateProductRequest = z.input<typeof CreateProductRequest>;

/** Everything the editor saves at once; English texts are required (every language falls back to them). */
export const SaveProductRequest = z.object({
  slug: ProductSlug,
  revision: z.number().int().min(1),
  kind: ProductKind,
  popularRank: PopularRank,
  deliveryMode: DeliveryMode,
  inputFields: ConsoleInputFields,
  regions: z.array(RegionCode).max(100),
  /** A file key from `file/confirm`, or null for the drawn art. */
  art: FileKey.nullable(),
  texts: z.partialRecord(LangCode, ProductTexts),
});
export type SaveProductRequest = z.input<typeof SaveProductRequest>;

export const SetProductEnabledRequest = ProductRef.extend({ enabled: z.boolean() });
export type SetProductEnabledRequest = z.input<typeof SetProductEnabledRequest>;

/** Every product's slug, in the order the storefront is to list them. */
export const ReorderProductsRequest = z.object({ slugs: z.array(ProductSlug).min(1).max(10_000) });
export type ReorderProductsRequest = z.input<typeof ReorderProductsRequest>;

/** Every SKU of the product, in the order its page is to list them. */
export const ReorderSkusRequest = ProductRef.extend({ skuIds: z.array(SkuId).min(1).max(500) });
export type ReorderSkusRequest = z.input<typeof ReorderSkusRequest>;

export const CreateSkuRequest = ProductRef.extend({
  faceValue: Positive,
  /** US cents; the Prices screen sets the rest. */
  basePrice: Positive,
});
export type CreateSkuRequest = z.input<typeof CreateSkuRequest>;

export const SaveSkuRequest = z.object({
  skuId: SkuId,
  revision: z.number().int().min(1),
  faceValue: Positive,
  enabled: z.boolean(),
});
export type SaveSkuRequest = z.input<typeof SaveSkuRequest>;

/** The languages of `texts` that have none, in LANGS order. */
export function missingLangs(texts: Partial<Record<Lang, unknown>>): Lang[] {
  return LANGS.filter((lang) => !texts[lang]);
}

const REFUSED = [ERROR.NOT_AN_AGENT, CONSOLE_ERROR.STAFF_ROLE_REFUSED] as const;

export const catalogueCalls = {
  'catalogue/list': {
    request: CatalogueEmpty,
    data: CatalogueList,
    roles: OWNER_OPERATOR,
    summary: "Every product in the storefront's order, enabled or not, with the languages it still lacks",
    errors: [...REFUSED],
  },
  'catalogue/get': {
    request: ProductRef,
    data: ConsoleProduct,
    roles: OWNER_OPERATOR,
    summary: 'One product whole: texts per language, fields, regions, art, SKUs and its revision',
    errors: [...REFUSED, CONSOLE_ERROR.CATALOGUE_PRODUCT_NOT_FOUND],
  },
  'catalogue/create': {
    request: CreateProductRequest,
    data: ConsoleProduct,
    roles: OWNER_OPERATOR,
    summary: 'A new product of any kind, disabled, with its English name',
    errors: [...REFUSED, CONSOLE_ERROR.CATALOGUE_SLUG_TAKEN],
  },
  'catalogue/save': {
    request: SaveProductRequest,
    data: ConsoleProduct,
    roles: OWNER_OPERATOR,
    summary:
      'Save a product as loaded at `revision`: -1349 when someone saved it meanwhile (get it again to see theirs)',
    errors: [
      ...REFUSED,
      CONSOLE_ERROR.CATALOGUE_PRODUCT_NOT_FOUND,
      CONSOLE_ERROR.STAFF_STALE_SAVE,
      CONSOLE_ERROR.CATALOGUE_ENGLISH_REQUIRED,
      CONSOLE_ERROR.CATALOGUE_REGION_UNKNOWN,
      CONSOLE_ERROR.CATALOGUE_SERVER_UNKNOWN,
      ERROR.FILE_NOT_FOUND,
    ],
  },
  'catalogue/setEnabled': {
    request: SetProductEnabledRequest,
    data: ConsoleProduct,
    roles: OWNER_OPERATOR,
    summary: 'Show a product on the storefront, or hide it',
    errors: [...REFUSED, CONSOLE_ERROR.CATALOGUE_PRODUCT_NOT_FOUND],
  },
  'catalogue/reorder': {
    request: ReorderProductsRequest,
    data: CatalogueList,
    roles: OWNER_OPERATOR,
    summary: 'Put the products in this order (every product once)',
    errors: [...REFUSED, CONSOLE_ERROR.CATALOGUE_ORDER_MISMATCH],
  },
  'catalogue/reorderSkus': {
    request: ReorderSkusRequest,
    data: ConsoleProduct,
    roles: OWNER_OPERATOR,
    summary: "Put a product's SKUs in this order (every SKU once)",
    errors: [...REFUSED, CONSOLE_ERROR.CATALOGUE_PRODUCT_NOT_FOUND, CONSOLE_ERROR.CATALOGUE_ORDER_MISMATCH],
  },
  'catalogue/createSku': {
    request: CreateSkuRequest,
    data: ConsoleProduct,
    roles: OWNER_OPERATOR,
    summary: 'A new SKU with its face value and base price in US cents, last in the list',
    errors: [...REFUSED, CONSOLE_ERROR.CATALOGUE_PRODUCT_NOT_FOUND],
  },
  'catalogue/saveSku': {
    request: SaveSkuRequest,
    data: ConsoleProduct,
    roles: OWNER_OPERATOR,
    summary: "A SKU's face value and whether it sells, as loaded at `revision` (-1349 when stale)",
    errors: [...REFUSED, CONSOLE_ERROR.CATALOGUE_SKU_NOT_FOUND, CONSOLE_ERROR.STAFF_STALE_SAVE],
  },
} as const;
