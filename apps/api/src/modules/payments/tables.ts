import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from '../orders/tables.ts';
import { currencies, regions } from '../system/tables.ts';
import { timestamptz } from '../../platform/db/columns.ts';

/** The payment providers the store speaks to (each configured or not by the environment). */
export const PROVIDERS = ['sandbox', 'stripe', 'yookassa', 'xendit'] as const;

/**
 * A way to pay through one provider. Its handling fee is `fee_rate_bp` hundredths of a percent of
 * the order's amount plus the fixed fee of `payment_method_fees` in the order's currency: a fee is
 * what the provider charges for the method, the same in every region, and a fixed fee per currency
 * already differs where regions' currencies do. Where it is offered, and in which order, is
 * `payment_method_regions`. `revision` rises with each save of its fees in the console.
 */
export const paymentMethods = pgTable('payment_methods', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: PROVIDERS }).notNull(),
  feeRateBp: integer('fee_rate_bp').notNull().default(0),
  revision: integer('revision').notNull().default(1),
});

/**
 * A method in one region: offered there when `enabled`, in the order of `sort`. A region without
 * a row for a method does not offer it. `revision` is the region's list's (the same on each of its
 * rows, raised together by a save in the console).
 */
export const paymentMethodRegions = pgTable(
  'payment_method_regions',
  {
    methodId: text('method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
    regionCode: text('region_code')
      .notNull()
      .references(() => regions.code, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    revision: integer('revision').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.regionCode, table.methodId] }),
    index('payment_method_regions_method_idx').on(table.methodId),
  ],
);

export const paymentMethodFees = pgTable(
  'payment_method_fees',
  {
    methodId: text('method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    fixedFee: integer('fixed_fee').notNull(),
  },
  (table) => [primaryKey({ columns: [table.methodId, table.currencyCode] })],
);

/**
 * One attempt to pay an order at a provider (a checkout session). The amount and currency are
 * the order's when the attempt began; a notification must match them.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    methodId: text('method_id').notNull(),
    /** The provider's id of the session (sandbox `sbx_…`, Stripe `cs_…`). */
    providerRef: text('provider_ref'),
    amount: integer('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    /**
     * Who paid, as the provider tells it (Stripe: the card's fingerprint; the sandbox: the payer its
     * page was given), when it does: one payer is one person to the referral programme.
     */
    payer: text('payer'),
    /**
     * `duplicate`: a second payment of an already paid order, taken by the provider but never
     * applied; `returned` once it is given back. Only one payment of an order is ever applied.
     */
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'refunded', 'duplicate', 'returned'] })
      .notNull()
      .default('pending'),
    /**
     * Refunds of this payment the provider answered failed: the next one is asked under a key of its
     * own (a repeat under the failed one's key would only be answered that failure again).
     */
    refundsFailed: integer('refunds_failed').notNull().default(0),
    /**
     * When the store next asks the provider what became of the attempt while it is pending (see
     * asking.ts); null once it asks no more. `asks` counts the asks made, which set the next delay.
     */
    nextAskAt: timestamptz('next_ask_at'),
    asks: integer('asks').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_provider_ref_idx').on(table.provider, table.providerRef),
    index('payments_order_idx').on(table.orderNo),
    // The console finds an order by its payment's provider id alone.
    index('payments_provider_ref_only_idx').on(table.providerRef),
    // The dashboard's payment success per method (migration 0032 includes the columns it counts).
    index('payments_created_idx').on(table.createdAt),
    // At most one payment of an order succeeds: a second one is refunded, never applied.
    uniqueIndex('payments_one_success_idx')
      .on(table.orderNo)
      .where(sql`${table.status} IN ('succeeded', 'refunded')`),
    // The asks' sweep finds the attempts due in one index scan; decided attempts leave the index.
    index('payments_next_ask_idx')
      .on(table.nextAskAt)
      .where(sql`${table.status} = 'pending' AND ${table.nextAskAt} IS NOT NULL`),
    check('payments_amount_positive', sql`${table.amount} >= 0`),
  ],
);

/** Every provider notification acted on, by the provider's event id: a repeat is a no-op. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: text('payment_id'),
    outcome: text('outcome').notNull(),
    /** The order it was about, when the store knows it: the order's timeline in the console. */
    orderNo: text('order_no'),
    /** Why it was refused or what it did, in words, never a secret or personal data. */
    detail: text('detail'),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.eventId] }),
    index('payment_notifications_order_idx').on(table.orderNo, table.receivedAt),
  ],
);

/** The sandbox gateway's own checkout sessions: it stands in for a real provider's side. */
export const sandboxSessions = pgTable('sandbox_sessions', {
  id: text('id').primaryKey(),
  merchantOrderNo: text('merchant_order_no').notNull(),
  amount: integer('amount').notNull(),
  currencyCode: text('currency_code').notNull(),
  /** `expired`: closed by the store (its order closed unpaid) before the customer chose. */
  state: text('state', { enum: ['open', 'paid', 'declined', 'abandoned', 'expired'] })
    .notNull()
    .default('open'),
  returnUrl: text('return_url').notNull(),
  /** The test card that paid, as a real gateway keeps it: the store's asking reads it back. */
  payer: text('payer'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  decidedAt: timestamptz('decided_at'),
});

/**
 * A refund of part or all of an order's applied payment, asked for by staff (`requested_by`) or by
 * the store itself (null). The provider is asked with `id` as its idempotency key; `status` is
 * `succeeded` once it confirms, and only then does the order's `refunded_amount` rise.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    amount: integer('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    kind: text('kind', { enum: ['full', 'partial'] }).notNull(),
    reason: text('reason').notNull(),
    requestedBy: text('requested_by'),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    /** The provider's id of the refund, once it gave one. */
    providerRef: text('provider_ref'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    doneAt: timestamptz('done_at'),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderNo, table.createdAt),
    index('refunds_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    check('refunds_amount_positive', sql`${table.amount} > 0`),
  ],
);
