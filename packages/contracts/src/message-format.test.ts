import { describe, expect, it } from 'vitest';
import { formatMessage } from './message-format.ts';

describe('formatMessage', () => {
  it('fills slots in the language given', () => {
    expect(formatMessage('Order {orderNo} was refunded', { orderNo: '261121' })).toBe(
      'Order 261121 was refunded',
    );
    expect(formatMessage('{count, plural, one {# item} other {# items}}', { count: 2 }, 'en')).toBe(
      '2 items',
    );
  });

  it('leaves a slot given no value visible instead of failing', () => {
    expect(formatMessage('The field "{field}" is required')).toBe('The field "{field}" is required');
    expect(formatMessage('{name} Premium ({unit})', { name: 'Iron Citadel', unit: ' ' })).toBe(
      'Iron Citadel Premium ({unit})',
    );
  });

  it('keeps apostrophes that quote nothing', () => {
    expect(formatMessage("A friend's coupon for {name}", { name: 'Ann' })).toBe("A friend's coupon for Ann");
  });
});
