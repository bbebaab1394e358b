import { OrderCreateV2Request } from '@storefront/contracts/orders';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency';

describe('idempotency key', () => {
  it('is what order/createV2 accepts, and new each time', () => {
    const key = newIdempotencyKey();
    expect(OrderCreateV2Request.shape.idempotencyKey.safeParse(key).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
