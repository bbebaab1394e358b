import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingLogger } from '../../testing/logs.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { outboxOf } from '../../testing/outbox.ts';
import { payOrder, WEBHOOK_BY_TEST } from '../payments/testing.ts';
import { guestOf, placeCodeOrder, waitForStatus } from './testing.ts';

let t: TestApp;
const { lines, logger } = capturingLogger();

beforeAll(async () => {
  t = await createTestApp(WEBHOOK_BY_TEST, logger);
});
afterAll(() => t.close());

describe('logs of delivery', () => {
  it('never hold a code or the address it was sent to', async () => {
    const customer = await guestOf(t);
    const { customerId, token } = customer;
    const email = `logged.buyer.${Date.now()}@example.com`;
    const orderNo = await placeCodeOrder(t, {
      customerId,
      productSlug: 'galaxy-drift',
      skuId: 'sku_galaxy-drift_30',
      quantity: 3,
      email,
    });
    await payOrder(t, customer, orderNo);
    await waitForStatus(t, orderNo, 'completed');
    await expect.poll(async () => (await outboxOf(t, email)).length, { timeout: 10_000 }).toBe(1);
    const codes = await t.services.fulfilment.codesOf(orderNo);
    expect(codes).toHaveLength(3);
    await t.call('order/orderDetail', { orderNo }, { authorization: token });

    const log = lines.join('');
    expect(log).toContain('receipt sent');
    for (const secret of [...codes, email, token]) expect(log).not.toContain(secret);
  });
});
