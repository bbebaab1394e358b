import { ERROR } from '@storefront/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSender } from '../../platform/jobs.ts';
import { createTestApp, type TestApp } from '../../platform/testing/app.ts';
import { outboxOf } from '../../platform/testing/outbox.ts';
import { skus } from '../catalog/tables.ts';
import { lockOrder, moveOrder } from '../orders/state.ts';
import { orderEvents } from '../orders/tables.ts';
import { createSupplier } from './providers/index.ts';
import { createFulfilmentService, REFUND_QUEUE } from './service.ts';
import { deliveries, productKeys } from './tables.ts';
import {
  guestOf,
  insertOrder,
  markPaid,
  placeCodeOrder,
  statusOf,
  waitForRefund,
  waitForStatus,
} from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const KEY_SKU = 'sku_iron-citadel_30';
const unique = () => Math.random().toString(36).slice(2, 10);

async function deliveryOf(orderNo: string) {
  const [row] = await t.database.db.select().from(deliveries).where(eq(deliveries.orderNo, orderNo));
  return row;
}

async function refundJobsFor(orderNo: string): Promise<number> {
  const rows = await t.database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${REFUND_QUEUE} AND data->>'orderNo' = ${orderNo}`,
  );
  return rows.rows[0]!.n;
}

async function topUpOrder(productSlug: string, playerId: string, customerId: string, email?: string) {
  const orderNo = await t.database.db.transaction((tx) =>
    insertOrder(tx, { customerId, productSlug, skuId: `sku_${productSlug}_70`, playerId, email }),
  );
  await markPaid(t, orderNo);
  return orderNo;
}

describe('code orders', () => {
  it('sells the held codes once paid, completes the order and e-mails them in its language', async () => {
    const { customerId } = await guestOf(t);
    const email = `codes-${unique()}@example.com`;
    const orderNo = await placeCodeOrder(t, {
      customerId,
      productSlug: 'iron-citadel',
      skuId: KEY_SKU,
      quantity: 2,
      email,
      lang: 'ru',
    });
    expect(await t.services.fulfilment.codesOf(orderNo)).toEqual([]); // held, not yet sold
    await markPaid(t, orderNo);
    const order = await waitForStatus(t, orderNo, 'completed');
    expect(order.completedAt).not.toBeNull();

    const codes = await t.services.fulfilment.codesOf(orderNo);
    expect(codes).toHaveLength(2);
    for (const code of codes) expect(code).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    const sold = await t.database.db.select().from(productKeys).where(eq(productKeys.orderNo, orderNo));
    expect(sold.every((row) => row.soldAt !== null)).toBe(true);

    await expect.poll(async () => (await outboxOf(t, email)).length, { timeout: 10_000 }).toBe(1);
    const [mail] = await outboxOf(t, email);
    expect(mail!.subject).toBe(`Ваш заказ ${orderNo} доставлен`);
    for (const code of codes) {
      expect(mail!.text).toContain(code);
      expect(mail!.html).toContain(code);
    }
    expect(mail!.text).toContain('200,00\u00a0₽');
    // The queue carried the order number, never a code.
    const jobs = await t.database.db.execute<{ data: unknown }>(sql`SELECT data FROM pgboss.job`);
    const queued = JSON.stringify(jobs.rows);
    for (const code of codes) expect(queued).not.toContain(code);
  });

  it('paid after it closed: delivers fresh codes when some are free, else asks for a refund', async () => {
    const skuId = `sku_late_${unique()}`;
    await t.database.db
      .insert(skus)
      .values({ id: skuId, productSlug: 'iron-citadel', faceValue: 8, basePrice: 100 });
    await t.services.fulfilment.addCodes(t.database.db, skuId, ['LATE-0001', 'LATE-0002']);
    const { customerId } = await guestOf(t);
    const close = (orderNo: string) =>
      t.database.db.transaction(async (tx) => {
        await moveOrder(tx, (await lockOrder(tx, orderNo))!, 'closed', 'deadline');
        await t.services.fulfilment.releaseCodes(tx, orderNo);
      });

    const late = await placeCodeOrder(t, { customerId, productSlug: 'iron-citadel', skuId });
    await close(late);
    await markPaid(t, late); // closed → pendingShipment: the money is taken
    await waitForStatus(t, late, 'completed');
    expect(await t.services.fulfilment.codesOf(late)).toHaveLength(1);

    const unlucky = await placeCodeOrder(t, { customerId, productSlug: 'iron-citadel', skuId });
    await close(unlucky);
    await placeCodeOrder(t, { customerId, productSlug: 'iron-citadel', skuId }); // the last code, held by another
    await markPaid(t, unlucky);
    const refunded = await waitForRefund(t, unlucky);
    expect(refunded.failure).toBe('outOfStock');
    expect(await refundJobsFor(unlucky)).toBe(1);
    expect(await t.services.fulfilment.codesOf(unlucky)).toEqual([]);
  });
});

describe('top-ups', () => {
  it('credits the player through the supplier and remembers the player id', async () => {
    const { customerId, token } = await guestOf(t);
    const email = `topup-${unique()}@example.com`;
    const orderNo = await topUpOrder('streamly', '51234567', customerId, email);
    await waitForStatus(t, orderNo, 'completed');
    expect(await deliveryOf(orderNo)).toMatchObject({ attempts: 1, lastError: null });
    expect((await deliveryOf(orderNo))!.supplierRef).toMatch(/^sbx_/);

    const recent = await t.call('player/recent', { productId: 'streamly' }, { authorization: token });
    expect(recent.json().data.list).toEqual([
      expect.objectContaining({ playerId: '51234567', serverId: '' }),
    ]);
    await expect.poll(async () => (await outboxOf(t, email)).length, { timeout: 10_000 }).toBe(1);
    expect((await outboxOf(t, email))[0]!.text).toContain('Credited to player ID 51234567.');
  });

  it('refunds at once when the supplier rejects the top-up (nothing a retry can change)', async () => {
    const { customerId } = await guestOf(t);
    const orderNo = await topUpOrder('streamly', '59000001', customerId);
    const order = await waitForRefund(t, orderNo);
    expect(order.failure).toBe('supplierFailed');
    expect(await deliveryOf(orderNo)).toMatchObject({
      attempts: 1,
      lastError: 'rejected',
      supplierRef: null,
    });
    expect(await refundJobsFor(orderNo)).toBe(1);
  });

  it('delivers once however many deliveries of the same order run at the same time', async () => {
    const { customerId } = await guestOf(t);
    const email = `once-${unique()}@example.com`;
    const orderNo = await topUpOrder('streamly', '51112222', customerId, email);
    // Two processes (each its own service) and the queued job, all at once.
    const otherProcess = createFulfilmentService({
      db: t.database.db,
      config: t.config.fulfilment,
      jobs: jobSender(t.boss),
      supplier: createSupplier(t.config.fulfilment),
    });
    await Promise.all([t.services.fulfilment.deliver(orderNo), otherProcess.deliver(orderNo)]);
    await waitForStatus(t, orderNo, 'completed');
    const completed = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderNo, orderNo), eq(orderEvents.toStatus, 'completed')));
    expect(completed).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the queued job ran too, and did nothing
    expect(await outboxOf(t, email)).toHaveLength(1);
  });
});

describe('friend-request delivery', () => {
  it('completes when the request is sent, names the sender, and gifts the coins when asked, once', async () => {
    const owner = await guestOf(t);
    const stranger = await guestOf(t);
    const orderNo = await topUpOrder('vibecast', '51239876', owner.customerId);
    await waitForStatus(t, orderNo, 'completed');
    const info = await t.services.fulfilment.deliveryInfo(orderNo);
    expect(info).toEqual({
      deliveryMode: 'friendRequest',
      senderName: expect.stringMatching(/^StoreGifts\d{4}$/),
      coinsWithdrawn: false,
    });

    const withdraw = (token: string, no = orderNo) =>
      t.call('order/withdrawCoins', { orderNo: no }, { authorization: token });
    expect((await withdraw(stranger.token)).json()).toMatchObject({ code: ERROR.ORDER_NOT_FOUND });
    expect((await withdraw(owner.token)).json()).toEqual({
      code: 1,
      msg: 'success',
      data: { orderNo, coinsWithdrawn: true },
    });
    expect((await withdraw(owner.token)).json().data).toEqual({ orderNo, coinsWithdrawn: true });
    expect((await t.services.fulfilment.deliveryInfo(orderNo)).coinsWithdrawn).toBe(true);
    expect((await deliveryOf(orderNo))!.coinsWithdrawnAt).not.toBeNull();
  });

  it('gifts the coins once when the customer asks twice at the same time', async () => {
    const owner = await guestOf(t);
    const orderNo = await topUpOrder('vibecast', '51237777', owner.customerId);
    await waitForStatus(t, orderNo, 'completed');
    const supplier = createSupplier(t.config.fulfilment);
    let gifts = 0;
    const counting = createFulfilmentService({
      db: t.database.db,
      config: t.config.fulfilment,
      jobs: jobSender(t.boss),
      supplier: {
        ...supplier,
        withdrawCoins: (input) => {
          gifts += 1;
          return supplier.withdrawCoins(input);
        },
      },
    });
    const answers = await Promise.all([
      counting.withdrawCoins(owner.customerId, orderNo),
      counting.withdrawCoins(owner.customerId, orderNo),
    ]);
    expect(answers).toEqual([
      { orderNo, coinsWithdrawn: true },
      { orderNo, coinsWithdrawn: true },
    ]);
    expect(gifts).toBe(1);
  });

  it('answers -1214 for an order that is not a delivered friend-request order', async () => {
    const owner = await guestOf(t);
    const direct = await topUpOrder('streamly', '51232222', owner.customerId);
    await waitForStatus(t, direct, 'completed');
    const unpaid = await t.database.db.transaction((tx) =>
      insertOrder(tx, {
        customerId: owner.customerId,
        productSlug: 'vibecast',
        skuId: 'sku_vibecast_70',
        playerId: '51231111',
      }),
    );
    for (const orderNo of [direct, unpaid]) {
      const res = await t.call('order/withdrawCoins', { orderNo }, { authorization: owner.token });
      expect(res.json()).toMatchObject({ code: ERROR.WITHDRAW_NOT_AVAILABLE });
    }
    expect((await t.call('order/withdrawCoins', { orderNo: direct })).json()).toMatchObject({
      code: ERROR.TOKEN_EXPIRED,
    });
    expect((await statusOf(t, unpaid)).status).toBe('waitingPayment');
  });
});

describe('a supplier that keeps timing out', () => {
  let slow: TestApp;
  beforeAll(async () => {
    slow = await createTestApp({ SUPPLIER_RETRIES: '1', SUPPLIER_TIMEOUT_MS: '300' });
  });
  afterAll(() => slow.close());

  it('is retried, then the order is refunded', async () => {
    const { customerId } = await guestOf(slow);
    const orderNo = await slow.database.db.transaction((tx) =>
      insertOrder(tx, {
        customerId,
        productSlug: 'streamly',
        skuId: 'sku_streamly_70',
        playerId: '58000001',
      }),
    );
    await markPaid(slow, orderNo);
    const order = await waitForRefund(slow, orderNo, 20_000);
    expect(order.failure).toBe('supplierFailed');
    const [delivery] = await slow.database.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.orderNo, orderNo));
    // The immediate attempt (none here: no payment hook in this test) plus the job's first try and its retry.
    expect(delivery).toMatchObject({ lastError: 'timeout' });
    expect(delivery!.attempts).toBeGreaterThanOrEqual(2);
  }, 30_000);
});
