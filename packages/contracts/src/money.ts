import type { QuoteCurrency } from './catalog.ts';

/** Making a formatter costs far more than using one, and a page formats dozens of prices per render. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(
  currency: QuoteCurrency,
  locale: string,
  display: 'symbol' | 'narrowSymbol',
): Intl.NumberFormat {
  const key = `${locale} ${currency.code} ${currency.minorUnits} ${display}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.code,
      currencyDisplay: display,
      minimumFractionDigits: currency.minorUnits,
      maximumFractionDigits: currency.minorUnits,
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * An amount in integer minor units (DESIGN section 4) in a language (a BCP 47 tag), with exactly the
 * currency's minor digits as the API quotes them: kopecks for RUB, none for IDR. The one money
 * formatter of both apps: pages show the currency's symbol, mails its narrow sign.
 */
export function formatAmount(
  amount: number,
  currency: QuoteCurrency,
  locale: string,
  display: 'symbol' | 'narrowSymbol' = 'symbol',
): string {
  return formatter(currency, locale, display).format(amount / 10 ** currency.minorUnits);
}
