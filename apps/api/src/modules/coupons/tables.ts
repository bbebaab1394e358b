import { COUPON_KINDS, COUPON_SCOPES } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { customers } from '../auth/tables.ts';
import { orders } from '../orders/tables.ts';
import { currencies } from '../system/tables.ts';
import { timestamptz } from '../../platform/db/columns.ts';

/** Texts by language code; English is the fallback. */
type Texts = Record<string, string>;

export const couponKind = pgEnum('coupon_kind', COUPON_KINDS);
export const couponScope = pgEnum('coupon_scope', COUPON_SCOPES);
export const couponDiscountType = pgEnum('coupon_discount_type', ['percent', 'fixed']);
/** Expired is not stored: it is an available or locked coupon past `valid_until`. */
export const couponState = pgEnum('coupon_state', ['available', 'locked', 'used']);

/**
 * What a kind of coupon gives. Issued coupons point at their template, so a template is never
 * changed once issued: a new offer is a new template.
 */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: text('id').primaryKey(),
    kind: couponKind('kind').notNull(),
    names: jsonb('names').$type<Texts>().notNull(),
    discountType: couponDiscountType('discount_type').notNull(),
    /** For `percent`: the share of the product amount taken off. */
    percentOff: integer('percent_off'),
    scope: couponScope('scope').notNull().default('all'),
    /** The product kind (category), product slug (game) or SKU id the scope names. */
    scopeValue: text('scope_value'),
    /** How long an issued coupon stays valid. */
    validDays: integer('valid_days').notNull(),
    /**
     * The budget: how many coupons may be issued (null: no limit) and how many of them may be used.
     * The counts rise in the transaction that issues or uses one, and the checks below hold them
     * under the budget whatever the concurrency.
     */
    issueBudget: integer('issue_budget'),
    issuedCount: integer('issued_count').notNull().default(0),
    useBudget: integer('use_budget'),
    usedCount: integer('used_count').notNull().default(0),
    /** When coupons of it may be issued (null: from the start, until stopped). */
    issuableFrom: timestamptz('issuable_from'),
    issuableUntil: timestamptz('issuable_until'),
    /** Stopped templates issue no more coupons; those issued stay usable. */
    enabled: boolean('enabled').notNull().default(true),
    revision: integer('revision').notNull().default(1),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'coupon_templates_budget_held',
      sql`${table.issuedCount} >= 0 AND ${table.usedCount} >= 0
        AND (${table.issueBudget} IS NULL OR ${table.issuedCount} <= ${table.issueBudget})
        AND (${table.useBudget} IS NULL OR ${table.usedCount} <= ${table.useBudget})`,
    ),
    check(
      'coupon_templates_discount_valid',
      sql`(${table.discountType} = 'percent' AND ${table.percentOff} BETWEEN 1 AND 100)
        OR (${table.discountType} = 'fixed' AND ${table.percentOff} IS NULL)`,
    ),
    check('coupon_templates_scope_valid', sql`(${table.scope} = 'all') = (${table.scopeValue} IS NULL)`),
    check('coupon_templates_valid_days_positive', sql`${table.validDays} > 0`),
  ],
);

/**
 * A template's amounts in one currency, in its minor units. A coupon is usable only in the
 * currencies its template has a row for.
 */
export const couponTemplateAmounts = pgTable(
  'coupon_template_amounts',
  {
    templateId: text('template_id')
      .notNull()
      .references(() => couponTemplates.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    /** For `fixed`: the amount taken off. */
    amountOff: integer('amount_off'),
    /** For `percent`: the most it takes off (null: no cap). */
    maxDiscount: integer('max_discount'),
    minSpend: integer('min_spend').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.templateId, table.currencyCode] }),
    check(
      'coupon_template_amounts_valid',
      sql`${table.minSpend} >= 0 AND coalesce(${table.amountOff}, 1) > 0 AND coalesce(${table.maxDiscount}, 1) > 0`,
    ),
  ],
);

/**
 * A coupon a customer holds. `source` says why it was issued (`newUser`, `invite`,
 * `referral:<invitee id>`, `activity:<id>`); one coupon per customer and source is what makes
 * every reward exactly-once, whatever retries or races happen.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    templateId: text('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    source: text('source').notNull(),
    state: couponState('state').notNull().default('available'),
    /** The order that holds (locked) or used it. */
    orderNo: text('order_no').references(() => orders.orderNo),
    validUntil: timestamptz('valid_until').notNull(),
    issuedAt: timestamptz('issued_at').notNull().defaultNow(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [
    unique('coupons_customer_source_unique').on(table.customerId, table.source),
    index('coupons_customer_idx').on(table.customerId, table.issuedAt),
    check('coupons_order_matches_state', sql`(${table.state} = 'available') = (${table.orderNo} IS NULL)`),
  ],
);

/**
 * The devices accounts registered on: a device gives one new-user coupon only, and an invite
 * code used on a device its owner registered on is a self-referral.
 */
export const registrationDevices = pgTable(
  'registration_devices',
  {
    deviceId: text('device_id').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.deviceId, table.customerId] }),
    index('registration_devices_customer_idx').on(table.customerId),
  ],
);

/** A promotion that gives each customer who claims it one coupon, while it runs. */
export const couponActivities = pgTable(
  'coupon_activities',
  {
    id: text('id').primaryKey(),
    templateId: text('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    titles: jsonb('titles').$type<Texts>().notNull(),
    descriptions: jsonb('descriptions').$type<Texts>().notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    /** The promotion (an article of type `promotion`) that shows it (content knows no coupons: an id). */
    articleId: text('article_id'),
    enabled: boolean('enabled').notNull().default(true),
    revision: integer('revision').notNull().default(1),
  },
  (table) => [check('coupon_activities_period_valid', sql`${table.startsAt} < ${table.endsAt}`)],
);
