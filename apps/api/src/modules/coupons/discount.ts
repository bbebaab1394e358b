import { ERROR, type ErrorCode } from '@storefront/contracts';

/** A template's terms in the order's currency, minor units. */
export interface DiscountTerms {
  discountType: 'percent' | 'fixed';
  percentOff: number | null;
  amountOff: number | null;
  maxDiscount: number | null;
  minSpend: number;
}

/**
 * What a coupon takes off a product amount, in the same minor units, or the code that refuses it.
 * A percentage is rounded down once (the customer never pays a fraction we invented), capped by
 * the maximum discount, and no discount exceeds the product amount: the total is never negative.
 */
export function discountOf(
  terms: DiscountTerms,
  productAmount: number,
): { ok: true; discount: number } | { ok: false; error: ErrorCode } {
  if (productAmount < terms.minSpend) return { ok: false, error: ERROR.COUPON_MIN_SPEND };
  const raw =
    terms.discountType === 'percent'
      ? Math.floor((productAmount * terms.percentOff!) / 100)
      : terms.amountOff!;
  const capped = terms.maxDiscount === null ? raw : Math.min(raw, terms.maxDiscount);
  return { ok: true, discount: Math.min(capped, productAmount) };
}
