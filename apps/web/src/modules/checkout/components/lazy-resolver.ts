import type { InputFields } from '@storefront/contracts/catalog';
import type { Resolver } from 'react-hook-form';
import type { PurchaseValues } from '@/lib/forms/schemas';
import { lazyResolver } from '@/lib/forms/lazy-resolver';

const load = () => import('./purchase-resolver');

/** The purchase form's checks, fetched on first use (see lazyResolver). */
export function lazyPurchaseResolver(fields: InputFields, guest: boolean): Resolver<PurchaseValues> {
  return lazyResolver(() => load().then((module) => module.purchaseResolver(fields, guest)));
}

/** Starts fetching the checks early, when the customer first focuses or touches the form. */
export function preloadPurchaseChecks(): void {
  void load();
}
