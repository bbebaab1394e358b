import { z } from 'zod';
import { ERROR, type ErrorCode } from './errors.ts';
import { CONSOLE_ERROR } from './console-errors.ts';
import { QuoteCurrency } from './catalog.ts';
import { RATE_DECIMALS, ROUNDINGS } from './price-rules.ts';
import { OWNER_ONLY, OWNER_OPERATOR } from './staff.ts';

/**
 * Prices (issue 14, "The console" item 2): per SKU and currency an explicit price, or one derived
 * from the US-cent base price by the currency's rate and rounding rule (the owner's); a struck-through
 * original price; a sale price with a window that applies by itself. `POST /api/admin/prices/<name>`.
 * Every amount is an integer of the currency's minor units (US cents for base prices); moments are
 * epoch milliseconds. The arithmetic is contracts' price-rules, the same the storefront is priced by.
 */

const SkuId = z.string().trim().min(1).max(64);
const ProductId = z.string().trim().min(1).max(64);
const CurrencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/);
/** A price: a positive whole number of minor units. */
const Amount = z.number().int().positive().max(1_000_000_000_000);
const Moment = z.number().int().nonnegative();

export const PriceRounding = z.enum(ROUNDINGS);

export const PriceProductRef = z.object({ productId: ProductId });
export type PriceProductRef = z.input<typeof PriceProductRef>;

export const PriceProducts = z.object({
  list: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      kind: z.string(),
      enabled: z.boolean(),
      skuCount: z.number().int(),
    }),
  ),
});
export type PriceProducts = z.infer<typeof PriceProducts>;

