/** Why a supplier call failed. `timeout` and `unavailable` may pass on a retry; the others will not. */
export type SupplierFailure = 'playerNotFound' | 'rejected' | 'timeout' | 'unavailable';

export class SupplierError extends Error {
  override name = 'SupplierError';
  constructor(readonly kind: SupplierFailure) {
    super(`Supplier call failed: ${kind}`);
  }

  /** Whether trying again later can succeed. */
  get transient(): boolean {
    return this.kind === 'timeout' || this.kind === 'unavailable';
  }
}

export interface TopUpRequest {
  /** Our order number: the supplier's idempotency key, so a repeated call credits once. */
  orderNo: string;
  productSlug: string;
  skuId: string;
  quantity: number;
  playerId: string;
  serverId: string | null;
  /** friendRequest: the supplier's in-game account sends a friend request and the gift instead of crediting. */
  deliveryMode: 'direct' | 'friendRequest';
}

/**
 * The game-credit supplier: it knows players, credits their accounts, and for friend-request
 * products gifts through an in-game account of its own. Calls throw SupplierError.
 */
export interface Supplier {
  lookupPlayer(input: { productSlug: string; playerId: string; serverId?: string }): Promise<{
    characterName: string;
  }>;
  /** Idempotent by `orderNo`: the same order credits once and answers the same reference. */
  topUp(input: TopUpRequest): Promise<{ supplierRef: string }>;
  /** The in-game account that sends friend requests and gifts for a product. */
  giftSender(productSlug: string): string;
  /** Friend-request delivery: gift the coins now (the customer accepted the request). */
  withdrawCoins(input: { orderNo: string; supplierRef: string }): Promise<void>;
}
