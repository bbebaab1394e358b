import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { demoSkuId } from '../../demo/catalog.ts';
import { guestOf, insertOrder, placeCodeOrder } from '../fulfilment/testing.ts';
import { productKeys } from '../fulfilment/tables.ts';
import { CLOSE_CHECKOUTS_QUEUE } from '../payments/index.ts';
import { payOrder, WEBHOOK_BY_TEST } from '../payments/testing.ts';
import { CLOSE_UNPAID_SWEEP } from './jobs.ts';
import { orderEvents, orders } from './tables.ts';

// The shortest deadline the configuration allows, so the workers' sweep is seen to close an order.
const SECONDS = 10;

let t: TestApp;
let devices = 0;

beforeAll(async () => {
  t = await createTestApp({ ORDER_PAYMENT_SECONDS: String(SECONDS), ...WEBHOOK_BY_TEST });
});
afterAll(() => t.close());

async function place(body: object): Promise<{ token: string; orderNo: string }> {
  const login = await t.call('auth/loginByDevice', { DeviceId: `deadline-test-${devices++}-${Date.now()}` });
  const token = login.json().data.token as string;
  const res = await t.call('order/create', { ...body, acceptTerms: true }, { authorization: token });
  expect(res.json().code, res.body).toBe(1);
  return { token, orderNo: res.json().data.orderNo };
}

const order = async (orderNo: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;

const deadlineEvents = (orderNo: string) =>
  t.database.db
    .select({ from: orderEvents.fromStatus, to: orderEvents.toStatus })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderNo, orderNo), eq(orderEvents.reason, 'deadline')));

const galaxy = { productId: 'galaxy-drift', skuId: demoSkuId('galaxy-drift', 90) };
const stock = async () => (await t.call('order/preview', galaxy)).json().data.stock as number;

describe('an abandoned order', () => {
  it('is closed by the workers’ sweep seconds after its deadline, its codes freed; a paid one is left', async () => {
    // Placed first, so that its deadline has passed by the time the other one's has.
    const paid = await place({
      productId: 'mecha-arena',
      skuId: demoSkuId('mecha-arena', 60),
      playerId: '512345678',
    });
    await payOrder(t, paid, paid.orderNo);
    const { token, orderNo } = await place({ ...galaxy, quantity: 3 });
    const held = await stock();
    expect(await t.database.db.$count(productKeys, eq(productKeys.orderNo, orderNo))).toBe(3);
    expect((await order(orderNo)).status).toBe('waitingPayment');

    await expect
      .poll(async () => (await order(orderNo)).status, { timeout: (SECONDS + 15) * 1000, interval: 250 })
      .toBe('closed');
    const closed = await order(orderNo);
    // The sweep runs every 2 s: a close comes that long after the deadline, and some more on a busy machine.
    expect(closed.closedAt!.getTime()).toBeGreaterThanOrEqual(closed.paymentDeadline.getTime());
    expect(closed.closedAt!.getTime() - closed.paymentDeadline.getTime()).toBeLessThan(8_000);
    expect(await deadlineEvents(orderNo)).toEqual([{ from: 'waitingPayment', to: 'closed' }]);
    expect(await t.database.db.$count(productKeys, eq(productKeys.orderNo, orderNo))).toBe(0);
    expect(await stock()).toBe(held + 3);
    const status = await t.call('order/orderStatus', { orderNo }, { authorization: token });
    expect(status.json().data.status).toBe('closed');

    const untouched = await order(paid.orderNo);
    expect(untouched.paymentDeadline.getTime()).toBeLessThan(closed.closedAt!.getTime());
    expect(untouched.status).not.toBe('closed');
    expect(untouched.closedAt).toBeNull();
    expect(await deadlineEvents(paid.orderNo)).toEqual([]);
  }, 40_000);
});

describe('two workers sweeping at once', () => {
  it('close each overdue order once, more than a batch of them', async () => {
    // The test's two sweeps stand for two workers' (each its own connection from the pool).
    await t.sweeps.pause(CLOSE_UNPAID_SWEEP);
    const { customerId } = await guestOf(t, `deadline-sweepers-${Date.now()}`);
    const codeOrders = await Promise.all(
      Array.from({ length: 5 }, () =>
        placeCodeOrder(t, { customerId, productSlug: 'galaxy-drift', skuId: galaxy.skuId }),
      ),
    );
    const topUps = await t.database.db.transaction(async (tx) => {
      const placed: string[] = [];
      for (let i = 0; i < 70; i++) {
        placed.push(
          await insertOrder(tx, {
            customerId,
            productSlug: 'mecha-arena',
            skuId: demoSkuId('mecha-arena', 60),
          }),
        );
      }
      return placed;
    });
    const overdue = [...codeOrders, ...topUps];
    await t.database.db
      .update(orders)
      .set({ paymentDeadline: sql`now() - interval '1 second'` })
      .where(inArray(orders.orderNo, overdue));

    const log = pino({ level: 'silent' });
    await Promise.all([t.services.orders.closeOverdue(log), t.services.orders.closeOverdue(log)]);

    const statuses = await t.database.db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(inArray(orders.orderNo, overdue))
      .groupBy(orders.status);
    expect(statuses).toEqual([{ status: 'closed', n: overdue.length }]);
    const events = await t.database.db
      .select({ orderNo: orderEvents.orderNo, n: count() })
      .from(orderEvents)
      .where(and(inArray(orderEvents.orderNo, overdue), eq(orderEvents.reason, 'deadline')))
      .groupBy(orderEvents.orderNo);
    expect(events).toHaveLength(overdue.length);
    expect(events.filter((event) => event.n !== 1)).toEqual([]);
    const { rows: checkouts } = await t.database.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM pgboss.job
      WHERE name = ${CLOSE_CHECKOUTS_QUEUE.name} AND data->>'orderNo' IN ${overdue}`);
    expect(checkouts[0]!.n).toBe(overdue.length);
    expect(await t.database.db.$count(productKeys, inArray(productKeys.orderNo, codeOrders))).toBe(0);
  }, 30_000);
});
