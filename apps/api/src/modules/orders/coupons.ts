import type { Tx } from '../../platform/db/client.ts';
import type { PricedPurchase } from '../catalog/index.ts';

/** What orders need of the coupons module (its service satisfies this). */
export interface OrderCoupons {
  /**
   * What the customer's coupon takes off the purchase, in minor units of its currency; throws
   * -1015 (no such coupon of theirs), -1016, -1017, -1405, -1401 or -1402.
   */
  discount(customerId: string | undefined, couponId: string, purchase: PricedPurchase): Promise<number>;
  /**
   * Holds the coupon for the new order in its transaction; -1016 when another order holds it,
   * -1406 for a new-user coupon past its source address's day.
   */
  lock(
    tx: Tx,
    customerId: string,
    couponId: string,
    order: { orderNo: string; sourceKey: string },
  ): Promise<void>;
}
