import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

const USD = { code: 'USD', minorUnits: 2, symbol: '$' };
const IDR = { code: 'IDR', minorUnits: 0, symbol: 'Rp' };
const RUB = { code: 'RUB', minorUnits: 2, symbol: '₽' };

describe('formatPrice', () => {
  it('divides by the currency minor units', () => {
    expect(formatPrice(12_345, USD, 'en')).toBe('$123.45');
    expect(formatPrice(15_000, IDR, 'id')).toMatch(/^Rp\s?15\.000$/);
  });

  it('writes the amount in the page language', () => {
    expect(formatPrice(19_900, RUB, 'ru')).toBe('199,00\u00a0₽');
  });
});

describe('formatPrice with a kept formatter', () => {
  it('formats again in the same currency and another language alike', () => {
    expect(formatPrice(100, USD, 'en')).toBe('$1.00');
    expect(formatPrice(250, USD, 'en')).toBe('$2.50');
    expect(formatPrice(250, RUB, 'ru')).toBe('2,50\u00a0₽');
    expect(formatPrice(250, IDR, 'id')).toMatch(/^Rp\s?250$/);
  });
});
