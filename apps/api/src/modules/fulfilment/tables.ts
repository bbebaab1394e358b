import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { agents } from '../agents/tables.ts';
import { products, skus } from '../catalog/tables.ts';
import { orders } from '../orders/tables.ts';
import { timestamptz } from '../../platform/db/columns.ts';

/**
 * A named import of codes for a SKU: where they came from and what they cost. `total` codes were
 * read from the file; `processed` of them are done so far (added, repeated in the file, or already
 * the product's), which is an import's progress. Voiding takes its unsold codes out of sale.
 */
export const codeBatches = pgTable(
  'code_batches',
  {
    id: text('id').primaryKey(),
    skuId: text('sku_id')
      .notNull()
      .references(() => skus.id),
    name: text('name').notNull(),
    supplier: text('supplier').notNull(),
    /** What one code cost, in `cost_currency`'s minor units. */
    costPerCode: integer('cost_per_code').notNull(),
    costCurrency: text('cost_currency').notNull(),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    added: integer('added').notNull().default(0),
    repeatedInFile: integer('repeated_in_file').notNull().default(0),
    alreadyHad: integer('already_had').notNull().default(0),
    status: text('status', { enum: ['importing', 'ready', 'failed'] })
      .notNull()
      .default('importing'),
    createdBy: text('created_by').references(() => agents.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    voidedAt: timestamptz('voided_at'),
    voidedBy: text('voided_by').references(() => agents.id),
  },
  (table) => [index('code_batches_sku_idx').on(table.skuId, table.createdAt)],
);

/**
 * A SKU's low-stock threshold: operators are mailed once when its free codes fall below it, and
 * once more only after a restock lifted it back to the threshold or above (`alerted_at` cleared).
 */
export const stockAlerts = pgTable('stock_alerts', {
  skuId: text('sku_id')
    .primaryKey()
    .references(() => skus.id, { onDelete: 'cascade' }),
  threshold: integer('threshold').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  alertedAt: timestamptz('alerted_at'),
});

/**
 * The code inventory of code products (activation keys, game and gift cards): one row a code.
 * `code_encrypted` is AES-256-GCM under the inventory key; `code_hash` (HMAC-SHA-256 under it)
 * keeps a code unique per SKU without decrypting. A code is free (no order), held by an unpaid
 * order (`order_no` set, `sold_at` null) or sold (`sold_at` set): sold codes never return.
 */
export const productKeys = pgTable(
  'product_keys',
  {
    id: text('id').primaryKey(),
    skuId: text('sku_id')
      .notNull()
      .references(() => skus.id),
    /** The SKU's product, kept here so that a code is unique per product (issue 5), not per SKU. */
    productSlug: text('product_slug')
      .notNull()
      .references(() => products.slug),
    codeEncrypted: text('code_encrypted').notNull(),
    codeHash: text('code_hash').notNull(),
    orderNo: text('order_no').references(() => orders.orderNo),
    heldAt: timestamptz('held_at'),
    soldAt: timestamptz('sold_at'),
    /**
     * Set when a claim replaced this sold code with a new one: it stays the order's (never sold
     * again) but is no longer shown as the order's code.
     */
    replacedAt: timestamptz('replaced_at'),
    /** The import it came in with; null for codes stocked before batches (the demo's, tests'). */
    batchId: text('batch_id').references(() => codeBatches.id),
    /** Voided with its batch while unsold: never sold. */
    voidedAt: timestamptz('voided_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('product_keys_unique_code_idx').on(table.productSlug, table.codeHash),
    index('product_keys_free_idx')
      .on(table.skuId, table.createdAt)
      .where(sql`${table.orderNo} IS NULL AND ${table.voidedAt} IS NULL`),
    index('product_keys_order_idx').on(table.orderNo),
    index('product_keys_batch_idx').on(table.batchId),
  ],
);

/** A paid order's delivery through the supplier: attempts, the supplier's reference, coins withdrawn. */
export const deliveries = pgTable('deliveries', {
  orderNo: text('order_no')
    .primaryKey()
    .references(() => orders.orderNo),
  attempts: integer('attempts').notNull().default(0),
  supplierRef: text('supplier_ref'),
  /** The last failure's kind (`timeout`, `rejected`…), never a secret. */
  lastError: text('last_error'),
  deliveredAt: timestamptz('delivered_at'),
  coinsWithdrawnAt: timestamptz('coins_withdrawn_at'),
  /**
   * When the supplier call now running started; null between calls. While it is recent the
   * order is not refunded: the supplier may still credit the player.
   */
  attemptStartedAt: timestamptz('attempt_started_at'),
});

/** Who refunded an order by hand, and why: for the store's own records, never shown to a customer. */
export const operatorRefunds = pgTable('operator_refunds', {
  orderNo: text('order_no')
    .primaryKey()
    .references(() => orders.orderNo),
  agentId: text('agent_id')
    .notNull()
    .references(() => agents.id),
  reason: text('reason').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/**
 * Each call to the supplier for an order, with its answer: the order's timeline in the console and
 * the dashboard's supplier failures. `detail` is the supplier's answer in words, never a secret.
 */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
    /** `delivered`, `failed`, `timeout`, `rejected`…; null while the call runs. */
    outcome: text('outcome'),
    supplierRef: text('supplier_ref'),
    detail: text('detail'),
    /** The staff member who asked for this attempt (a retry from the console); null for the job's own. */
    requestedBy: text('requested_by'),
  },
  (table) => [
    index('delivery_attempts_order_idx').on(table.orderNo, table.id),
    index('delivery_attempts_started_idx').on(table.startedAt),
  ],
);
