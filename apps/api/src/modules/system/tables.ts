import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
