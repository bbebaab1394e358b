// The store's pricing arithmetic, pure and without zod: the API prices every storefront answer
// with it and the console previews a rule with it, so what the owner sees before saving is what
// customers are charged after.

export const ROUNDINGS = ['nearest', 'up', 'down'] as const;
export type Rounding = (typeof ROUNDINGS)[number];

/** How a US-cent base price becomes a price in a currency: the owner's rule for that currency. */
export interface PriceRule {
  /** Units of the currency worth one US dollar, a decimal with at most six places ("92.5"). */
  perUsd: string;
  minorUnits: number;
  /** The converted price is a multiple of this many minor units (100: whole roubles). */
  step: number;
  rounding: Rounding;
}

/** `exchange_rates.per_usd` keeps six decimal places. */
export const RATE_DECIMALS = 6;
const RATE_SCALE = BigInt(10) ** BigInt(RATE_DECIMALS);

/** The rate as an integer of millionths; the arithmetic stays exact (no binary fractions). */
function millionths(perUsd: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(perUsd.trim());
  if (!match) throw new RangeError(`Not a rate: ${perUsd}`);
  return BigInt(match[1]!) * RATE_SCALE + BigInt((match[2] ?? '').padEnd(RATE_DECIMALS, '0'));
}

/**
 * A US-cent price converted by a rule, in the currency's minor units: rounded once, exactly, to the
 * step by the rule (nearest: half away from zero). Never below one step: a converted price is never free.
 */
export function convertPrice(usCents: number, rule: PriceRule): number {
  const numerator = BigInt(usCents) * millionths(rule.perUsd) * BigInt(10) ** BigInt(rule.minorUnits);
  const denominator = BigInt(100) * RATE_SCALE * BigInt(rule.step);
  let steps = numerator / denominator;
  const rest = numerator % denominator;
  if (rule.rounding === 'up' && rest > BigInt(0)) steps += BigInt(1);
  if (rule.rounding === 'nearest' && rest * BigInt(2) >= denominator) steps += BigInt(1);
  return Math.max(Number(steps), 1) * rule.step;
}

/** One SKU's prices in one currency, as set (explicitly or converted), before the clock is read. */
export interface SkuCurrencyPrices {
  /** The regular price. */
  price: number;
  /** The "before" price shown struck through outside a sale; null when none. */
  originalPrice: number | null;
  /** The sale price; null when the SKU has no sale in this currency. */
  salePrice: number | null;
  /** Epoch milliseconds; null: open. */
  saleStartsAt: number | null;
  saleEndsAt: number | null;
}

/** A SKU's own prices (US cents) and sale window, and its explicit prices in one currency. */
export interface SkuPriceSettings {
  basePrice: number;
  baseOriginalPrice: number | null;
  baseSalePrice: number | null;
  saleStartsAt: number | null;
  saleEndsAt: number | null;
  /** The explicit price list's entry for the currency; null: derived. */
  explicit: { price: number; originalPrice: number | null; salePrice: number | null } | null;
}

/**
 * A SKU's prices in a currency: the explicit entry when it has one (never rounded: the operator's),
 * else the base prices converted by the currency's rule. The sale price is the explicit one, else
 * the converted base sale price. Null when there is neither an explicit price nor a rule: the SKU
 * cannot be sold in the currency.
 */
export function currencyPricesOf(sku: SkuPriceSettings, rule: PriceRule | null): SkuCurrencyPrices | null {
  const converted = (cents: number | null) =>
    cents === null || rule === null ? null : convertPrice(cents, rule);
  const price = sku.explicit ? sku.explicit.price : converted(sku.basePrice);
  if (price === null) return null;
  return {
    price,
    originalPrice: sku.explicit ? sku.explicit.originalPrice : converted(sku.baseOriginalPrice),
    salePrice: sku.explicit?.salePrice ?? converted(sku.baseSalePrice),
    saleStartsAt: sku.saleStartsAt,
    saleEndsAt: sku.saleEndsAt,
  };
}

/** What a customer pays at a moment, and the price shown struck through beside it. */
export interface EffectivePrice {
  price: number;
  originalPrice: number | null;
  onSale: boolean;
}

/** Whether a sale's window holds `at`: from its start (inclusive) to its end (exclusive). */
export function saleOpen(
  prices: Pick<SkuCurrencyPrices, 'saleStartsAt' | 'saleEndsAt'>,
  at: number,
): boolean {
  return (
    (prices.saleStartsAt === null || prices.saleStartsAt <= at) &&
    (prices.saleEndsAt === null || at < prices.saleEndsAt)
  );
}

/**
 * The price at `at`: the sale price inside its window, with the regular price struck through;
 * otherwise the regular price, with the original struck through when it is above it.
 */
export function effectivePrice(prices: SkuCurrencyPrices, at: number): EffectivePrice {
  if (prices.salePrice !== null && prices.salePrice < prices.price && saleOpen(prices, at)) {
    return { price: prices.salePrice, originalPrice: prices.price, onSale: true };
  }
  const original =
    prices.originalPrice !== null && prices.originalPrice > prices.price ? prices.originalPrice : null;
  return { price: prices.price, originalPrice: original, onSale: false };
}

/** The next moment after `at` at which a sale among these starts or ends; null when none will. */
export function nextPriceChange(list: readonly SkuCurrencyPrices[], at: number): number | null {
  let next: number | null = null;
  for (const prices of list) {
    if (prices.salePrice === null) continue;
    for (const moment of [prices.saleStartsAt, prices.saleEndsAt]) {
      if (moment !== null && moment > at && (next === null || moment < next)) next = moment;
    }
  }
  return next;
}
