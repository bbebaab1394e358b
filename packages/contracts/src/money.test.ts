import { describe, expect, it } from 'vitest';
import { formatAmount } from './money.ts';

const USD = { code: 'USD', minorUnits: 2, symbol: '$' };
const IDR = { code: 'IDR', minorUnits: 0, symbol: 'Rp' };
const RUB = { code: 'RUB', minorUnits: 2, symbol: '₽' };

describe('formatAmount', () => {
  it('divides by the currency minor units', () => {
    expect(formatAmount(12_345, USD, 'en')).toBe('$123.45');
    expect(formatAmount(15_000, IDR, 'id')).toMatch(/^Rp\s?15\.000$/);
  });

  it('writes the amount in the page language', () => {
    expect(formatAmount(19_900, RUB, 'ru')).toBe('199,00\u00a0₽');
  });
});

describe('formatAmount with a kept formatter', () => {
  it('formats again in the same currency and another language alike', () => {
    expect(formatAmount(100, USD, 'en')).toBe('$1.00');
    expect(formatAmount(250, USD, 'en')).toBe('$2.50');
    expect(formatAmount(250, RUB, 'ru')).toBe('2,50\u00a0₽');
    expect(formatAmount(250, IDR, 'id')).toMatch(/^Rp\s?250$/);
  });
});

describe('formatAmount for a mail', () => {
  it('writes the narrow sign customers know rather than the currency code', () => {
    expect(formatAmount(150_050, RUB, 'en')).toBe('RUB\u00a01,500.50');
    expect(formatAmount(150_050, RUB, 'en', 'narrowSymbol')).toBe('₽1,500.50');
  });
});
