import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { currencies, regions } from '../system/tables.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const customerKind = pgEnum('customer_kind', ['guest', 'registered']);

export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    kind: customerKind('kind').notNull().default('guest'),
    email: text('email').unique(),
    emailVerifiedAt: timestamptz('email_verified_at'),
    lang: text('lang').notNull(),
    regionCode: text('region_code')
      .notNull()
      .references(() => regions.code),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    forceLogin: boolean('force_login').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('customers_registered_has_email', sql`${table.kind} = 'guest' OR ${table.email} IS NOT NULL`),
  ],
);

/** A browser's device id and the guest it opened; unique so that one device means one guest. */
export const customerDevices = pgTable(
  'customer_devices',
  {
    deviceId: text('device_id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('customer_devices_customer_idx').on(table.customerId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** sha-256 of the token, hex: the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (table) => [
    index('sessions_customer_idx').on(table.customerId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);
