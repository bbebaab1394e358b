import { CONSOLE_ERROR } from '@storefront/contracts/console-errors';
import {
  priceSaveProblem,
  type PriceCurrency,
  type PriceSaveRequest,
  type PriceSku,
} from '@storefront/contracts/console-prices';
import { z } from 'zod';
import { amountOf, amountText } from './amount-text';

/** Base prices are US cents. */
export const BASE_MINOR_UNITS = 2;

/** A SKU's prices as the form holds them: amounts as typed, moments as `datetime-local` text. */
export interface PriceFormValues {
  basePrice: string;
  baseOriginalPrice: string;
  baseSalePrice: string;
  saleStartsAt: string;
  saleEndsAt: string;
  cells: { currency: string; explicit: boolean; price: string; originalPrice: string; salePrice: string }[];
}

/** An epoch as `datetime-local` text in this browser's time zone, to the second. */
export function localMoment(epoch: number | null): string {
  if (epoch === null) return '';
  const date = new Date(epoch);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export function formValuesOf(sku: PriceSku, currencies: PriceCurrency[]): PriceFormValues {
  const minor = (code: string) => currencies.find((currency) => currency.code === code)?.minorUnits ?? 2;
  return {
    basePrice: amountText(sku.basePrice, BASE_MINOR_UNITS),
    baseOriginalPrice: amountText(sku.baseOriginalPrice, BASE_MINOR_UNITS),
    baseSalePrice: amountText(sku.baseSalePrice, BASE_MINOR_UNITS),
    saleStartsAt: localMoment(sku.saleStartsAt),
    saleEndsAt: localMoment(sku.saleEndsAt),
    cells: sku.cells.map((cell) => ({
      currency: cell.currency,
      explicit: cell.explicit,
      price: cell.explicit ? amountText(cell.price, minor(cell.currency)) : '',
      originalPrice: cell.explicit ? amountText(cell.originalPrice, minor(cell.currency)) : '',
      salePrice: cell.explicit ? amountText(cell.salePrice, minor(cell.currency)) : '',
    })),
  };
}

/** What the form's fields are worth, where they can be read: a field not yet an amount is undefined. */
export function readForm(values: PriceFormValues, currencies: PriceCurrency[]) {
  const minor = (code: string) => currencies.find((currency) => currency.code === code)?.minorUnits ?? 2;
  const moment = (text: string) => (text === '' ? null : new Date(text).getTime());
  return {
    basePrice: amountOf(values.basePrice, BASE_MINOR_UNITS),
    baseOriginalPrice: amountOf(values.baseOriginalPrice, BASE_MINOR_UNITS),
    baseSalePrice: amountOf(values.baseSalePrice, BASE_MINOR_UNITS),
    saleStartsAt: moment(values.saleStartsAt),
    saleEndsAt: moment(values.saleEndsAt),
    cells: values.cells.map((cell) => ({
      currency: cell.currency,
      explicit: cell.explicit,
      price: amountOf(cell.price, minor(cell.currency)),
      originalPrice: amountOf(cell.originalPrice, minor(cell.currency)),
      salePrice: amountOf(cell.salePrice, minor(cell.currency)),
    })),
  };
}

/** The words a broken price rule is shown in, by the code the API would answer. */
export type ProblemKey =
  'amountInvalid' | 'amountRequired' | 'dateInvalid' | 'originalNotAbove' | 'saleNotBelow' | 'saleWindow';
const RULE_KEYS: Partial<Record<number, ProblemKey>> = {
  [CONSOLE_ERROR.PRICE_ORIGINAL_NOT_ABOVE]: 'originalNotAbove',
  [CONSOLE_ERROR.PRICE_SALE_NOT_BELOW]: 'saleNotBelow',
  [CONSOLE_ERROR.PRICE_SALE_WINDOW]: 'saleWindow',
};

/**
 * The form's schema: each field read as an amount (or a moment), then the same rules the API applies
 * (contracts' priceSaveProblem), each on the field it is about. Its output is the save's request.
 */
export function priceFormSchema(
  sku: PriceSku,
  currencies: PriceCurrency[],
  say: (key: ProblemKey) => string,
) {
  const text = z.string();
  return z
    .object({
      basePrice: text,
      baseOriginalPrice: text,
      baseSalePrice: text,
      saleStartsAt: text,
      saleEndsAt: text,
      cells: z.array(
        z.object({
          currency: text,
          explicit: z.boolean(),
          price: text,
          originalPrice: text,
          salePrice: text,
        }),
      ),
    })
    .transform((values, ctx): PriceSaveRequest => {
      const read = readForm(values, currencies);
      const problem = (path: (string | number)[], key: ProblemKey) =>
        ctx.addIssue({ code: 'custom', path, message: say(key) });
      const amounts: [string, number | null | undefined, boolean][] = [
        ['basePrice', read.basePrice, true],
        ['baseOriginalPrice', read.baseOriginalPrice, false],
        ['baseSalePrice', read.baseSalePrice, false],
      ];
      for (const [name, value, required] of amounts) {
        if (value === undefined || value === 0) problem([name], 'amountInvalid');
        else if (value === null && required) problem([name], 'amountRequired');
      }
      for (const name of ['saleStartsAt', 'saleEndsAt'] as const) {
        if (Number.isNaN(read[name])) problem([name], 'dateInvalid');
      }
      read.cells.forEach((cell, index) => {
        if (!cell.explicit) return;
        for (const name of ['price', 'originalPrice', 'salePrice'] as const) {
          if (cell[name] === undefined || cell[name] === 0) problem(['cells', index, name], 'amountInvalid');
          else if (cell[name] === null && name === 'price') problem(['cells', index, name], 'amountRequired');
        }
      });
      if (ctx.issues.length > 0) return z.NEVER;
      const listed = read.cells.map((cell, index) => ({ cell, index })).filter(({ cell }) => cell.explicit);
      const request = {
        skuId: sku.skuId,
        revision: sku.revision,
        basePrice: read.basePrice!,
        baseOriginalPrice: read.baseOriginalPrice ?? null,
        baseSalePrice: read.baseSalePrice ?? null,
        saleStartsAt: read.saleStartsAt,
        saleEndsAt: read.saleEndsAt,
        explicit: listed.map(({ cell }) => ({
          currency: cell.currency,
          price: cell.price!,
          originalPrice: cell.originalPrice ?? null,
          salePrice: cell.salePrice ?? null,
        })),
      };
      const broken = priceSaveProblem(request);
      if (broken) {
        // "explicit[2].salePrice": the third explicit currency's cell in the form.
        const match = /^explicit\[(\d+)\]\.(\w+)$/.exec(broken.field);
        const path = match ? ['cells', listed[Number(match[1])]!.index, match[2]!] : [broken.field];
        problem(path, RULE_KEYS[broken.code] ?? 'amountInvalid');
        return z.NEVER;
      }
      return request;
    });
}
