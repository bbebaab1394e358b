import { ERROR } from '@storefront/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { outboxOf } from '../../testing/outbox.ts';
import { skus } from '../catalog/tables.ts';
import { orders } from '../orders/tables.ts';
import { productKeys } from './tables.ts';

/**
 * The whole purchase as customers make it: order/create, payment/start, the sandbox gateway's
 * page, its signed notification to our webhook (over HTTP, from its job), then delivery.
 */
const PORT = 3610;
let t: TestApp;
let devices = 0;

beforeAll(async () => {
  t = await createTestApp({
    API_PORT: String(PORT),
    SANDBOX_WEBHOOK_SECRET: 'checkout-race-test-webhook-secret',
    // Every buyer of the race comes from this one address.
    SIGNIN_LIMIT_PER_IP: '100000',
    // The race is for every code at once: the cap on what a minute's orders may hold has its own test.
    HELD_CODES_PER_SKU_MINUTE_PERCENT: '100',
  });
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function buyer(): Promise<string> {
  const res = await t.call('auth/loginByDevice', { DeviceId: `race-${devices++}-${Date.now()}` });
  return res.json().data.token;
}

const asBuyer = (token: string) => ({ authorization: token, region: 'RUS', currency: 'RUB', lang: 'en' });

/** Pays through the sandbox gateway: start, then "Pay" on its page; its notification comes later. */
async function pay(token: string, orderNo: string): Promise<void> {
  const start = await t.call('payment/start', { orderNo, paymentMethod: 'card' }, asBuyer(token));
  expect(start.json().code).toBe(1);
  const sessionId = new URL(start.json().data.redirectUrl).searchParams.get('session')!;
  expect((await t.call('sandbox/decide', { sessionId, action: 'pay' })).json().code).toBe(1);
}

describe('200 buyers for 50 codes', () => {
  it('delivers exactly 50 orders, each code once; the other 150 are told it is sold out', async () => {
    const skuId = 'sku_iron-citadel_race';
    await t.database.db
      .insert(skus)
      .values({ id: skuId, productSlug: 'iron-citadel', faceValue: 50, basePrice: 199 });
    const stocked = Array.from({ length: 50 }, (_, i) => `RACE-${String(i).padStart(4, '0')}-CODE`);
    await t.services.fulfilment.addCodes(t.database.db, skuId, stocked);

    const tokens = await Promise.all(Array.from({ length: 200 }, () => buyer()));
    const answers = await Promise.all(
      tokens.map(async (token) => {
        const res = await t.call(
          'order/create',
          { productId: 'iron-citadel', skuId, quantity: 1, acceptTerms: true, email: 'race@example.com' },
          asBuyer(token),
        );
        expect(res.statusCode).toBe(200);
        return { token, answer: res.json() };
      }),
    );
    const won = answers.filter(({ answer }) => answer.code === 1);
    const lost = answers.filter(({ answer }) => answer.code !== 1);
    expect(won).toHaveLength(50);
    expect(lost).toHaveLength(150);
    // The codes are held by unpaid orders: they may still come back, so "sold out", not "out of stock".
    for (const { answer } of lost) expect(answer).toMatchObject({ code: ERROR.ITEM_SOLD_OUT, data: null });

    await Promise.all(won.map(({ token, answer }) => pay(token, answer.data.orderNo)));
    const orderNos = won.map(({ answer }) => answer.data.orderNo as string);
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(orders).where(inArray(orders.orderNo, orderNos))).filter(
            (order) => order.status === 'completed',
          ).length,
        // The sandbox gateway's job sends its notifications one after another, as its queue allows.
        { timeout: 90_000, interval: 200 },
      )
      .toBe(50);

    // Each buyer sees exactly one code on the order page, and no code went to two buyers.
    const seen = await Promise.all(
      won.map(async ({ token, answer }) => {
        const detail = await t.call('order/orderDetail', { orderNo: answer.data.orderNo }, asBuyer(token));
        expect(detail.json().data).toMatchObject({ status: 'completed' });
        return detail.json().data.codes as string[];
      }),
    );
    expect(seen.every((codes) => codes.length === 1)).toBe(true);
    expect(seen.flat().sort()).toEqual(stocked);
    const rows = await t.database.db.select().from(productKeys).where(eq(productKeys.skuId, skuId));
    expect(rows.every((row) => row.soldAt && orderNos.includes(row.orderNo!))).toBe(true);

    // Paid means delivered: no order was left paid and undelivered.
    const stuck = await t.database.db.select().from(orders).where(eq(orders.status, 'pendingShipment'));
    expect(stuck.filter((order) => order.skuId === skuId)).toEqual([]);

    // Now every code is sold: the next buyer is told it is out of stock.
    const late = await t.call(
      'order/create',
      { productId: 'iron-citadel', skuId, quantity: 1, acceptTerms: true, email: 'race@example.com' },
      asBuyer(await buyer()),
    );
    expect(late.json()).toMatchObject({ code: ERROR.OUT_OF_STOCK });
  }, 120_000);
});

describe('a top-up the supplier rejects', () => {
  it('is refunded and the customer is told by e-mail', async () => {
    const token = await buyer();
    const email = `rejected-${Date.now()}@example.com`;
    const created = await t.call(
      'order/create',
      { productId: 'streamly', skuId: 'sku_streamly_70', playerId: '59123456', acceptTerms: true, email },
      asBuyer(token),
    );
    expect(created.json().code).toBe(1);
    const { orderNo } = created.json().data;
    await pay(token, orderNo);
    await expect
      .poll(async () => (await t.call('order/orderStatus', { orderNo }, asBuyer(token))).json().data.status, {
        timeout: 15_000,
        interval: 200,
      })
      .toBe('refunded');
    const detail = (await t.call('order/orderDetail', { orderNo }, asBuyer(token))).json().data;
    expect(detail).toMatchObject({ status: 'refunded', failure: 'supplierFailed', codes: [] });
    await expect.poll(async () => (await outboxOf(t, email)).length, { timeout: 10_000 }).toBe(1);
    expect((await outboxOf(t, email))[0]!.subject).toBe(`Order ${orderNo} has been refunded`);
  }, 30_000);
});
