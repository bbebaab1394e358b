import { describe, expect, it } from 'vitest';
import { orderNoParam, resultParam } from './query';

describe('order page queries', () => {
  it('takes one well-formed order number only', () => {
    expect(orderNoParam('261121000000000001')).toBe('261121000000000001');
    expect(orderNoParam(['261121000000000001', '261121000000000002'])).toBeUndefined();
    expect(orderNoParam('26112100000000000')).toBeUndefined();
    expect(orderNoParam('26112100000000000x')).toBeUndefined();
    expect(orderNoParam(undefined)).toBeUndefined();
  });

  it("knows the provider's three return results and nothing else", () => {
    expect(resultParam('success')).toBe('success');
    expect(resultParam('fail')).toBe('fail');
    expect(resultParam('cancel')).toBe('cancel');
    expect(resultParam('app')).toBe('app');
    expect(resultParam('paid')).toBeUndefined();
    expect(resultParam(['success'])).toBeUndefined();
  });
});
