import { SupplierError, type Supplier } from './types.ts';

import { sandboxSupplier } from './sandbox.ts';

export { sandboxSupplier };
export { SupplierError, type Supplier, type TopUpRequest } from './types.ts';

/** Rejects with a `timeout` SupplierError when `work` takes longer than `ms`. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SupplierError('timeout')), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/** Every call of `supplier` bounded by `ms`; a non-SupplierError failure counts as `unavailable`. */
export function boundedSupplier(supplier: Supplier, ms: number): Supplier {
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await withTimeout(work(), ms);
    } catch (error) {
      throw error instanceof SupplierError ? error : new SupplierError('unavailable');
    }
  };
  return {
    lookupPlayer: (input) => guard(() => supplier.lookupPlayer(input)),
    topUp: (input) => guard(() => supplier.topUp(input)),
    giftSender: (slug) => supplier.giftSender(slug),
    withdrawCoins: (input) => guard(() => supplier.withdrawCoins(input)),
  };
}

/** The configured supplier: the sandbox (the only one so far), each call bounded by the timeout. */
export function createSupplier({ supplierTimeoutMs }: { supplierTimeoutMs: number }): Supplier {
  return boundedSupplier(sandboxSupplier(), supplierTimeoutMs);
}
