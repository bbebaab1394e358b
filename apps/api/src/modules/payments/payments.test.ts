import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { giveFullCoupon } from '../../testing/coupons.ts';
import { closeUnpaid } from '../../testing/orders.ts';
import { mailTo } from '../../testing/outbox.ts';
import { demoSkuId } from '../../demo/catalog.ts';
import { coupons } from '../coupons/tables.ts';
import { lockOrder, moveOrder } from '../orders/state.ts';
import { orders } from '../orders/tables.ts';
import { signSandbox } from './providers/sandbox.ts';
import { REFUND_QUEUE, REFUND_SWEEP_QUEUE } from './queues.ts';
import { REFUND_STUCK_AFTER_MS } from './service.ts';
import {
  paymentMethodFees,
  paymentMethodRegions,
  paymentNotifications,
  payments,
  sandboxSessions,
} from './tables.ts';

// This file's own port: the gateway's job POSTs its notifications to the listening API.
const PORT = 3601;
const SECRET = 'payments-test-webhook-secret';

let t: TestApp;
let devices = 0;
let events = 0;

beforeAll(async () => {
  t = await createTestApp({
    API_PORT: String(PORT),
    SANDBOX_WEBHOOK_SECRET: SECRET,
    PUBLIC_URL: 'http://shop.test',
  });
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function guest(): Promise<string> {
  const res = await t.call('auth/loginByDevice', { DeviceId: `payments-test-${devices++}-${Date.now()}` });
  return res.json().data.token;
}

const topUp = {
  productId: 'mecha-arena',
  skuId: demoSkuId('mecha-arena', 60),
  playerId: '512345678',
  acceptTerms: true,
};

async function order(
  token: string,
  headers: Record<string, string> = { region: 'RUS' },
  body: object = topUp,
) {
  const res = await t.call('order/create', body, { authorization: token, ...headers });
  expect(res.json().code).toBe(1);
  return res.json().data as { orderNo: string; payAmount: number };
}

async function start(token: string, orderNo: string, paymentMethod = 'card', lang = 'ru') {
  return (await t.call('payment/start', { orderNo, paymentMethod }, { authorization: token, lang })).json();
}

const sessionOf = (redirectUrl: string) => new URL(redirectUrl).searchParams.get('session')!;

async function statusOf(orderNo: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row!.status;
}

const paymentsOf = (orderNo: string) =>
  t.database.db.select().from(payments).where(eq(payments.orderNo, orderNo)).orderBy(payments.createdAt);

/** A notification as the sandbox gateway signs it; `at` is its time in Unix seconds. */
function webhook(
  body: { sessionId: string; amount: number; currency?: string; type?: string; id?: string },
  { secret = SECRET, at }: { secret?: string; at?: number } = {},
) {
  const payload = JSON.stringify({
    id: body.id ?? `evt_test_${events++}`,
    type: body.type ?? 'payment.succeeded',
    sessionId: body.sessionId,
    amount: body.amount,
    currency: body.currency ?? 'RUB',
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/hooks/sandbox',
    headers: { 'content-type': 'application/json', 'sandbox-signature': signSandbox(secret, payload, at) },
    payload,
  });
}

/**
 * The sandbox gateway's own record of a session, as if the customer had decided on its page (paid
 * `amount` in `currency`, by default the session's own) and its notification were still on the way:
 * the notifications a test sends are then its only ones.
 */
async function gatewayRecords(
  sessionId: string,
  state: 'paid' | 'declined',
  { amount, currency }: { amount?: number; currency?: string } = {},
) {
  await t.database.db
    .update(sandboxSessions)
    .set({
      state,
      decidedAt: new Date(),
      ...(amount !== undefined && { amount }),
      ...(currency && { currencyCode: currency }),
    })
    .where(eq(sandboxSessions.id, sessionId));
}

async function deliverJobs(orderNo: string): Promise<number> {
  const { rows } = await t.database.db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'fulfilment.deliver' AND data->>'orderNo' = ${orderNo}`,
  );
  return rows[0]!.count;
}

describe('payment/methods', () => {
  it("lists the region's methods with each fee and total", async () => {
    const token = await guest();
    const { orderNo } = await order(token);
    const data = (await t.call('payment/methods', { orderNo }, { authorization: token })).json().data;
    expect(data.list.map((method: { id: string }) => method.id)).toEqual(['card', 'sbp']);
    const card = data.list[0];
    expect(card.handlingFee).toBe(Math.floor((data.productAmount * 200 + 5000) / 10000));
    expect(card.payAmount).toBe(data.productAmount + card.handlingFee);
    expect(data.list[1]).toMatchObject({ id: 'sbp', handlingFee: 0, payAmount: data.productAmount });
    // The order was quoted with the region's cheapest method, so the page starts on it.
    expect(data).toMatchObject({ orderNo, status: 'waitingPayment', selected: 'sbp', discountAmount: 0 });
  });

  it('offers the e-wallet in South-East Asia, not SBP, and never Stripe unless configured', async () => {
    const token = await guest();
    const { orderNo } = await order(token, { region: 'IDN', currency: 'IDR' });
    const data = (await t.call('payment/methods', { orderNo }, { authorization: token })).json().data;
    expect(data.list.map((method: { id: string }) => method.id)).toEqual(['card', 'ewallet']);
    expect(data.currency.code).toBe('IDR');
  });

  it("follows an operator's change to a method or its fee within a second", async () => {
    const token = await guest();
    const { orderNo } = await order(token);
    const listed = async () =>
      (await t.call('payment/methods', { orderNo }, { authorization: token })).json().data.list as {
        id: string;
        handlingFee: number;
      }[];
    expect((await listed()).map((method) => method.id)).toEqual(['card', 'sbp']);
    const { db } = t.database;
    try {
      await db
        .update(paymentMethodRegions)
        .set({ enabled: false })
        .where(eq(paymentMethodRegions.methodId, 'sbp'));
      await db.insert(paymentMethodFees).values({ methodId: 'card', currencyCode: 'RUB', fixedFee: 3000 });
      await expect
        .poll(async () => (await listed()).map(({ id, handlingFee }) => ({ id, handlingFee })), {
          timeout: 5000,
          interval: 200,
        })
        .toEqual([{ id: 'card', handlingFee: expect.any(Number) }]);
      const [card] = await listed();
      const productAmount = (await t.call('payment/methods', { orderNo }, { authorization: token })).json()
        .data.productAmount;
      expect(card!.handlingFee).toBe(Math.floor((productAmount * 200 + 5000) / 10000) + 3000);
      const refused = await start(token, orderNo, 'sbp');
      expect(refused.code).toBe(-1206);
    } finally {
      await db
        .update(paymentMethodRegions)
        .set({ enabled: true })
        .where(eq(paymentMethodRegions.methodId, 'sbp'));
      await db
        .delete(paymentMethodFees)
        .where(and(eq(paymentMethodFees.methodId, 'card'), eq(paymentMethodFees.currencyCode, 'RUB')));
      // The next tests expect the seeded methods: wait until the cache has them back.
      await expect
        .poll(async () => (await listed()).map((method) => method.id), { timeout: 5000, interval: 200 })
        .toEqual(['card', 'sbp']);
    }
  });
});

describe('payment/start', () => {
  it('re-quotes the order for the method and opens the sandbox page in the customer language', async () => {
    const token = await guest();
    const { orderNo, payAmount } = await order(token);
    const res = await start(token, orderNo, 'card', 'en');
    expect(res.code).toBe(1);
    expect(res.data.redirectUrl).toMatch(
      /^http:\/\/shop\.test\/en\/sandboxPay\?session=sbx_[A-Za-z0-9_-]{16,}$/,
    );
    // Created on SBP (the region's cheapest), paid by card: its fee is added now.
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(row).toMatchObject({ paymentMethod: 'card', handlingFee: row!.payAmount - payAmount });
    expect(row!.payAmount).toBeGreaterThan(payAmount);
    const [payment] = await paymentsOf(orderNo);
    expect(payment).toMatchObject({
      provider: 'sandbox',
      methodId: 'card',
      amount: row!.payAmount,
      currencyCode: 'RUB',
      status: 'pending',
      providerRef: sessionOf(res.data.redirectUrl),
    });
    const session = await t.call('sandbox/session', { sessionId: sessionOf(res.data.redirectUrl) });
    expect(session.json().data).toMatchObject({
      merchantOrderNo: orderNo,
      amount: row!.payAmount,
      currency: { code: 'RUB', minorUnits: 2 },
      state: 'open',
    });
  });

  it('refuses a method of another region, a stranger, and a closed order', async () => {
    const token = await guest();
    const { orderNo } = await order(token, { region: 'IDN', currency: 'IDR' });
    expect((await start(token, orderNo, 'sbp')).code).toBe(-1206);
    expect((await start(token, orderNo, 'no_such')).code).toBe(-1206);
    expect((await start(await guest(), orderNo)).code).toBe(-1204);
    await t.database.db
      .update(orders)
      .set({ paymentDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNo, orderNo));
    expect((await start(token, orderNo)).code).toBe(-1209);
    await closeUnpaid(t, orderNo);
    expect((await start(token, orderNo)).code).toBe(-1209);
  });

  it('answers -1130 for an unknown sandbox session', async () => {
    const res = await t.call('sandbox/session', { sessionId: 'sbx_00000000000000000000' });
    expect(res.json().code).toBe(-1130);
  });
});

describe('an order a coupon pays in full', () => {
  it('is paid at once without a provider, uses its coupon and is delivered', async () => {
    const login = (await t.call('auth/loginByDevice', { DeviceId: `payments-free-${Date.now()}` })).json()
      .data as { token: string; userId: string };
    const couponId = await giveFullCoupon(t.database.db, login.userId);
    const { orderNo, payAmount } = await order(login.token, { region: 'RUS' }, { ...topUp, couponId });
    expect(payAmount).toBe(0);
    const methods = (await t.call('payment/methods', { orderNo }, { authorization: login.token })).json()
      .data;
    // No fee on nothing: a fixed or rounded-up fee would leave a free order owing a few kopecks.
    for (const method of methods.list) expect(method).toMatchObject({ handlingFee: 0, payAmount: 0 });

    const res = await t.call(
      'payment/start',
      { orderNo, paymentMethod: 'card' },
      { authorization: login.token, lang: 'ru' },
    );
    expect([res.statusCode, res.json()]).toEqual([
      200,
      expect.objectContaining({
        code: 1,
        data: { redirectUrl: `http://shop.test/ru/orderDetail?orderNo=${orderNo}` },
      }),
    ]);
    await expect.poll(() => statusOf(orderNo), { timeout: 10_000 }).toBe('completed');
    expect(await paymentsOf(orderNo)).toEqual([
      expect.objectContaining({ amount: 0, status: 'succeeded', providerRef: null }),
    ]);
    const sessions = await t.database.db
      .select()
      .from(sandboxSessions)
      .where(eq(sandboxSessions.merchantOrderNo, orderNo));
    expect(sessions).toEqual([]);
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.id, couponId));
    expect(coupon).toMatchObject({ state: 'used', orderNo });
    const detail = (await t.call('order/orderDetail', { orderNo }, { authorization: login.token })).json()
      .data;
    expect(detail).toMatchObject({ status: 'completed', payAmount: 0, handlingFee: 0 });
    expect(detail.paidAt).toBeGreaterThan(0);
    expect((await start(login.token, orderNo)).code).toBe(-1209);
  });
});

