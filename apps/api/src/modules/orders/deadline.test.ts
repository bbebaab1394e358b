import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { demoSkuId } from '../../demo/catalog.ts';
import { productKeys } from '../fulfilment/tables.ts';
import { orderJobs } from './jobs.ts';
import { orders } from './tables.ts';

// The shortest deadline the configuration allows, so the order's own job is seen to close it.
const SECONDS = 10;

let t: TestApp;
let devices = 0;

beforeAll(async () => {
  t = await createTestApp({ ORDER_PAYMENT_SECONDS: String(SECONDS) });
});
afterAll(() => t.close());

async function codeOrder(): Promise<{ token: string; orderNo: string }> {
  const login = await t.call('auth/loginByDevice', { DeviceId: `deadline-test-${devices++}-${Date.now()}` });
  const token = login.json().data.token as string;
  const res = await t.call(
    'order/create',
    { productId: 'galaxy-drift', skuId: demoSkuId('galaxy-drift', 90), quantity: 3, acceptTerms: true },
    { authorization: token },
  );
  expect(res.json().code).toBe(1);
  return { token, orderNo: res.json().data.orderNo };
}

const statusOf = async (orderNo: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!.status;

describe('an abandoned order', () => {
  it('closes at its deadline by its own job and frees the codes it held', async () => {
    const { token, orderNo } = await codeOrder();
    const stock = async () =>
      (
        await t.call('order/preview', { productId: 'galaxy-drift', skuId: demoSkuId('galaxy-drift', 90) })
      ).json().data.stock as number;
    const held = await stock();
    expect(await t.database.db.$count(productKeys, eq(productKeys.orderNo, orderNo))).toBe(3);
    expect(await statusOf(orderNo)).toBe('waitingPayment');

    await expect
      .poll(() => statusOf(orderNo), { timeout: (SECONDS + 10) * 1000, interval: 250 })
      .toBe('closed');
    expect(await t.database.db.$count(productKeys, eq(productKeys.orderNo, orderNo))).toBe(0);
    expect(await stock()).toBe(held + 3);
    const status = await t.call('order/orderStatus', { orderNo }, { authorization: token });
    expect(status.json().data.status).toBe('closed');
  }, 30_000);

  it('whose job was lost is closed by the sweep', async () => {
    const { orderNo } = await codeOrder();
    await t.database.db
      .update(orders)
      .set({ paymentDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNo, orderNo));
    const [closeJob] = orderJobs(t.services.orders, t.services.orderLinks);
    // What the minute's schedule runs: no order named, every overdue one closed.
    await closeJob!.run(pino({ level: 'silent' }), null);
    expect(await statusOf(orderNo)).toBe('closed');
    expect(await t.database.db.$count(productKeys, eq(productKeys.orderNo, orderNo))).toBe(0);
  });
});
