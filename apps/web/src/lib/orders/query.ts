import { OrderLinkKey, OrderNo } from '@storefront/contracts/orders';

/** A query parameter that is one well-formed order number, else undefined (the page says not found). */
export function orderNoParam(value: string | string[] | undefined): string | undefined {
  const parsed = OrderNo.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** An e-mailed order link's secret (`?key=`), else undefined (the page opens the order as it would without). */
export function orderKeyParam(value: string | string[] | undefined): string | undefined {
  const parsed = OrderLinkKey.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

const RESULTS = ['success', 'fail', 'cancel', 'app'] as const;

/**
 * The provider's word on the return URL (or the store's: `app`, a payment the payer approves in
 * their wallet's app); only ever a hint for what to show while waiting.
 */
export function resultParam(value: string | string[] | undefined): (typeof RESULTS)[number] | undefined {
  return RESULTS.find((result) => result === value);
}
