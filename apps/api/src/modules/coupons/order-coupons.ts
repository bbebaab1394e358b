import type { OrderStatus } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { OrderRow } from '../orders/state.ts';

/**
 * The coupon an order holds follows the order, in the transaction that moves it (called by
 * orders/state.ts): paid → used; closed unpaid or refunded → available again (shown expired if
 * its validity ended meanwhile).
 */
export async function couponFollowsOrder(tx: Tx, order: OrderRow, to: OrderStatus): Promise<void> {
  if (!order.couponId) return;
  if (to === 'pendingShipment') {
    // A payment after the order closed finds its coupon released, perhaps locked by a newer unpaid
    // order: paid is what counts, so it is used now (else that order closing would free it again).
    // Only a coupon another paid order used stays that order's; the customer paid the discounted
    // amount quoted either way.
    await tx.execute(sql`
      UPDATE coupons SET state = 'used', order_no = ${order.orderNo}, used_at = now()
      WHERE id = ${order.couponId} AND (order_no = ${order.orderNo} OR state <> 'used')`);
  } else if (to === 'closed' || to === 'refunded') {
    await tx.execute(sql`
      UPDATE coupons SET state = 'available', order_no = NULL, used_at = NULL
      WHERE id = ${order.couponId} AND order_no = ${order.orderNo}`);
  }
}
