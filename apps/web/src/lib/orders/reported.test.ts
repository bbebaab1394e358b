import { describe, expect, it } from 'vitest';
import { reportedOrders, withReported } from './reported';

describe('orderNo cookie', () => {
  it('adds an order once', () => {
    const first = withReported(undefined, '261121000000000001');
    expect(first).toBe('261121000000000001');
    expect(withReported(first, '261121000000000001')).toBeUndefined();
    expect(withReported(first, '261121000000000002')).toBe('261121000000000001,261121000000000002');
  });

  it('reads a list with stray spaces and empty entries', () => {
    expect(reportedOrders(' 1, ,2,')).toEqual(['1', '2']);
  });

  it('keeps only the newest thirty', () => {
    let cookie: string | undefined;
    for (let n = 0; n < 35; n++) cookie = withReported(cookie, String(n));
    const kept = reportedOrders(cookie);
    expect(kept).toHaveLength(30);
    expect(kept[0]).toBe('5');
    expect(kept.at(-1)).toBe('34');
  });
});
