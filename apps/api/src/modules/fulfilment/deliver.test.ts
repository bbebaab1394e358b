import { ERROR } from '@storefront/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSender } from '../../platform/jobs.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { jobFinished, jobsSent } from '../../testing/jobs.ts';
import { closeUnpaid } from '../../testing/orders.ts';
import { outboxOf } from '../../testing/outbox.ts';
import { payAtSandbox } from '../../testing/payments.ts';
import { skus } from '../catalog/tables.ts';
import { orderEvents } from '../orders/tables.ts';
import { createSupplier } from './providers/index.ts';
import { REFUND_QUEUE } from '../payments/queues.ts';
import { notifyStore, payOrder, WEBHOOK_BY_TEST } from '../payments/testing.ts';
import { DELIVER_QUEUE, RECEIPT_QUEUE } from './queues.ts';
import { createFulfilmentService } from './service.ts';
import { deliveries, productKeys } from './tables.ts';
import { guestOf, insertOrder, placeCodeOrder, statusOf, waitForRefund, waitForStatus } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(WEBHOOK_BY_TEST);
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
    sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${REFUND_QUEUE.name} AND data->>'orderNo' = ${orderNo}`,
  );
  return rows.rows[0]!.n;
}

/** A top-up of 70, paid by its customer. */
async function topUpOrder(
  productSlug: string,
  playerId: string,
  customer: { token: string; customerId: string },
  email?: string,
) {
  const orderNo = await t.database.db.transaction((tx) =>
    insertOrder(tx, {
      customerId: customer.customerId,
      productSlug,
      skuId: `sku_${productSlug}_70`,
      playerId,
      email,
    }),
  );
  await payOrder(t, customer, orderNo);
  return orderNo;
}

describe('code orders', () => {
  it('sells the held codes once paid, completes the order and e-mails them in its language', async () => {
    const customer = await guestOf(t);
    const email = `codes-${unique()}@example.com`;
    const orderNo = await placeCodeOrder(t, {
      customerId: customer.customerId,
      productSlug: 'iron-citadel',
      skuId: KEY_SKU,
      quantity: 2,
      email,
      lang: 'ru',
    });
    expect(await t.services.fulfilment.codesOf(orderNo)).toEqual([]); // held, not yet sold
    await payOrder(t, customer, orderNo);
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
    expect(mail!.text).toContain('204,00\u00a0₽'); // what the card was charged: 200 ₽ and its 2 % fee
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
    const customer = await guestOf(t);
    const { customerId } = customer;
    /** Paid on the gateway's page at the last moment: the order closes (its codes freed) before the store hears. */
    const paidAsItCloses = async (orderNo: string) => {
      const sessionId = await payAtSandbox(t, { authorization: customer.token }, orderNo);
      await closeUnpaid(t, orderNo);
      return sessionId;
    };

    const late = await placeCodeOrder(t, { customerId, productSlug: 'iron-citadel', skuId });
    const latePayment = await paidAsItCloses(late);
    expect(await notifyStore(t, latePayment)).toBe('paid'); // closed → pendingShipment: the money is taken
    await waitForStatus(t, late, 'completed');
    expect(await t.services.fulfilment.codesOf(late)).toHaveLength(1);

    const unlucky = await placeCodeOrder(t, { customerId, productSlug: 'iron-citadel', skuId });
    const unluckyPayment = await paidAsItCloses(unlucky);
    await placeCodeOrder(t, { customerId, productSlug: 'iron-citadel', skuId }); // the last code, held by another
    expect(await notifyStore(t, unluckyPayment)).toBe('paid');
    const refunded = await waitForRefund(t, unlucky);
    expect(refunded.failure).toBe('outOfStock');
    expect(await refundJobsFor(unlucky)).toBe(1);
    expect(await t.services.fulfilment.codesOf(unlucky)).toEqual([]);
  });
});

describe('top-ups', () => {
  it('credits the player through the supplier and remembers the player id', async () => {
    const customer = await guestOf(t);
    const email = `topup-${unique()}@example.com`;
    const orderNo = await topUpOrder('streamly', '51234567', customer, email);
    await waitForStatus(t, orderNo, 'completed');
    expect(await deliveryOf(orderNo)).toMatchObject({ attempts: 1, lastError: null });
    expect((await deliveryOf(orderNo))!.supplierRef).toMatch(/^sbx_/);

    const recent = await t.call(
      'player/recent',
      { productId: 'streamly' },
      { authorization: customer.token },
    );
    expect(recent.json().data.list).toEqual([
      expect.objectContaining({ playerId: '51234567', serverId: '' }),
    ]);
    await expect.poll(async () => (await outboxOf(t, email)).length, { timeout: 10_000 }).toBe(1);
    expect((await outboxOf(t, email))[0]!.text).toContain('Credited to player ID 51234567.');
  });

  it('refunds at once when the supplier rejects the top-up (nothing a retry can change)', async () => {
    const orderNo = await topUpOrder('streamly', '59000001', await guestOf(t));
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
    const email = `once-${unique()}@example.com`;
    const orderNo = await topUpOrder('streamly', '51112222', await guestOf(t), email);
    const [queued] = await jobsSent(t.boss, DELIVER_QUEUE, { orderNo });
    // Two processes (each its own service), this one's delivery right after the payment, and the
    // queued job, all at once: the supplier takes 200-400 ms, and the payment's delivery has just begun.
    const otherProcess = createFulfilmentService({
      db: t.database.db,
      config: t.config.fulfilment,
      jobs: jobSender(t.boss),
      queueRefund: (tx, orderNo) => jobSender(t.boss).send(tx, REFUND_QUEUE, { orderNo }),
      orderLink: t.services.orderLinks.linkFor,
      supplier: createSupplier(t.config.fulfilment),
    });
    await Promise.all([t.services.fulfilment.deliver(orderNo), otherProcess.deliver(orderNo)]);
    await waitForStatus(t, orderNo, 'completed');
    const completed = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderNo, orderNo), eq(orderEvents.toStatus, 'completed')));
    expect(completed).toHaveLength(1);
    // The payment's queued job ran too, and did nothing: one receipt queued, one mail sent.
    await jobFinished(t.boss, DELIVER_QUEUE, queued!.id);
    const receipts = await jobsSent(t.boss, RECEIPT_QUEUE, { orderNo });
    expect(receipts).toHaveLength(1);
    await jobFinished(t.boss, RECEIPT_QUEUE, receipts[0]!.id);
    expect(await outboxOf(t, email)).toHaveLength(1);
  });
});

describe('friend-request delivery', () => {
  it('completes when the request is sent, names the sender, and gifts the coins when asked, once', async () => {
    const owner = await guestOf(t);
    const stranger = await guestOf(t);
    const orderNo = await topUpOrder('vibecast', '51239876', owner);
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
    const orderNo = await topUpOrder('vibecast', '51237777', owner);
    await waitForStatus(t, orderNo, 'completed');
    const supplier = createSupplier(t.config.fulfilment);
    let gifts = 0;
    const counting = createFulfilmentService({
      db: t.database.db,
      config: t.config.fulfilment,
      jobs: jobSender(t.boss),
      queueRefund: (tx, orderNo) => jobSender(t.boss).send(tx, REFUND_QUEUE, { orderNo }),
      orderLink: t.services.orderLinks.linkFor,
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
    const direct = await topUpOrder('streamly', '51232222', owner);
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
    slow = await createTestApp({ ...WEBHOOK_BY_TEST, SUPPLIER_RETRIES: '1', SUPPLIER_TIMEOUT_MS: '300' });
  });
  afterAll(() => slow.close());

  it('is retried, then the order is refunded', async () => {
    const customer = await guestOf(slow);
    const orderNo = await slow.database.db.transaction((tx) =>
      insertOrder(tx, {
        customerId: customer.customerId,
        productSlug: 'streamly',
        skuId: 'sku_streamly_70',
        playerId: '58000001',
      }),
    );
    await payOrder(slow, customer, orderNo);
    const order = await waitForRefund(slow, orderNo, 20_000);
    expect(order.failure).toBe('supplierFailed');
    const [delivery] = await slow.database.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.orderNo, orderNo));
    // The attempt right after the payment, the job's (which may join it) and the job's retry.
    expect(delivery).toMatchObject({ lastError: 'timeout' });
    expect(delivery!.attempts).toBeGreaterThanOrEqual(2);
  }, 30_000);
});
