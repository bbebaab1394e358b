import { describe, expect, it } from 'vitest';
import { amountOf, amountText } from './amount-text';

describe('amounts as staff type them', () => {
  it('shows minor units as customers read them', () => {
    expect(amountText(15_000, 0)).toBe('15 000');
    expect(amountText(199, 2)).toBe('1.99');
    expect(amountText(5, 2)).toBe('0.05');
    expect(amountText(1_234_567_89, 2)).toBe('1 234 567.89');
    expect(amountText(null, 2)).toBe('');
  });

  it('reads them back exactly', () => {
    expect(amountOf('15 000', 0)).toBe(15_000);
    expect(amountOf('15.000', 0)).toBe(15_000);
    expect(amountOf('1.99', 2)).toBe(199);
    expect(amountOf('1,99', 2)).toBe(199);
    expect(amountOf('0.29', 2)).toBe(29);
    expect(amountOf('1.1', 2)).toBe(110);
    expect(amountOf('1 234 567.89', 2)).toBe(123_456_789);
    expect(amountOf('', 2)).toBeNull();
    for (const bad of ['1.999', 'abc', '1.2.3', '-5', '1e3']) expect(amountOf(bad, 2)).toBeUndefined();
    expect(amountOf('15.5', 0)).toBeUndefined();
  });
});
