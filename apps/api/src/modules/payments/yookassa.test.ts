import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { HEADER } from '@storefront/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { registerRequestContext } from '../../platform/http/context.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { startFakeYookassa, type FakeYookassa } from '../../testing/fake-yookassa.ts';
import { closeUnpaid } from '../../testing/orders.ts';
import { closeCheckoutsJobState, placeTopUp } from '../../testing/payments.ts';
import { DELIVER_QUEUE } from '../fulfilment/queues.ts';
import { orders } from '../orders/tables.ts';
import { ProviderUnavailableError } from './providers/provider.ts';
import { paymentSenderChecks } from './providers/index.ts';
import { fromYookassa } from './providers/yookassa-networks.ts';
import { yookassaProvider } from './providers/yookassa.ts';
import { registerPaymentHooks } from './routes.ts';
import { paymentNotifications, payments, refunds } from './tables.ts';

// This file's own port: the fake YooKassa POSTs its notifications to the listening API.
const PORT = 3655;
const SHOP = { shopId: '123456', secretKey: 'test_yookassa_secret' };

const trustedOnly = loadConfig({
  YOOKASSA_SHOP_ID: SHOP.shopId,
  YOOKASSA_SECRET_KEY: SHOP.secretKey,
  YOOKASSA_TRUSTED_NETWORKS_ONLY: 'true',
});

let fake: FakeYookassa;
let t: TestApp;
let devices = 0;

