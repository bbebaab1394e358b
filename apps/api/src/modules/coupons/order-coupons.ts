import type { OrderStatus } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { OrderRow } from '../orders/index.ts';
import { giveUseBack, takeUse, useBudgetSpent } from './budget.ts';

/**
 * The coupon an order holds follows the order, in the transaction that moves it (an order-move
 * reaction, registered in modules/index.ts): paid → used; closed unpaid or refunded → available again (shown expired if
 * its validity ended meanwhile), its use given back to its template's budget.
 */
export async function couponFollowsOrder(tx: Tx, order: OrderRow, to: OrderStatus): Promise<void> {
  if (!order.couponId) return;
  if (to === 'pendingShipment') {
    const { rows } = await tx.execute<{ order_no: string | null }>(
      sql`SELECT order_no FROM coupons WHERE id = ${order.couponId} FOR UPDATE`,
    );
    // A payment after the order closed finds its coupon released: it is used now, and counts
    // again (couponTakenByAnother saw its budget had room). One that another order took meanwhile
    // never gets here: that payment is refunded.
    const released = rows[0]?.order_no === null;
    const { rows: used } = await tx.execute(sql`
      UPDATE coupons SET state = 'used', order_no = ${order.orderNo}, used_at = now()
      WHERE id = ${order.couponId} AND (order_no = ${order.orderNo} OR state = 'available')
      RETURNING id`);
    if (released && used.length > 0) await takeUse(tx, order.couponId);
  } else if (to === 'closed' || to === 'refunded') {
    const { rows } = await tx.execute(sql`
      UPDATE coupons SET state = 'available', order_no = NULL, used_at = NULL
      WHERE id = ${order.couponId} AND order_no = ${order.orderNo}
      RETURNING id`);
    if (rows.length > 0) await giveUseBack(tx, order.couponId);
  }
}

/**
 * Whether the coupon of an order that closed unpaid can no longer be had: another order took it
 * meanwhile (held unpaid or used), or other orders spent its promotion's use budget. Then a payment
 * that still arrives for this one cannot have it, or one coupon would discount two orders (or a
 * budget be overspent). Locks the coupon and its template until the caller's transaction ends, so
 * no order takes either between this answer and the payment's outcome.
 */
export async function couponTakenByAnother(tx: Tx, order: OrderRow): Promise<boolean> {
  if (!order.couponId) return false;
  const { rows } = await tx.execute<{ order_no: string | null }>(
    sql`SELECT order_no FROM coupons WHERE id = ${order.couponId} FOR UPDATE`,
  );
  const holder = rows[0]?.order_no ?? null;
  if (holder !== null) return holder !== order.orderNo;
  return useBudgetSpent(tx, order.couponId);
}