describe('the sandbox gateway, end to end', () => {
  it('pays: the signed notification arrives later and the order is delivered', async () => {
    const token = await guest();
    const { orderNo } = await order(token);
    const { data } = await start(token, orderNo);
    const decision = await t.call('sandbox/decide', {
      sessionId: sessionOf(data.redirectUrl),
      action: 'pay',
    });
    expect(decision.json().data.returnUrl).toBe(
      `http://shop.test/ru/payment?orderNo=${orderNo}&result=success`,
    );
    await expect.poll(() => statusOf(orderNo), { timeout: 10_000 }).toBe('completed');
    const [payment] = await paymentsOf(orderNo);
    expect(payment!.status).toBe('succeeded');
    expect(await deliverJobs(orderNo)).toBe(1);
    // The choice is made once: asking again answers the same place.
    const again = await t.call('sandbox/decide', {
      sessionId: sessionOf(data.redirectUrl),
      action: 'decline',
    });
    expect(again.json().data.returnUrl).toContain('result=success');
  });

  it('declines: the payment fails and the order can still be paid', async () => {
    const token = await guest();
    const { orderNo } = await order(token);
    const { data } = await start(token, orderNo);
    const decision = await t.call('sandbox/decide', {
      sessionId: sessionOf(data.redirectUrl),
      action: 'decline',
    });
    expect(decision.json().data.returnUrl).toContain('result=fail');
    await expect.poll(async () => (await paymentsOf(orderNo))[0]!.status, { timeout: 10_000 }).toBe('failed');
    expect(await statusOf(orderNo)).toBe('waitingPayment');
    expect((await start(token, orderNo)).code).toBe(1);
  });

  it('abandons: nothing is sent and the order waits', async () => {
    const token = await guest();
    const { orderNo } = await order(token);
    const { data } = await start(token, orderNo);
    const decision = await t.call('sandbox/decide', {
      sessionId: sessionOf(data.redirectUrl),
      action: 'abandon',
    });
    expect(decision.json().data.returnUrl).toContain('result=cancel');
    const [session] = await t.database.db
      .select()
      .from(sandboxSessions)
      .where(eq(sandboxSessions.id, sessionOf(data.redirectUrl)));
    expect(session!.state).toBe('abandoned');
    const { rows } = await t.database.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'payments.sandbox-notify'
        AND data->>'sessionId' = ${session!.id}`,
    );
    expect(rows[0]!.count).toBe(0);
    expect((await paymentsOf(orderNo))[0]!.status).toBe('pending');
  });
});

describe('webhook notifications', () => {
  async function startedOrder() {
    const token = await guest();
    const { orderNo } = await order(token);
    const { data } = await start(token, orderNo);
    const [payment] = await paymentsOf(orderNo);
    return { token, orderNo, sessionId: sessionOf(data.redirectUrl), amount: payment!.amount };
  }

  // Issue 26: a notice signed with the (published) secret paid an order whose session was still open.
  it('a correctly signed notice pays nothing while the session is open; the session paid, it pays', async () => {
    const { orderNo, sessionId, amount } = await startedOrder();
    const early = await webhook({ sessionId, amount });
    expect([early.statusCode, early.json().outcome]).toEqual([200, 'ignored']);
    expect(await statusOf(orderNo)).toBe('waitingPayment');
    expect((await paymentsOf(orderNo))[0]!.status).toBe('pending');
    const recorded = await t.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderNo, orderNo));
    expect(recorded).toEqual([]);

    await gatewayRecords(sessionId, 'paid');
    // Paid by this notice, or a moment earlier by the store's own asking about it: once either way.
    const paid = await webhook({ sessionId, amount });
    expect(['paid', 'ignored']).toContain(paid.json().outcome);
    expect((await paymentsOf(orderNo)).map((row) => row.status)).toEqual(['succeeded']);
    expect(await deliverJobs(orderNo)).toBe(1);
  });

  it('the same notification five times: one payment, one delivery job', async () => {
    const { orderNo, sessionId, amount } = await startedOrder();
    await gatewayRecords(sessionId, 'paid');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => webhook({ sessionId, amount, id: `evt_same_${orderNo}` })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // One applies it (unless the store's asking did a moment before); the others repeat it.
    const outcomes = answers.map((res) => res.json().outcome);
    expect(outcomes.filter((outcome) => outcome !== 'repeated').length).toBeLessThanOrEqual(1);
    expect(outcomes.every((outcome) => ['paid', 'ignored', 'repeated'].includes(outcome))).toBe(true);
    expect(await deliverJobs(orderNo)).toBe(1);
    const rows = await paymentsOf(orderNo);
    expect(rows.map((row) => row.status)).toEqual(['succeeded']);
    expect(await statusOf(orderNo)).not.toBe('waitingPayment');
  });

  it('the session decides, not what the notice claims: failed or succeeded', async () => {
    const paidAtGateway = await startedOrder();
    await gatewayRecords(paidAtGateway.sessionId, 'paid');
    const failedNotice = await webhook({
      sessionId: paidAtGateway.sessionId,
      amount: paidAtGateway.amount,
      type: 'payment.failed',
    });
    expect(['paid', 'ignored']).toContain(failedNotice.json().outcome);
    expect((await paymentsOf(paidAtGateway.orderNo))[0]!.status).toBe('succeeded');
    expect(await deliverJobs(paidAtGateway.orderNo)).toBe(1);

    const declinedAtGateway = await startedOrder();
    await gatewayRecords(declinedAtGateway.sessionId, 'declined');
    const paidNotice = await webhook({
      sessionId: declinedAtGateway.sessionId,
      amount: declinedAtGateway.amount,
    });
    expect(['failed', 'ignored']).toContain(paidNotice.json().outcome);
    expect((await paymentsOf(declinedAtGateway.orderNo))[0]!.status).toBe('failed');
    expect(await statusOf(declinedAtGateway.orderNo)).toBe('waitingPayment');
    expect(await deliverJobs(declinedAtGateway.orderNo)).toBe(0);
  });

  it('a second successful payment of a paid order is given back, never applied', async () => {
    const { token, orderNo, sessionId, amount } = await startedOrder();
    // The customer opened two payment pages and paid both.
    const other = await start(token, orderNo);
    const otherSession = sessionOf(other.data.redirectUrl);
    await gatewayRecords(sessionId, 'paid');
    await webhook({ sessionId, amount });
    await gatewayRecords(otherSession, 'paid');
    const [, second] = await paymentsOf(orderNo);
    const duplicate = await webhook({ sessionId: otherSession, amount: second!.amount });
    expect(['duplicate', 'ignored']).toContain(duplicate.json().outcome);
    await expect
      .poll(async () => (await paymentsOf(orderNo)).map((row) => row.status), { timeout: 10_000 })
      .toEqual(['succeeded', 'returned']);
    expect(await deliverJobs(orderNo)).toBe(1);
  });

  it('a payment after the order closed reopens it for delivery', async () => {
    const { orderNo, sessionId, amount } = await startedOrder();
    // Paid at the gateway at the last moment; its notice comes after the order closed.
    await gatewayRecords(sessionId, 'paid');
    await closeUnpaid(t, orderNo);
    expect(await statusOf(orderNo)).toBe('closed');
    const res = await webhook({ sessionId, amount });
    expect(res.json().outcome).toBe('paid');
    await expect.poll(() => statusOf(orderNo), { timeout: 10_000 }).toBe('completed');
  });

  it('refuses a forged, stale or malformed notification and changes nothing', async () => {
    const { orderNo, sessionId, amount } = await startedOrder();
    const forged = await webhook({ sessionId, amount }, { secret: 'not-the-secret-at-all' });
    const stale = await webhook({ sessionId, amount }, { at: Math.floor(Date.now() / 1000) - 3600 });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/hooks/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_x', type: 'payment.succeeded', sessionId, amount, currency: 'RUB' }),
    });
    expect([forged.statusCode, stale.statusCode, unsigned.statusCode]).toEqual([400, 400, 400]);
    expect(await statusOf(orderNo)).toBe('waitingPayment');
    expect((await paymentsOf(orderNo))[0]!.status).toBe('pending');
  });

  it('refuses a session paid for an amount or currency that differs from the payment', async () => {
    const { token, orderNo, sessionId, amount } = await startedOrder();
    const otherSession = sessionOf((await start(token, orderNo)).data.redirectUrl);
    await gatewayRecords(sessionId, 'paid', { amount: amount - 1 });
    await gatewayRecords(otherSession, 'paid', { currency: 'USD' });
    // Each notice claims the payment's own figures: the gateway's record of the session decides.
    const less = await webhook({ sessionId, amount });
    const otherCurrency = await webhook({ sessionId: otherSession, amount });
    expect([less.statusCode, otherCurrency.statusCode]).toEqual([200, 200]);
    expect([less.json().outcome, otherCurrency.json().outcome]).toEqual(['mismatch', 'mismatch']);
    expect(await statusOf(orderNo)).toBe('waitingPayment');
    expect((await paymentsOf(orderNo)).map((row) => row.status)).toEqual(['pending', 'pending']);
    // Kept for the order's timeline as refused, with why, and nothing more.
    const recorded = await t.database.db
      .select({ detail: paymentNotifications.detail })
      .from(paymentNotifications)
      .where(and(eq(paymentNotifications.provider, 'sandbox'), eq(paymentNotifications.orderNo, orderNo)))
      .orderBy(paymentNotifications.receivedAt);
    expect(recorded.map((row) => row.detail).sort()).toEqual(
      [
        `refused: ${amount - 1} RUB notified, the payment is ${amount} RUB`,
        `refused: ${amount} USD notified, the payment is ${amount} RUB`,
      ].sort(),
    );
  });
});

describe('the webhook route', () => {
  it('knows only the configured providers', async () => {
    for (const provider of ['stripe', 'paypal']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/hooks/${provider}`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode, provider).toBe(404);
    }
  });

  it('answers 404, not a server error, for a provider named like a built-in property', async () => {
    for (const provider of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/hooks/${provider}`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode, provider).toBe(404);
    }
  });
});

describe('payments.refund', () => {
  it('never gives back the money of an order that was delivered', async () => {
    const token = await guest();
    const { orderNo } = await order(token);
    await start(token, orderNo);
    const [payment] = await paymentsOf(orderNo);
    await gatewayRecords(payment!.providerRef!, 'paid');
    await webhook({ sessionId: payment!.providerRef!, amount: payment!.amount });
    await expect.poll(() => statusOf(orderNo), { timeout: 10_000 }).toBe('completed');
    const jobId = await t.boss.send(REFUND_QUEUE.name, { orderNo });
    await expect
      .poll(async () => (await t.boss.getJobById('payments.refund', jobId!))?.state, { timeout: 10_000 })
      .toBe('completed');
    expect(await statusOf(orderNo)).toBe('completed');
    expect((await paymentsOf(orderNo))[0]!.status).toBe('succeeded');
  });

  it('gives the money back, marks the order refunded and tells the customer', async () => {
    const token = await guest();
    const { orderNo } = await order(
      token,
      { region: 'RUS', lang: 'ru' },
      // The supplier rejects every top-up of this player: the order is paid and cannot be delivered.
      { ...topUp, playerId: '591234567', email: 'refund@example.com' },
    );
    const { data } = await start(token, orderNo);
    expect(sessionOf(data.redirectUrl)).toMatch(/^sbx_/);
    await t.call('sandbox/decide', { sessionId: sessionOf(data.redirectUrl), action: 'pay' });
    await expect.poll(() => statusOf(orderNo), { timeout: 10_000 }).toBe('refunded');
    expect((await paymentsOf(orderNo))[0]!.status).toBe('refunded');
    const mail = await mailTo(t, 'refund@example.com');
    expect(mail.subject).toBe(`Деньги за заказ ${orderNo} возвращены`);
    expect(mail.text).toContain('₽');
    const detail = (await t.call('order/orderDetail', { orderNo }, { authorization: token })).json().data;
    expect(detail).toMatchObject({ status: 'refunded', failure: 'supplierFailed' });
    expect(detail.refundedAt).toBeGreaterThan(0);
  });
});

describe('the refund sweep', () => {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

  /** A paid order whose delivery failed and whose refund job is gone (its retries spent). */
  async function stuckRefund(email: string, since: Date) {
    const token = await guest();
    const { orderNo } = await order(token, { region: 'RUS' }, { ...topUp, email });
    await start(token, orderNo);
    const [payment] = await paymentsOf(orderNo);
    await t.database.db.transaction(async (tx) => {
      const paid = await moveOrder(tx, (await lockOrder(tx, orderNo))!, 'pendingShipment', 'paid');
      await tx
        .update(payments)
        .set({ status: 'succeeded', updatedAt: since })
        .where(eq(payments.id, payment!.id));
      await moveOrder(tx, paid, 'pendingRefund', 'supplierFailed', { failure: 'supplierFailed' });
      await tx.update(orders).set({ refundRequestedAt: since }).where(eq(orders.orderNo, orderNo));
    });
    return { orderNo, paymentId: payment!.id };
  }

  const refundJobs = async (orderNo: string) =>
    (
      await t.database.db.execute<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'payments.refund' AND data->>'orderNo' = ${orderNo}`,
      )
    ).rows[0]!.count;

  it('asks again for refunds left undone past their retries, once, and leaves recent ones to their job', async () => {
    expect(REFUND_STUCK_AFTER_MS).toBeGreaterThan(3 * 60 * 60 * 1000);
    const stuck = await stuckRefund('stuck@example.com', hoursAgo(5));
    const recent = await stuckRefund('recent@example.com', hoursAgo(1));
    // A second payment of a paid order, set aside to be given back, whose job gave up too.
    const token = await guest();
    const { orderNo: paidTwice } = await order(token);
    await start(token, paidTwice);
    await start(token, paidTwice, 'sbp');
    const [first, second] = await paymentsOf(paidTwice);
    await t.database.db.transaction(async (tx) => {
      await moveOrder(tx, (await lockOrder(tx, paidTwice))!, 'pendingShipment', 'paid');
      await tx.update(payments).set({ status: 'succeeded' }).where(eq(payments.id, first!.id));
      await tx
        .update(payments)
        .set({ status: 'duplicate', updatedAt: hoursAgo(5) })
        .where(eq(payments.id, second!.id));
    });

    await t.boss.send(REFUND_SWEEP_QUEUE.name, {});
    await expect.poll(() => statusOf(stuck.orderNo), { timeout: 10_000 }).toBe('refunded');
    await expect
      .poll(async () => (await paymentsOf(paidTwice)).map((row) => row.status), { timeout: 10_000 })
      .toEqual(['succeeded', 'returned']);
    expect((await paymentsOf(stuck.orderNo))[0]!.status).toBe('refunded');
    expect((await mailTo(t, 'stuck@example.com')).subject).toContain(stuck.orderNo);
    expect(await statusOf(recent.orderNo)).toBe('pendingRefund');
    expect(await refundJobs(recent.orderNo)).toBe(0);

    // Asked again at once (a second sweep, or one while the job still retries): nothing more is queued.
    const again = await stuckRefund('again@example.com', hoursAgo(5));
    const lines: Record<string, unknown>[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    await t.services.payments.sweepRefunds(log);
    await t.services.payments.sweepRefunds(log);
    expect(await refundJobs(again.orderNo)).toBe(1);
    expect(await refundJobs(stuck.orderNo)).toBe(1);
    const warned = lines.filter((line) => line.orderNo === again.orderNo);
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({ level: 40, paymentId: again.paymentId });
    // The operator's line holds no personal data: no e-mail, no player id.
    expect(JSON.stringify(lines)).not.toMatch(/again@example\.com|512345678/);
    await expect.poll(() => statusOf(again.orderNo), { timeout: 10_000 }).toBe('refunded');
  });
});
