import type { QuoteCurrency } from '@storefront/contracts/catalog';

/** Making a formatter costs far more than using one, and a page formats dozens of prices per render. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: QuoteCurrency, locale: string): Intl.NumberFormat {
  const key = `${locale} ${currency.code} ${currency.minorUnits}`;
  let format = formatters.get(key);
  if (!format) {
    const digits = currency.minorUnits;
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * An amount in integer minor units (DESIGN section 4) in the page's language, with exactly the
 * currency's minor digits as the API quotes them: kopecks for RUB, none for IDR.
 */
export function formatPrice(amount: number, currency: QuoteCurrency, locale: string): string {
  return formatter(currency, locale).format(amount / 10 ** currency.minorUnits);
}
