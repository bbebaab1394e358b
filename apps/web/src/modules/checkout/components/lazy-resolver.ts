import type { InputFields } from '@storefront/contracts/catalog';
import type { Resolver } from 'react-hook-form';
import type { PurchaseValues } from '@/lib/forms/schemas';

const load = () => import('./purchase-resolver');

/**
 * The purchase form's checks, with zod and the schemas (some 33 KB gzip) fetched when the customer
 * first uses the form instead of with the page, where running them held up its first interaction.
 * A check made before they arrive waits for them.
 */
export function lazyPurchaseResolver(fields: InputFields, guest: boolean): Resolver<PurchaseValues> {
  let resolver: Promise<Resolver<PurchaseValues>> | undefined;
  return async (values, context, options) => {
    resolver ??= load().then((module) => module.purchaseResolver(fields, guest));
    return (await resolver)(values, context, options);
  };
}

/** Starts fetching the checks early, when the customer first focuses or touches the form. */
export function preloadPurchaseChecks(): void {
  void load();
}
