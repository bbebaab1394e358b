import { ORDER_STATUSES } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  check,
  jsonb,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from '../auth/tables.ts';
import { products, skus } from '../catalog/tables.ts';
import { currencies, regions } from '../system/tables.ts';
import { timestamptz } from '../../platform/db/columns.ts';

export const orderStatus = pgEnum('order_status', ORDER_STATUSES);

/** An unpaid order holding codes from the inventory. */
const holdsCodes = (table: { status: AnyPgColumn; codeQuantity: AnyPgColumn }) =>
  sql`${table.status} = 'waitingPayment' AND ${table.codeQuantity} > 0`;

/**
 * One purchase of one SKU (its quantity of units). Amounts are minor units of `currency_code`,
 * quoted once at creation (and again when the customer picks another payment method before
 * paying); they are what is charged. Only `orders/state.ts` changes `status`.
 */
export const orders = pgTable(
  'orders',
  {
    orderNo: text('order_no').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    status: orderStatus('status').notNull().default('waitingPayment'),
    productSlug: text('product_slug')
      .notNull()
      .references(() => products.slug, { onUpdate: 'cascade' }),
    skuId: text('sku_id')
      .notNull()
      .references(() => skus.id),
    quantity: integer('quantity').notNull(),
    regionCode: text('region_code')
      .notNull()
      .references(() => regions.code),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    /** The language of the customer's receipt and notices. */
    lang: text('lang').notNull(),
    unitPrice: integer('unit_price').notNull(),
    productAmount: integer('product_amount').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    handlingFee: integer('handling_fee').notNull().default(0),
    payAmount: integer('pay_amount').notNull(),
    paymentMethod: text('payment_method'),
    /** The customer's coupon held by this order (the coupons issue adds its table). */
    couponId: text('coupon_id'),
    playerId: text('player_id'),
    characterName: text('character_name'),
    serverId: text('server_id'),
    /** Where the receipt goes. */
    email: text('email'),
    /** The DeviceId the order was placed from, and its source address (hashed, see platform/http/source.ts). */
    deviceId: text('device_id'),
    sourceKey: text('source_key'),
    /** Codes the order takes from the inventory: its quantity for code products, 0 for top-ups. */
    codeQuantity: integer('code_quantity').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    /** sha-256 of the purchase a createV2 key was first used with: the same key with another purchase is refused. */
    requestHash: text('request_hash'),
    failure: text('failure', { enum: ['supplierFailed', 'outOfStock', 'operatorRefund', 'couponUsed'] }),
    paymentDeadline: timestamptz('payment_deadline').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    paidAt: timestamptz('paid_at'),
    completedAt: timestamptz('completed_at'),
    closedAt: timestamptz('closed_at'),
    refundRequestedAt: timestamptz('refund_requested_at'),
    refundedAt: timestamptz('refunded_at'),
    /** What refunds have given back so far, in minor units: a partial refund leaves the status as it was. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
  },
  (table) => [
    index('orders_customer_idx').on(table.customerId, table.createdAt),
    index('orders_waiting_deadline_idx')
      .on(table.paymentDeadline)
      .where(sql`${table.status} = 'waitingPayment'`),
    uniqueIndex('orders_idempotency_idx').on(table.customerId, table.idempotencyKey),
    // The codes unpaid orders hold, per customer, device and source address (see orders/held-codes.ts).
    index('orders_held_customer_idx').on(table.customerId).where(holdsCodes(table)),
    index('orders_held_device_idx').on(table.deviceId).where(holdsCodes(table)),
    index('orders_held_source_idx').on(table.sourceKey).where(holdsCodes(table)),
    // The codes of one SKU that the last minute's unpaid orders hold, every source together.
    index('orders_held_sku_idx').on(table.skuId, table.createdAt).where(holdsCodes(table)),
    // New-user coupons used from one source address (see coupons/service.ts): orders with a coupon only.
    index('orders_coupon_source_idx')
      .on(table.sourceKey, table.createdAt)
      .where(sql`${table.couponId} IS NOT NULL`),
    // The console's order search (issue 15): newest first, within each filter.
    // Migration 0032 adds the dashboard's columns to it and to orders_paid_idx (INCLUDE), which Drizzle cannot say.
    index('orders_created_idx').on(table.createdAt),
    index('orders_status_created_idx').on(table.status, table.createdAt),
    index('orders_email_idx').on(table.email, table.createdAt),
    index('orders_player_idx').on(table.playerId, table.createdAt),
    index('orders_product_created_idx').on(table.productSlug, table.createdAt),
    // The dashboard's paid revenue and delivery times, by when the money came.
    index('orders_paid_idx')
      .on(table.paidAt)
      .where(sql`${table.paidAt} IS NOT NULL`),
    check('orders_quantity_positive', sql`${table.quantity} > 0`),
    check(
      'orders_refunded_amount_valid',
      sql`${table.refundedAmount} >= 0 AND ${table.refundedAmount} <= ${table.payAmount}`,
    ),
    check(
      'orders_amounts_valid',
      sql`${table.unitPrice} >= 0 AND ${table.discountAmount} >= 0 AND ${table.handlingFee} >= 0
        AND ${table.productAmount} = ${table.unitPrice} * ${table.quantity}
        AND ${table.payAmount} = GREATEST(${table.productAmount} - ${table.discountAmount}, 0) + ${table.handlingFee}`,
    ),
  ],
);

/** Every status change of an order, with its time: the order's history. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status').notNull(),
    /** What caused it: `created`, `paid`, `delivered`, `deadline`, `supplierFailed`, `refunded`… */
    reason: text('reason').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderNo, table.id)],
);

/**
 * The live order status streams open now, in every API process: what the caps per session and per
 * source address count. A stream deletes its row when it ends; the row of one whose process died
 * counts only until `expires_at`, just past the stream's lifetime.
 */
export const orderStreams = pgTable(
  'order_streams',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    /** The source address, hashed (sourceKeyOf). */
    sourceKey: text('source_key').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    index('order_streams_session_idx').on(table.sessionId),
    index('order_streams_source_idx').on(table.sourceKey),
    index('order_streams_expires_idx').on(table.expiresAt),
  ],
);

/**
 * E-mailed links to an order (the receipt's, and the lookup's): a guest's way back to it from
 * another browser. Only a hash of the link's secret is kept; a link serves once (`used_at`) and
 * expires; `revoked_at` withdraws every link of an order at once.
 */
export const orderLinks = pgTable(
  'order_links',
  {
    keyHash: text('key_hash').primaryKey(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [index('order_links_order_idx').on(table.orderNo)],
);

/**
 * A staff action on one order (resend the receipt, retry delivery, mark delivered, refund, correct
 * the recharge account), keyed by the id the console made when the dialog opened: pressing twice
 * sends the same id, and the second press finds the first one's row and answers what it did.
 */
export const orderActions = pgTable(
  'order_actions',
  {
    id: text('id').primaryKey(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    /** No foreign key: the record outlives the staff member. */
    agentId: text('agent_id').notNull(),
    reason: text('reason').notNull(),
    /** What the action did, as the console shows it (never a code or a secret). */
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('order_actions_order_idx').on(table.orderNo, table.createdAt)],
);

/**
 * Stuck things operators were mailed about, once each: `delivery` (paid, not delivered after five
 * minutes: subject is the order number) and `refund` (not done after an hour: the refund's id or order number).
 */
export const stuckAlerts = pgTable(
  'stuck_alerts',
  {
    kind: text('kind', { enum: ['delivery', 'refund'] }).notNull(),
    subject: text('subject').notNull(),
    alertedAt: timestamptz('alerted_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.subject] })],
);
