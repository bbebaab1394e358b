import type { QuoteCurrency } from '@storefront/contracts/catalog';

/**
 * An amount in integer minor units (DESIGN section 4) in the page's language, with exactly the
 * currency's minor digits as the API quotes them: kopecks for RUB, none for IDR.
 */
export function formatPrice(amount: number, currency: QuoteCurrency, locale: string): string {
  const digits = currency.minorUnits;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.code,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount / 10 ** digits);
}
