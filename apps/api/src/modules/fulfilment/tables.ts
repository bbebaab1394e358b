import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { agents } from '../agents/tables.ts';
import { products, skus } from '../catalog/tables.ts';
import { orders } from '../orders/tables.ts';
import { timestamptz } from '../../platform/db/columns.ts';

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
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('product_keys_unique_code_idx').on(table.productSlug, table.codeHash),
    index('product_keys_free_idx')
      .on(table.skuId, table.createdAt)
      .where(sql`${table.orderNo} IS NULL`),
    index('product_keys_order_idx').on(table.orderNo),
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