/** A currency's rule: units per US dollar, the step (minor units) and how a conversion rounds to it. */
export const CurrencyRule = z.object({
  perUsd: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{1,12}(\\.\\d{1,${RATE_DECIMALS}})?$`))
    .refine((value) => Number(value) > 0),
  step: z.number().int().positive().max(1_000_000),
  rounding: PriceRounding,
});
export type CurrencyRule = z.infer<typeof CurrencyRule>;

/** A currency the store sells in, with its rule; null when it has no rate (only explicit prices sell). */
export const PriceCurrency = QuoteCurrency.extend({ rule: CurrencyRule.nullable() });
export type PriceCurrency = z.infer<typeof PriceCurrency>;

/** One SKU in one currency. */
export const PriceCell = z.object({
  currency: z.string(),
  /** An explicit price (the operator's, never rounded); false: derived from the base price. */
  explicit: z.boolean(),
  /** The regular price; null when it cannot be sold in the currency (no explicit price, no rate). */
  price: z.number().int().nullable(),
  originalPrice: z.number().int().nullable(),
  salePrice: z.number().int().nullable(),
  /** What a customer pays now, and the price struck through beside it. */
  now: z
    .object({ price: z.number().int(), originalPrice: z.number().int().nullable(), onSale: z.boolean() })
    .nullable(),
});
export type PriceCell = z.infer<typeof PriceCell>;

export const PriceSku = z.object({
  skuId: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  /** Raised by every save: send it back with the next. */
  revision: z.number().int(),
  basePrice: z.number().int(),
  baseOriginalPrice: z.number().int().nullable(),
  baseSalePrice: z.number().int().nullable(),
  saleStartsAt: z.number().int().nullable(),
  saleEndsAt: z.number().int().nullable(),
  cells: z.array(PriceCell),
});
export type PriceSku = z.infer<typeof PriceSku>;

export const PriceGrid = z.object({
  productId: z.string(),
  name: z.string(),
  currencies: z.array(PriceCurrency),
  skus: z.array(PriceSku),
});
export type PriceGrid = z.infer<typeof PriceGrid>;

export const ExplicitPrice = z.object({
  currency: CurrencyCode,
  price: Amount,
  originalPrice: Amount.nullable(),
  salePrice: Amount.nullable(),
});
export type ExplicitPrice = z.infer<typeof ExplicitPrice>;

/**
 * A SKU's prices as a whole: a currency left out of `explicit` is derived from the base prices.
 * `revision` is the one read: a save over a newer one answers -1349.
 */
export const PriceSaveRequest = z.object({
  skuId: SkuId,
  revision: z.number().int().positive(),
  basePrice: Amount,
  baseOriginalPrice: Amount.nullable(),
  baseSalePrice: Amount.nullable(),
  saleStartsAt: Moment.nullable(),
  saleEndsAt: Moment.nullable(),
  explicit: z.array(ExplicitPrice).max(100),
});
export type PriceSaveRequest = z.input<typeof PriceSaveRequest>;

export const RateSaveRequest = CurrencyRule.extend({ currency: CurrencyCode });
export type RateSaveRequest = z.input<typeof RateSaveRequest>;

export const CurrencyRules = z.object({
  list: z.array(PriceCurrency),
});
export type CurrencyRules = z.infer<typeof CurrencyRules>;

/** What is wrong with a SKU's prices beyond their types, naming the field; the form and the API both ask. */
export interface PriceProblem {
  field: string;
  code: ErrorCode;
}

/**
 * The first rule a save breaks: an original price must be above the price, a sale price below the
 * regular price, a sale must end after it starts, a currency is listed once.
 */
export function priceSaveProblem(input: z.output<typeof PriceSaveRequest>): PriceProblem | null {
  const check = (prefix: string, price: number, original: number | null, sale: number | null) => {
    if (original !== null && original <= price) {
      return {
        field: `${prefix}${prefix ? 'originalPrice' : 'baseOriginalPrice'}`,
        code: CONSOLE_ERROR.PRICE_ORIGINAL_NOT_ABOVE,
      };
    }
    if (sale !== null && sale >= price) {
      return {
        field: `${prefix}${prefix ? 'salePrice' : 'baseSalePrice'}`,
        code: CONSOLE_ERROR.PRICE_SALE_NOT_BELOW,
      };
    }
    return null;
  };
  const base = check('', input.basePrice, input.baseOriginalPrice, input.baseSalePrice);
  if (base) return base;
  if (input.saleStartsAt !== null && input.saleEndsAt !== null && input.saleEndsAt <= input.saleStartsAt) {
    return { field: 'saleEndsAt', code: CONSOLE_ERROR.PRICE_SALE_WINDOW };
  }
  const seen = new Set<string>();
  for (const [index, row] of input.explicit.entries()) {
    if (seen.has(row.currency))
      return { field: `explicit[${index}].currency`, code: CONSOLE_ERROR.PRICE_CURRENCY_REPEATED };
    seen.add(row.currency);
    const problem = check(`explicit[${index}].`, row.price, row.originalPrice, row.salePrice);
    if (problem) return problem;
  }
  return null;
}

export const pricesCalls = {
  'prices/products': {
    request: z.object({}),
    data: PriceProducts,
    roles: OWNER_OPERATOR,
    summary: 'Every product (enabled or not) to pick one to price: name in the caller language, kind, SKUs',
    errors: [],
  },
  'prices/grid': {
    request: PriceProductRef,
    data: PriceGrid,
    roles: OWNER_OPERATOR,
    summary:
      "A product's SKUs by the store's currencies: each cell's price, explicit or derived, its original and sale price, and what a customer pays now",
    errors: [ERROR.PRODUCT_NOT_FOUND],
  },
  'prices/save': {
    request: PriceSaveRequest,
    data: PriceSku,
    roles: OWNER_OPERATOR,
    summary:
      "Save a SKU's prices: base (US cents), original and sale price, the sale's window, explicit prices per currency (a currency left out is derived again)",
    errors: [
      ERROR.SKU_NOT_FOUND,
      CONSOLE_ERROR.STAFF_STALE_SAVE,
      CONSOLE_ERROR.PRICE_ORIGINAL_NOT_ABOVE,
      CONSOLE_ERROR.PRICE_SALE_NOT_BELOW,
      CONSOLE_ERROR.PRICE_SALE_WINDOW,
      CONSOLE_ERROR.PRICE_CURRENCY_UNKNOWN,
      CONSOLE_ERROR.PRICE_CURRENCY_REPEATED,
    ],
  },
  'prices/rates': {
    request: z.object({}),
    data: CurrencyRules,
    roles: OWNER_OPERATOR,
    summary: "The store's currencies with the rate per US dollar and the rounding rule of each",
    errors: [],
  },
  'prices/saveRate': {
    request: RateSaveRequest,
    data: PriceCurrency,
    roles: OWNER_ONLY,
    summary: "Set a currency's rate per US dollar and rounding rule (owners): derived prices follow at once",
    errors: [CONSOLE_ERROR.PRICE_CURRENCY_UNKNOWN],
  },
} as const;
