import type { PriceCurrency, PriceSku } from '@storefront/contracts/console-prices';
import { describe, expect, it } from 'vitest';
import { formValuesOf, priceFormSchema } from './price-form';

const currencies: PriceCurrency[] = [
  { code: 'RUB', minorUnits: 2, symbol: '₽', rule: { perUsd: '92.5', step: 100, rounding: 'nearest' } },
  { code: 'IDR', minorUnits: 0, symbol: 'Rp', rule: { perUsd: '15850', step: 100, rounding: 'nearest' } },
];
const sku: PriceSku = {
  skuId: 'sku_a',
  name: '60 Crystals',
  enabled: true,
  revision: 3,
  basePrice: 199,
  baseOriginalPrice: null,
  baseSalePrice: null,
  saleStartsAt: null,
  saleEndsAt: null,
  cells: [
    { currency: 'RUB', explicit: true, price: 19900, originalPrice: null, salePrice: null, now: null },
    { currency: 'IDR', explicit: false, price: 31500, originalPrice: null, salePrice: null, now: null },
  ],
};
const schema = priceFormSchema(sku, currencies, (key) => key);

describe('the SKU price form', () => {
  it('turns amounts typed as customers read them into the save request, in minor units', () => {
    const values = formValuesOf(sku, currencies);
    expect(values.cells[0]!.price).toBe('199.00');
    values.cells[1] = {
      currency: 'IDR',
      explicit: true,
      price: '25 000',
      originalPrice: '',
      salePrice: '19 000',
    };
    values.baseSalePrice = '1.49';
    expect(schema.parse(values)).toEqual({
      skuId: 'sku_a',
      revision: 3,
      basePrice: 199,
      baseOriginalPrice: null,
      baseSalePrice: 149,
      saleStartsAt: null,
      saleEndsAt: null,
      explicit: [
        { currency: 'RUB', price: 19900, originalPrice: null, salePrice: null },
        { currency: 'IDR', price: 25000, originalPrice: null, salePrice: 19000 },
      ],
    });
  });

  it("puts the API's price rules on the field they are about", () => {
    const values = formValuesOf(sku, currencies);
    values.cells[1] = {
      currency: 'IDR',
      explicit: true,
      price: '25 000',
      originalPrice: '',
      salePrice: '30 000',
    };
    const issue = schema.safeParse(values).error!.issues[0]!;
    expect([issue.path, issue.message]).toEqual([['cells', 1, 'salePrice'], 'saleNotBelow']);
    const typo = schema.safeParse({ ...formValuesOf(sku, currencies), basePrice: '1.999' }).error!.issues[0]!;
    expect([typo.path, typo.message]).toEqual([['basePrice'], 'amountInvalid']);
  });
});
