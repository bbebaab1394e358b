import type { DeliveryMode, ProductKind } from '@storefront/contracts';
import type { Tx } from '../../platform/db/client.ts';

/**
 * What orders need of the fulfilment module (its service satisfies this): codes held for an
 * unpaid order and released when it closes, stock for the preview, and what was delivered.
 */
export interface OrderFulfilment {
  /** Holds `quantity` free codes for the order; -1201 or -1202 when there are not enough. */
  holdCodes(tx: Tx, hold: { orderNo: string; skuId: string; quantity: number }): Promise<unknown>;
  /** Frees the codes an unpaid order held. */
  releaseCodes(tx: Tx, orderNo: string): Promise<unknown>;
  /** Free codes of a SKU (as the transaction sees them, when given). */
  stock(skuId: string, tx?: Tx): Promise<number>;
  /** The delivered codes of an order, readable. */
  codesOf(orderNo: string): Promise<string[]>;
  deliveryInfo(
    orderNo: string,
  ): Promise<{ deliveryMode: DeliveryMode; senderName: string | null; coinsWithdrawn: boolean } | null>;
  /** Whether delivery has begun (a supplier or inventory attempt made): the order is no longer editable. */
  deliveryStarted(tx: Tx, orderNo: string): Promise<boolean>;
  /** Whether a product kind is sold as codes from the inventory. */
  isCodeKind(kind: ProductKind): boolean;
}
