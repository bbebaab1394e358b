import type { OrderStatus } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { OrderRow } from '../orders/index.ts';

/**
 * The coupon an order holds follows the order, in the transaction that moves it (an order-move
 * reaction, registered in modules/index.ts): paid → used; closed unpaid or refunded → available again (shown expired if
 * its validity ended meanwhile).
 */
export async function couponFollowsOrder(tx: Tx, order: OrderRow, to: OrderStatus): Promise<void> {
  if (!order.couponId) return;
  if (to === 'pendingShipment') {
    // A payment after the order closed finds its coupon released: it is used now. One that another
    // order took meanwhile never gets here (see couponTakenByAnother): that payment is refunded.
    await tx.execute(sql`
      UPDATE coupons SET state = 'used', order_no = ${order.orderNo}, used_at = now()
      WHERE id = ${order.couponId} AND (order_no = ${order.orderNo} OR state = 'available')`);
  } else if (to === 'closed' || to === 'refunded') {
    await tx.execute(sql`
      UPDATE coupons SET state = 'available', order_no = NULL, used_at = NULL
      WHERE id = ${order.couponId} AND order_no = ${order.orderNo}`);
  }
}

/**
 * Whether the coupon of an order that closed unpaid has since gone to another order, held unpaid
 * or used: then a payment that still arrives for this one cannot have it, or one coupon would
 * discount two orders. Locks the coupon until the caller's transaction ends, so no order takes it
 * between this answer and the payment's outcome.
 */
export async function couponTakenByAnother(tx: Tx, order: OrderRow): Promise<boolean> {
  if (!order.couponId) return false;
  const { rows } = await tx.execute<{ order_no: string | null }>(
    sql`SELECT order_no FROM coupons WHERE id = ${order.couponId} FOR UPDATE`,
  );
  const holder = rows[0]?.order_no ?? null;
  return holder !== null && holder !== order.orderNo;
}
