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
    // A payment after the order closed finds its coupon released: it is used now unless another
    // order took it meanwhile, and either way the customer paid the discounted amount quoted.
    await tx.execute(sql`
      UPDATE coupons SET state = 'used', order_no = ${order.orderNo}, used_at = now()
      WHERE id = ${order.couponId} AND (order_no = ${order.orderNo} OR state = 'available')`);
  } else if (to === 'closed' || to === 'refunded') {
    await tx.execute(sql`
      UPDATE coupons SET state = 'available', order_no = NULL, used_at = NULL
      WHERE id = ${order.couponId} AND order_no = ${order.orderNo}`);
  }
}
