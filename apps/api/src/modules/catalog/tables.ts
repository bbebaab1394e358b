import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { currencies, regions } from '../system/tables.ts';
import { timestamptz } from '../../platform/db/columns.ts';

/**
 * Units of a currency worth one US dollar; SKU base prices are US cents. A converted price is
 * rounded to `rounding_step` minor units, by `rounding` (the owner's rule, set in the console).
 */
export const exchangeRates = pgTable('exchange_rates', {
  currencyCode: text('currency_code')
    .primaryKey()
    .references(() => currencies.code),
  perUsd: numeric('per_usd', { precision: 20, scale: 6 }).notNull(),
  roundingStep: integer('rounding_step').notNull().default(1),
  rounding: text('rounding', { enum: ['nearest', 'up', 'down'] })
    .notNull()
    .default('nearest'),
});

export interface ProductInputFields {
  playerId: boolean;
  characterName: boolean;
  server: boolean;
  servers: { id: string; name: string }[];
}

export const products = pgTable(
  'products',
  {
    slug: text('slug').primaryKey(),
    kind: text('kind', {
      enum: ['topup', 'game_card', 'live_stream', 'cd_key', 'gift_card'],
    }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** Rank in the home page's popular row (1 first); null when not featured. */
    popularRank: integer('popular_rank'),
    enabled: boolean('enabled').notNull().default(true),
    inputFields: jsonb('input_fields').$type<ProductInputFields>().notNull(),
    /** `friendRequest`: delivered in the game by a friend request and gift (some live-stream and game-coin products). */
    deliveryMode: text('delivery_mode', { enum: ['direct', 'friendRequest'] })
      .notNull()
      .default('direct'),
    /** The uploaded art's file key; null: the store's drawn art (`/catalog/<slug>.svg`). */
    art: text('art'),
    /** Raised by every console save: a save made against an older revision is refused, not lost. */
    revision: integer('revision').notNull().default(1),
  },
  (table) => [
    check('products_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    // A kind's shelf and pages in the store's order, by keyset, without reading the whole kind.
    index('products_kind_order_idx').on(table.kind, table.sort, table.slug),
  ],
);

/** A product's texts per language; `unit` names what a SKU's face value counts ("Crystals"). */
export const productTexts = pgTable(
  'product_texts',
  {
    productSlug: text('product_slug')
      .notNull()
      .references(() => products.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    unit: text('unit').notNull(),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
    seoKeywords: text('seo_keywords').notNull(),
    /** The names of `input_fields.servers` in this language, by server id ("asia": "Азия"). */
    serverNames: jsonb('server_names').$type<Record<string, string>>().notNull().default({}),
    /** How a delivered code is redeemed, one step an item; empty for products that deliver none. */
    redemptionSteps: jsonb('redemption_steps').$type<string[]>().notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.productSlug, table.lang] })],
);

/** The regions a product is sold in. */
export const productRegions = pgTable(
  'product_regions',
  {
    productSlug: text('product_slug')
      .notNull()
      .references(() => products.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    regionCode: text('region_code')
      .notNull()
      .references(() => regions.code, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productSlug, table.regionCode] })],
);

export const skus = pgTable(
  'skus',
  {
    id: text('id').primaryKey(),
    productSlug: text('product_slug')
      .notNull()
      .references(() => products.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    faceValue: integer('face_value').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** US cents: converted by `exchange_rates` for a currency without an explicit price. */
    basePrice: integer('base_price').notNull(),
    baseOriginalPrice: integer('base_original_price'),
    /**
     * A sale: between its start and end (either may be open) the SKU sells at the sale price (this,
     * converted, or `sku_prices.sale_price`) with its regular price struck through.
     */
    baseSalePrice: integer('base_sale_price'),
    saleStartsAt: timestamptz('sale_starts_at'),
    saleEndsAt: timestamptz('sale_ends_at'),
    revision: integer('revision').notNull().default(1),
  },
  (table) => [
    index('skus_product_idx').on(table.productSlug, table.sort),
    check('skus_prices_positive', sql`${table.basePrice} > 0`),
  ],
);

/** Explicit prices, in the currency's minor unit; they win over conversion. */
export const skuPrices = pgTable(
  'sku_prices',
  {
    skuId: text('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    price: integer('price').notNull(),
    originalPrice: integer('original_price'),
    salePrice: integer('sale_price'),
  },
  (table) => [primaryKey({ columns: [table.skuId, table.currencyCode] })],
);

/**
 * The home page's slides. Shown from `published_at` until `ends_at` (null: no end); an uploaded
 * `image_key` (the files layer's) replaces the static `/banners/<id>.svg`. `article_id` is the news
 * or promotion it announces (content's id: the catalogue knows no content).
 */
export const banners = pgTable('banners', {
  id: text('id').primaryKey(),
  link: text('link').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  publishedAt: timestamptz('published_at').notNull().defaultNow(),
  endsAt: timestamptz('ends_at'),
  imageKey: text('image_key'),
  articleId: text('article_id'),
  revision: integer('revision').notNull().default(1),
});

export const bannerTexts = pgTable(
  'banner_texts',
  {
    bannerId: text('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bannerId, table.lang] })],
);
