import type { ExportData } from '@storefront/contracts';
import { and, asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { orderLinks, orders } from './tables.ts';

/** An order still under way: the customer may yet pay it, or is owed its goods or their money. */
const OPEN_STATUSES = ['waitingPayment', 'pendingShipment', 'pendingRefund'] as const;

/** Whether any order of the customer is still under way (an account is not deleted from under it). */
export async function hasOpenOrders(tx: Tx, customerId: string): Promise<boolean> {
  const [open] = await tx
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), inArray(orders.status, [...OPEN_STATUSES])))
    .limit(1);
  return open !== undefined;
}

/**
 * Unties a deleted account's orders from the person: what accounting must keep stays (product, SKU,
 * quantity, region, currency, amounts, payment method, status and its dates), moved to the account's
 * anonymous stand-in; who it was for (receipt address, player id, character name, server) and where
 * it came from (device, source address, retry keys) are erased, and the e-mailed links to it
 * withdrawn. Answers the order numbers, for the modules that keep rows per order.
 */
export async function forgetCustomerOrders(tx: Tx, customerId: string, holderId: string): Promise<string[]> {
  const moved = await tx
    .update(orders)
    .set({
      customerId: holderId,
      email: null,
      playerId: null,
      characterName: null,
      serverId: null,
      deviceId: null,
      sourceKey: null,
      idempotencyKey: null,
      requestHash: null,
    })
    .where(eq(orders.customerId, customerId))
    .returning({ orderNo: orders.orderNo });
  const orderNos = moved.map((row) => row.orderNo);
  if (orderNos.length > 0) await tx.delete(orderLinks).where(inArray(orderLinks.orderNo, orderNos));
  return orderNos;
}

const epoch = (at: Date | null) => at?.getTime() ?? null;

/** The customer's orders as their data export gives them, oldest first. */
export async function customerOrdersExport(db: Db, customerId: string): Promise<ExportData['orders']> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(asc(orders.createdAt));
  return rows.map((order) => ({
    orderNo: order.orderNo,
    status: order.status,
    productId: order.productSlug,
    skuId: order.skuId,
    quantity: order.quantity,
    region: order.regionCode,
    currency: order.currencyCode,
    payAmount: order.payAmount,
    discountAmount: order.discountAmount,
    handlingFee: order.handlingFee,
    paymentMethod: order.paymentMethod,
    playerId: order.playerId,
    characterName: order.characterName,
    serverId: order.serverId,
    email: order.email,
    createdAt: order.createdAt.getTime(),
    paidAt: epoch(order.paidAt),
    completedAt: epoch(order.completedAt),
    refundedAt: epoch(order.refundedAt),
  }));
}

/**
 * Orders held by `holders` (a subquery of customer ids) whose last event (refund, completion,
 * payment or creation) is more than `years` old: the records accounting no longer needs. Oldest
 * first, at most `limit`, locked for the caller's transaction.
 */
export async function expiredOrderRecords(
  tx: Tx,
  holders: SQLWrapper,
  years: number,
  limit: number,
): Promise<string[]> {
  const lastEvent = sql`coalesce(${orders.refundedAt}, ${orders.completedAt}, ${orders.paidAt}, ${orders.createdAt})`;
  const rows = await tx
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(
      and(inArray(orders.customerId, holders), sql`${lastEvent} < now() - make_interval(years => ${years})`),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.orderNo);
}

/** Deletes the orders, and with them (foreign keys) their events, links, feedback and claims. */
export async function purgeOrders(tx: Tx, orderNos: readonly string[]): Promise<void> {
  if (orderNos.length === 0) return;
  await tx.delete(orders).where(inArray(orders.orderNo, [...orderNos]));
}
