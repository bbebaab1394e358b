import { describe, expect, it } from 'vitest';
import { addToOrderList, parseOrderList, removeFromOrderList } from './order-list-cookie';

describe('the feedback order-number cookies', () => {
  it('reads one number or a comma-separated list, each once', () => {
    expect(parseOrderList('A1')).toEqual(['A1']);
    expect(parseOrderList('A1, B2,,A1')).toEqual(['A1', 'B2']);
    expect(parseOrderList(undefined)).toEqual([]);
  });

  it('adds a number once and removes it', () => {
    expect(addToOrderList('A1', 'B2')).toBe('A1,B2');
    expect(addToOrderList('A1,B2', 'A1')).toBe('A1,B2');
    expect(removeFromOrderList('A1,B2', 'A1')).toBe('B2');
    expect(removeFromOrderList('A1', 'A1')).toBe('');
  });
});
