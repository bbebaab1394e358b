import { bigint, boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  /** Digits after the decimal point (ISO 4217): amounts are stored as integers of this unit. */
  minorUnits: integer('minor_units').notNull(),
  symbol: text('symbol').notNull(),
});

export const regions = pgTable('regions', {
  code: text('code').primaryKey(),
  currencyCode: text('currency_code')
    .notNull()
    .references(() => currencies.code),
  /** Path of the flag image; the CDN host (when set) is prefixed at answer time. */
  iconPath: text('icon_path').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const regionNames = pgTable(
  'region_names',
  {
    regionCode: text('region_code')
      .notNull()
      .references(() => regions.code, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.regionCode, table.lang] })],
);

/** The store's settings: one row (id 1). */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey().default(1),
  /** The store's name: the header's logo, page titles, e-mails and siteInfo all say this one. */
  storeName: text('store_name').notNull().default('Starlit'),
  /** An uploaded logo (the files layer's key); null: the built-in mark. */
  logoKey: text('logo_key'),
  supportPhone: text('support_phone'),
  revision: integer('revision').notNull().default(1),
  supportEmail: text('support_email').notNull(),
  messengerName: text('messenger_name').notNull(),
  messengerUrl: text('messenger_url').notNull(),
  /** Path of the theme's resource file (spec section 3, site theme data). */
  resourcePath: text('resource_path').notNull(),
  /** Yandex Metrica counter id; null when the store has none. */
  yandexTagId: text('yandex_tag_id'),
  /**
   * 54-FZ: a fiscal receipt (the item, its price, the customer's e-mail) sent with each payment
   * through YooKassa, which passes it to the store's online cash register. Off until the owner turns it on.
   */
  fiscalReceipts: boolean('fiscal_receipts').notNull().default(false),
  /** The receipt's VAT code, as YooKassa numbers them (1: no VAT, 2: 0 %, 3: 10 %, 4: 20 %, 5: 10/110, 6: 20/120). */
  receiptVatCode: integer('receipt_vat_code').notNull().default(1),
});

/** Site theme texts per language: head title and meta, the footer's legal line and address. */
export const siteTexts = pgTable('site_texts', {
  lang: text('lang').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  keywords: text('keywords').notNull(),
  legalLine: text('legal_line').notNull(),
  officeAddress: text('office_address').notNull(),
});

/**
 * One row: a number that every change to the catalogue (products, SKUs, prices, rates, banners,
 * content, site texts) raises, by the triggers of the catalog migration. API processes cache
 * answers under it and drop them when it moves.
 */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