beforeAll(async () => {
  fake = await startFakeYookassa({ ...SHOP, webhookUrl: `http://127.0.0.1:${PORT}/api/hooks/yookassa` });
  t = await createTestApp({
    API_PORT: String(PORT),
    YOOKASSA_SHOP_ID: SHOP.shopId,
    YOOKASSA_SECRET_KEY: SHOP.secretKey,
    YOOKASSA_API_URL: fake.apiUrl,
    PUBLIC_URL: 'http://shop.test',
  });
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A guest's top-up in Russia, and its first attempt with a YooKassa method (the card's by default). */
async function yookassaOrder(method = 'yookassa_card', playerId = '512345678', email?: string) {
  const login = await t.call('auth/loginByDevice', { DeviceId: `yookassa-test-${devices++}-${Date.now()}` });
  const token = login.json().data.token as string;
  const orderNo = await placeTopUp(t, { authorization: token, region: 'RUS' }, { playerId, email });
  const started = await startAgain(token, orderNo, method);
  const [payment] = await paymentsOf(orderNo);
  return { token, orderNo, started, payment: payment! };
}

const startAgain = async (token: string, orderNo: string, paymentMethod = 'yookassa_card') =>
  (await t.call('payment/start', { orderNo, paymentMethod }, { authorization: token, lang: 'ru' })).json();

const paymentsOf = (orderNo: string) =>
  t.database.db.select().from(payments).where(eq(payments.orderNo, orderNo)).orderBy(payments.createdAt);

const statusOf = async (orderNo: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!.status;

const deliveriesOf = async (orderNo: string) => {
  const { rows } = await t.database.db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM pgboss.job WHERE name = ${DELIVER_QUEUE.name} AND data->>'orderNo' = ${orderNo}`,
  );
  return rows[0]!.count;
};

/** A notification as YooKassa posts it: unsigned JSON naming the payment. */
const notice = (event: string, object: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/hooks/yookassa',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ type: 'notification', event, object }),
  });

describe('YooKassa', () => {
  // Issue 26: the sandbox takes no money, so the demo lists a configured real provider before it.
  it('is offered in Russia once configured, before the sandbox', async () => {
    const { token, orderNo } = await yookassaOrder();
    const methods = await t.call('payment/methods', { orderNo }, { authorization: token });
    expect(methods.json().data.list.map((method: { id: string }) => method.id)).toEqual([
      'yookassa_card',
      'yookassa_sbp',
      'yookassa_sberpay',
      'yookassa_yoomoney',
      'card',
      'sbp',
    ]);
  });

  it('creates a captured payment in roubles under the attempt’s Idempotence-Key, with its method and our metadata', async () => {
    const { orderNo, started, payment } = await yookassaOrder('yookassa_sberpay');
    expect(started.code).toBe(1);
    expect(started.data.redirectUrl).toBe(`${fake.origin}/checkout/${payment.providerRef}`);
    const request = fake.seen.find(
      (seen) => seen.path === '/v3/payments' && seen.idempotenceKey === `checkout-${payment.id}`,
    )!;
    expect(request.body).toMatchObject({
      amount: {
        value: `${Math.floor(payment.amount / 100)}.${String(payment.amount % 100).padStart(2, '0')}`,
        currency: 'RUB',
      },
      capture: true,
      confirmation: {
        type: 'redirect',
        return_url: `http://shop.test/ru/payment?orderNo=${orderNo}`,
        locale: 'ru_RU',
      },
      metadata: { orderNo, paymentId: payment.id },
      payment_method_data: { type: 'sberbank' },
    });
    // No receipt unless the owner sends fiscal receipts.
    expect(request.body).not.toHaveProperty('receipt');

    for (const [method, type] of [
      ['yookassa_card', 'bank_card'],
      ['yookassa_sbp', 'sbp'],
      ['yookassa_yoomoney', 'yoo_money'],
    ]) {
      const other = await yookassaOrder(method);
      expect(fake.payments.get(other.payment.providerRef!)!.payment_method?.type).toBe(type);
    }
  });

  it('sends the 54-FZ receipt with the payment once the owner turns fiscal receipts on', async () => {
    const owner = { staffId: 'stf_owner', email: 'owner@yookassa.test', ip: '127.0.0.1' };
    const receipts = async (fiscalReceipts: boolean, receiptVatCode: number) => {
      const { site } = t.services.contentConsole;
      const { logo, missingLangs: _missing, ...settings } = await site.get();
      return site.save(owner, { ...settings, logo: logo?.key ?? null, fiscalReceipts, receiptVatCode });
    };
    expect(await receipts(true, 4)).toMatchObject({ fiscalReceipts: true, receiptVatCode: 4 });
    let order: Awaited<ReturnType<typeof yookassaOrder>>;
    try {
      order = await yookassaOrder('yookassa_card', '512345678', 'buyer@receipt.test');
    } finally {
      await receipts(false, 1);
    }
    const { payment } = order;
    const body = fake.seen.find((seen) => seen.idempotenceKey === `checkout-${payment.id}`)!.body!;
    expect(body.receipt).toEqual({
      customer: { email: 'buyer@receipt.test' },
      items: [
        {
          description: body.description,
          quantity: '1.00',
          amount: body.amount,
          vat_code: 4,
          payment_mode: 'full_payment',
          payment_subject: 'service',
        },
      ],
    });
    expect(String(body.description)).toContain(order.orderNo);
  });

  it('answers a repeated creation under the same key with the same payment', async () => {
    const { payment } = await yookassaOrder();
    const first = fake.seen.find((seen) => seen.idempotenceKey === `checkout-${payment.id}`)!.body!;
    const provider = yookassaProvider({
      ...SHOP,
      apiUrl: fake.apiUrl,
      paymentOf: async () => undefined,
      minorUnitsOf: async () => 2,
      productName: async () => String(first.description),
      receiptTerms: async () => undefined,
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNo, payment.orderNo));
    const { return_url: returnUrl } = first.confirmation as { return_url: string };
    // As a retry after a lost answer: the same attempt, asked again.
    const again = await provider.startCheckout(payment, order!, { returnUrl, lang: 'ru' });
    expect(again.providerRef).toBe(payment.providerRef);
    const created = [...fake.payments.values()].filter((item) => item.metadata.paymentId === payment.id);
    expect(created).toHaveLength(1);
  });

  it('pays and delivers the order on the payment.succeeded notification, read back from the API', async () => {
    const { orderNo, payment } = await yookassaOrder();
    await fake.pay(payment.providerRef!);
    await expect.poll(() => statusOf(orderNo), { timeout: 20_000 }).toBe('completed');
    expect(await deliveriesOf(orderNo)).toBe(1);
    // The notification was a hint: the store read the payment by its id, with the shop's key.
    expect(
      fake.seen.some((seen) => seen.method === 'GET' && seen.path === `/v3/payments/${payment.providerRef}`),
    ).toBe(true);
    const [row] = await paymentsOf(orderNo);
    expect(row!.status).toBe('succeeded');
  });

  it('keeps the order payable when the bank declines, and pays it with another attempt', async () => {
    const { token, orderNo, payment } = await yookassaOrder();
    await fake.decline(payment.providerRef!);
    await expect.poll(async () => (await paymentsOf(orderNo))[0]!.status, { timeout: 10_000 }).toBe('failed');
    expect(await statusOf(orderNo)).toBe('waitingPayment');
    expect((await startAgain(token, orderNo, 'yookassa_sbp')).code).toBe(1);
    const second = (await paymentsOf(orderNo))[1]!;
    await fake.pay(second.providerRef!);
    await expect.poll(() => statusOf(orderNo), { timeout: 20_000 }).toBe('completed');
  });

  it('applies a payment once however often, and in whatever order, its notifications come', async () => {
    const { token, orderNo, payment } = await yookassaOrder();
    expect((await startAgain(token, orderNo, 'yookassa_sbp')).code).toBe(1);
    const second = (await paymentsOf(orderNo))[1]!;
    fake.behaviour.hold = true;
    // The first attempt is declined, the second paid; their notifications arrive newest first.
    await fake.decline(payment.providerRef!);
    await fake.pay(second.providerRef!);
    expect(await fake.release({ reversed: true })).toEqual([200, 200]);
    for (let i = 0; i < 3; i++) {
      expect(await fake.notify(second.providerRef!)).toBe(200);
      expect(await fake.notify(payment.providerRef!)).toBe(200);
    }
    await expect.poll(() => statusOf(orderNo), { timeout: 20_000 }).toBe('completed');
    expect(await deliveriesOf(orderNo)).toBe(1);
    const rows = await paymentsOf(orderNo);
    expect(rows.map((row) => row.status)).toEqual(['failed', 'succeeded']);
    const records = await t.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderNo, orderNo));
    expect(records.map((record) => record.outcome).sort()).toEqual(['failed', 'succeeded']);
  });

  it('marks nothing paid on a forged notification: an unknown payment, or one YooKassa says is unpaid', async () => {
    const { orderNo, payment } = await yookassaOrder();
    const unknown = await notice('payment.succeeded', {
      id: '2ed1f1e3-000f-5000-8000-1d3b5b9a1c11',
      status: 'succeeded',
      amount: { value: '10000.00', currency: 'RUB' },
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([200, { received: true, outcome: 'unknown' }]);
    // The body says paid; YooKassa's API says the payment is still pending.
    const forged = await notice('payment.succeeded', {
      id: payment.providerRef,
      status: 'succeeded',
      paid: true,
      amount: { value: '1.00', currency: 'RUB' },
      metadata: { orderNo, paymentId: payment.id },
    });
    expect([forged.statusCode, forged.json().outcome]).toEqual([200, 'ignored']);
    expect((await notice('payment.succeeded', { id: '../refunds' })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/hooks/yookassa', payload: 'paid' })).statusCode,
    ).toBe(400);
    expect(await statusOf(orderNo)).toBe('waitingPayment');
    expect((await paymentsOf(orderNo))[0]!.status).toBe('pending');
    expect(await deliveriesOf(orderNo)).toBe(0);
  });

  it('refuses and refunds a payment YooKassa confirms for another amount', async () => {
    const { orderNo, payment } = await yookassaOrder();
    await fake.pay(payment.providerRef!, { value: '1.00' });
    const taken = fake.payments.get(payment.providerRef!)!;
    await expect.poll(() => taken.refunded_amount?.value, { timeout: 10_000 }).toBe('1.00');
    expect(await statusOf(orderNo)).toBe('waitingPayment');
    expect((await paymentsOf(orderNo))[0]!.status).toBe('pending');
    const [record] = await t.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderNo, orderNo));
    expect(record!.detail).toBe(`refused: 100 RUB notified, the payment is ${payment.amount} RUB`);
    // Its repeat refunds nothing twice.
    expect(await fake.notify(payment.providerRef!)).toBe(200);
    expect(
      [...fake.refunds.values()].filter((refund) => refund.payment_id === payment.providerRef),
    ).toHaveLength(1);
  });

  it('answers -1220 for an amount below YooKassa’s minimum, and -1107 while it is down; the order stays payable', async () => {
    fake.behaviour.minimum = 100_000_000;
    let small: Awaited<ReturnType<typeof yookassaOrder>>;
    try {
      small = await yookassaOrder();
    } finally {
      fake.behaviour.minimum = 100;
    }
    expect(small.started).toMatchObject({ code: -1220 });
    expect(small.payment.status).toBe('failed');

    fake.behaviour.down = true;
    let down: Awaited<ReturnType<typeof yookassaOrder>>;
    try {
      down = await yookassaOrder();
    } finally {
      fake.behaviour.down = false;
    }
    expect(down.started).toMatchObject({ code: -1107 });
    expect(await statusOf(down.orderNo)).toBe('waitingPayment');
    expect((await startAgain(down.token, down.orderNo)).code).toBe(1);
  });

  it('counts a call YooKassa does not answer in time as unavailable', async () => {
    const { payment } = await yookassaOrder();
    const provider = yookassaProvider({
      ...SHOP,
      apiUrl: fake.apiUrl,
      timeoutMs: 300,
      paymentOf: async () => payment,
      minorUnitsOf: async () => 2,
      productName: async () => 'Mecha Arena',
      receiptTerms: async () => undefined,
    });
    fake.behaviour.hang = true;
    try {
      await expect(provider.fetchOutcome(payment)).rejects.toBeInstanceOf(ProviderUnavailableError);
    } finally {
      fake.behaviour.hang = false;
    }
  });

  it('refunds in full through the refund job when the top-up cannot be made', async () => {
    // The sandbox supplier rejects every top-up of a player id starting with 59.
    const { orderNo, payment } = await yookassaOrder('yookassa_card', '591234567');
    await fake.pay(payment.providerRef!);
    await expect.poll(() => statusOf(orderNo), { timeout: 30_000 }).toBe('refunded');
    const asked = fake.seen.filter(
      (seen) => seen.path === '/v3/refunds' && seen.body?.payment_id === payment.providerRef,
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]!.idempotenceKey).toBe(`refund-${payment.id}-0`);
    expect(fake.payments.get(payment.providerRef!)!.refunded_amount).toEqual(
      fake.payments.get(payment.providerRef!)!.amount,
    );
    expect((await paymentsOf(orderNo))[0]!.status).toBe('refunded');
  }, 40_000);

  it('makes a refund YooKassa canceled again under a key of its own, and gives the money back once', async () => {
    const { orderNo, payment } = await yookassaOrder('yookassa_card', '591234567');
    fake.behaviour.cancelRefunds = 1;
    await fake.pay(payment.providerRef!);
    await expect.poll(() => statusOf(orderNo), { timeout: 60_000 }).toBe('refunded');
    const asked = fake.seen.filter(
      (seen) => seen.path === '/v3/refunds' && seen.body?.payment_id === payment.providerRef,
    );
    expect(asked.map((seen) => seen.idempotenceKey)).toEqual([
      `refund-${payment.id}-0`,
      `refund-${payment.id}-0-1`,
    ]);
    const made = [...fake.refunds.values()].filter((refund) => refund.payment_id === payment.providerRef);
    expect(made.map((refund) => refund.status)).toEqual(['canceled', 'succeeded']);
    expect(fake.payments.get(payment.providerRef!)!.refunded_amount).toEqual(
      fake.payments.get(payment.providerRef!)!.amount,
    );
  }, 90_000);

  it('refunds part of a delivered order under the refund’s own key, never more than is left', async () => {
    const { orderNo, payment } = await yookassaOrder();
    await fake.pay(payment.providerRef!);
    await expect.poll(() => statusOf(orderNo), { timeout: 20_000 }).toBe('completed');
    const operator = { staffId: 'stf_yookassa', email: 'operator@yookassa.test', ip: '127.0.0.1' };
    const refund = (amount: number) =>
      t.services.orderActions.refund(operator, {
        orderNo,
        actionId: randomUUID(),
        reason: 'Part arrived',
        amount,
      });
    const rowOf = async (id: string) =>
      (await t.database.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;

    const half = Math.floor(payment.amount / 2);
    const first = await refund(half);
    await expect
      .poll(async () => (await rowOf(first.actionId)).status, { timeout: 20_000 })
      .toBe('succeeded');
    const asks = fake.seen.filter(
      (seen) => seen.path === '/v3/refunds' && seen.idempotenceKey === `refund-${first.actionId}`,
    );
    expect(asks.length).toBeGreaterThanOrEqual(1);
    expect((await rowOf(first.actionId)).providerRef).toBe([...fake.refunds.values()].at(-1)!.id);

    // Given back at YooKassa's own dashboard meanwhile: the store does not know it.
    fake.payments.get(payment.providerRef!)!.refunded_amount = {
      value: fake.payments.get(payment.providerRef!)!.amount.value,
      currency: 'RUB',
    };
    const second = await refund(1);
    await expect.poll(async () => (await rowOf(second.actionId)).status, { timeout: 20_000 }).toBe('failed');
    const [after] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(after!.refundedAmount).toBe(half);
    const succeeded = await t.database.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderNo, orderNo), eq(refunds.status, 'succeeded')));
    expect(succeeded).toHaveLength(1);
  }, 60_000);

  it('leaves a pending payment of an order that closed unpaid to expire at YooKassa, and cancels one held for capture', async () => {
    const open = await yookassaOrder();
    const held = await yookassaOrder();
    fake.payments.get(held.payment.providerRef!)!.status = 'waiting_for_capture';
    for (const { orderNo } of [open, held]) {
      await closeUnpaid(t, orderNo);
      await expect.poll(() => closeCheckoutsJobState(t, orderNo), { timeout: 10_000 }).toBe('completed');
    }
    expect(fake.payments.get(open.payment.providerRef!)!.status).toBe('pending');
    expect(fake.payments.get(held.payment.providerRef!)!).toMatchObject({
      status: 'canceled',
      cancellation_details: { party: 'merchant' },
    });
    const cancels = fake.seen.filter((seen) => seen.path.endsWith('/cancel'));
    expect(cancels.map((seen) => seen.idempotenceKey)).toEqual([`cancel-${held.payment.id}`]);
  });

  it('refuses notifications from outside YooKassa’s addresses when told to, and hears those from inside', async () => {
    // The webhook route as the API registers it, with the check YOOKASSA_TRUSTED_NETWORKS_ONLY adds.
    const hooks = Fastify();
    registerRequestContext(hooks);
    registerPaymentHooks(hooks, t.services.payments, paymentSenderChecks(trustedOnly));
    const from = (address: string) =>
      hooks.inject({
        method: 'POST',
        url: '/api/hooks/yookassa',
        headers: { 'content-type': 'application/json', [HEADER.realIp]: address },
        payload: JSON.stringify({
          type: 'notification',
          event: 'payment.succeeded',
          object: { id: randomUUID() },
        }),
      });
    try {
      expect((await from('203.0.113.7')).statusCode).toBe(403);
      const inside = await from('185.71.76.20');
      expect([inside.statusCode, inside.json().outcome]).toEqual([200, 'unknown']);
    } finally {
      await hooks.close();
    }
  });

  it('knows YooKassa’s published notification addresses', () => {
    expect(fromYookassa('185.71.76.5')).toBe(true);
    expect(fromYookassa('::ffff:77.75.154.200')).toBe(true);
    expect(fromYookassa('2a02:5180:0:1::1')).toBe(true);
    expect(fromYookassa('77.75.156.12')).toBe(false);
    expect(fromYookassa('127.0.0.1')).toBe(false);
  });
});
