import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { CONSOLE_ERROR } from '@storefront/contracts';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { giveFullCoupon } from '../../testing/coupons.ts';
import { closeUnpaid } from '../../testing/orders.ts';
import { closeCheckoutsJobState } from '../../testing/payments.ts';
import { demoSkuId } from '../../demo/catalog.ts';
import { DELIVER_QUEUE } from '../fulfilment/queues.ts';
import { lockOrder, moveOrder } from '../orders/state.ts';
import { orders } from '../orders/tables.ts';
import { REFUND_QUEUE } from './queues.ts';
import { paymentNotifications, payments, refunds } from './tables.ts';

const FAKE_STRIPE_PORT = 3605;
const WEBHOOK_SECRET = 'whsec_test_storefront';

interface Seen {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}

/** Stripe's API as far as the store uses it: Checkout Sessions and refunds. */
function fakeStripe() {
  const seen: Seen[] = [];
  // Stripe's smallest charge, in its minor units, whatever the currency: a test raises it.
  const limits = { minimum: 50, down: false, refundsDown: false, sessionsDown: false };
  // What Stripe has given back of each payment intent, in its minor units.
  const refundedOf = new Map<string, number>();
  // Payment intents whose money Stripe has already given back.
  const refunded = new Set<string>();
  const sessions = new Map<string, Record<string, unknown>>();
  // The fingerprint of the card that paid each payment intent.
  const cards = new Map<string, string>();
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const path = request.url!.split('?')[0]!;
      const body = new URLSearchParams(raw);
      seen.push({
        method: request.method!,
        path,
        body,
        idempotencyKey: request.headers['idempotency-key'] as string,
      });
      const reply = (status: number, data: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        response.end(JSON.stringify(data));
      };
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        if (limits.down) {
          return reply(500, { error: { type: 'api_error', message: 'Something went wrong on Stripe' } });
        }
        if (Number(body.get('line_items[0][price_data][unit_amount]')) < limits.minimum) {
          return reply(400, {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_small',
              message: "The Checkout Session's total amount due must add up to at least $0.50 usd",
            },
          });
        }
        const id = `cs_test_${sessions.size + 1}`;
        const session = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          amount_total: Number(body.get('line_items[0][price_data][unit_amount]')),
          currency: body.get('line_items[0][price_data][currency]'),
          payment_intent: `pi_${id}`,
          payment_status: 'unpaid',
          status: 'open',
        };
        sessions.set(id, session);
        return reply(200, session);
      }
      const expiring = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (request.method === 'POST' && expiring && sessions.has(expiring[1]!)) {
        const session = sessions.get(expiring[1]!)!;
        if (session.status !== 'open') {
          return reply(400, {
            error: {
              type: 'invalid_request_error',
              message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
            },
          });
        }
        session.status = 'expired';
        return reply(200, session);
      }
      const found = /^\/v1\/checkout\/sessions\/(.+)$/.exec(path);
      if (request.method === 'GET' && found && limits.sessionsDown) {
        return reply(500, { error: { type: 'api_error', message: 'Something went wrong on Stripe' } });
      }
      if (request.method === 'GET' && found && sessions.has(found[1]!))
        return reply(200, sessions.get(found[1]!));
      const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && intent && cards.has(intent[1]!)) {
        return reply(200, {
          id: intent[1],
          object: 'payment_intent',
          latest_charge: {
            id: `ch_${intent[1]}`,
            object: 'charge',
            payment_method_details: { type: 'card', card: { fingerprint: cards.get(intent[1]!) } },
          },
        });
      }
      if (request.method === 'POST' && path === '/v1/refunds' && body.has('amount')) {
        if (limits.refundsDown) {
          return reply(500, { error: { type: 'api_error', message: 'Something went wrong on Stripe' } });
        }
        const intent = body.get('payment_intent')!;
        const session = [...sessions.values()].find((item) => item.payment_intent === intent)!;
        const amount = Number(body.get('amount'));
        const given = refundedOf.get(intent) ?? 0;
        if (given + amount > Number(session.amount_total)) {
          return reply(400, {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: 'Refund amount is greater than unrefunded amount on charge',
            },
          });
        }
        refundedOf.set(intent, given + amount);
        return reply(200, {
          id: `re_${refundedOf.size}_${given}`,
          object: 'refund',
          status: 'succeeded',
          amount,
        });
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        if (refunded.has(body.get('payment_intent')!)) {
          return reply(400, {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: 'Charge ch_1 has already been refunded.',
            },
          });
        }
        return reply(200, {
          id: 're_1',
          object: 'refund',
          status: 'succeeded',
          payment_intent: body.get('payment_intent'),
        });
      }
      reply(404, { error: { type: 'invalid_request_error', message: 'No such resource' } });
    });
  });
  return { server, seen, sessions, limits, refunded, refundedOf, cards };
}

const fake = fakeStripe();
const signer = new Stripe('sk_test_signer');
// What the API logs, for the lines an operator reads.
const logged: Record<string, unknown>[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
let t: TestApp;
let devices = 0;
let events = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(FAKE_STRIPE_PORT, '127.0.0.1', resolve));
  t = await createTestApp(
    {
      STRIPE_SECRET_KEY: 'sk_test_storefront',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${FAKE_STRIPE_PORT}`,
      PUBLIC_URL: 'http://shop.test',
      SUPPLIER_RETRIES: '0',
    },
    logger,
  );
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => fake.server.close(resolve));
});

async function stripeOrder(headers: Record<string, string> = { region: 'RUS' }, playerId = '512345678') {
  const login = await t.call('auth/loginByDevice', { DeviceId: `stripe-test-${devices++}-${Date.now()}` });
  const token = login.json().data.token as string;
  const created = await t.call(
    'order/create',
    { productId: 'mecha-arena', skuId: demoSkuId('mecha-arena', 60), playerId, acceptTerms: true },
    { authorization: token, ...headers },
  );
  const { orderNo } = created.json().data as { orderNo: string };
  const started = await t.call(
    'payment/start',
    { orderNo, paymentMethod: 'stripe_card' },
    { authorization: token, lang: 'en' },
  );
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderNo, orderNo));
  return { token, orderNo, started: started.json(), payment: payment! };
}

function notify(type: string, session: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_test_${events++}`,
    object: 'event',
    type,
    data: { object: { object: 'checkout.session', ...session } },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/hooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

const statusOf = async (orderNo: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!.status;

describe('Stripe', () => {
  it('is offered as a method once configured, before the sandbox', async () => {
    const { token, orderNo } = await stripeOrder();
    const methods = await t.call('payment/methods', { orderNo }, { authorization: token });
    expect(methods.json().data.list.map((method: { id: string }) => method.id)).toEqual([
      'stripe_card',
      'card',
      'sbp',
    ]);
  });

  it('opens a Checkout Session for the quoted amount in Stripe minor units', async () => {
    const { orderNo, started, payment } = await stripeOrder();
    expect(started.data.redirectUrl).toBe(`https://checkout.stripe.test/c/pay/${payment.providerRef}`);
    const request = fake.seen.find(
      (seen) => seen.path === '/v1/checkout/sessions' && seen.body.get('client_reference_id') === orderNo,
    )!;
    expect(request.body.get('line_items[0][price_data][unit_amount]')).toBe(String(payment.amount));
    expect(request.body.get('line_items[0][price_data][currency]')).toBe('rub');
    expect(request.body.get('success_url')).toBe(
      `http://shop.test/en/payment?orderNo=${orderNo}&result=success`,
    );
    expect(request.body.get('locale')).toBe('en');
    expect(request.idempotencyKey).toBe(`checkout-${payment.id}`);

    // The rupiah has no minor unit in our catalogue, two at Stripe.
    const idr = await stripeOrder({ region: 'IDN', currency: 'IDR' });
    const idrRequest = fake.seen.find((seen) => seen.body.get('client_reference_id') === idr.orderNo)!;
    expect(idrRequest.body.get('line_items[0][price_data][unit_amount]')).toBe(
      String(idr.payment.amount * 100),
    );
  });

  it('pays the order on a verified checkout.session.completed, once however often it comes', async () => {
    const { orderNo, payment } = await stripeOrder({ region: 'IDN', currency: 'IDR' });
    const session = {
      id: payment.providerRef,
      amount_total: payment.amount * 100,
      currency: 'idr',
      payment_status: 'paid',
    };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await notify('checkout.session.completed', session));
    expect(answers.map((res) => res.json().outcome)).toEqual(['paid', 'ignored', 'ignored']);
    expect(await statusOf(orderNo)).not.toBe('waitingPayment');
    const { rows } = await t.database.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM pgboss.job WHERE name = ${DELIVER_QUEUE.name} AND data->>'orderNo' = ${orderNo}`,
    );
    expect(rows[0]!.count).toBe(1);
  });

  it("keeps the paying card's fingerprint as the payer, and none when Stripe does not tell it", async () => {
    const carded = await stripeOrder();
    fake.cards.set(`pi_${carded.payment.providerRef}`, 'fp_card_one');
    const unknown = await stripeOrder();
    for (const { payment } of [carded, unknown]) {
      const res = await notify('checkout.session.completed', {
        id: payment.providerRef,
        amount_total: payment.amount,
        currency: 'rub',
        payment_status: 'paid',
        payment_intent: `pi_${payment.providerRef}`,
      });
      expect(res.json().outcome).toBe('paid');
    }
    const payerOf = async (id: string) =>
      (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!.payer;
    expect(await payerOf(carded.payment.id)).toBe('fp_card_one');
    expect(await payerOf(unknown.payment.id)).toBeNull();
  });

  it('waits for a delayed method, and fails an expired session', async () => {
    const delayed = await stripeOrder();
    const base = { id: delayed.payment.providerRef, amount_total: delayed.payment.amount, currency: 'rub' };
    const completed = await notify('checkout.session.completed', { ...base, payment_status: 'unpaid' });
    expect(completed.json().outcome).toBe('ignored');
    expect(await statusOf(delayed.orderNo)).toBe('waitingPayment');
    const succeeded = await notify('checkout.session.async_payment_succeeded', {
      ...base,
      payment_status: 'paid',
    });
    expect(succeeded.json().outcome).toBe('paid');

    const expired = await stripeOrder();
    const res = await notify('checkout.session.expired', {
      id: expired.payment.providerRef,
      amount_total: expired.payment.amount,
      currency: 'rub',
      payment_status: 'unpaid',
    });
    expect(res.json().outcome).toBe('failed');
    expect(await statusOf(expired.orderNo)).toBe('waitingPayment');
  });

  it('refuses a bad signature; acknowledges a wrong amount unapplied, and other events', async () => {
    const { orderNo, payment } = await stripeOrder();
    const session = {
      id: payment.providerRef,
      amount_total: payment.amount,
      currency: 'rub',
      payment_status: 'paid',
    };
    expect((await notify('checkout.session.completed', session, 'whsec_someone_else')).statusCode).toBe(400);
    const cheap = await notify('checkout.session.completed', { ...session, amount_total: 1 });
    expect([cheap.statusCode, cheap.json().outcome]).toEqual([200, 'mismatch']);
    const other = await notify('customer.created', { id: 'cus_1' });
    expect([other.statusCode, other.json().outcome]).toEqual([200, 'ignored']);
    expect(await statusOf(orderNo)).toBe('waitingPayment');
  });

  it("acknowledges and ignores a verified event about another use of the account's Checkout", async () => {
    const { orderNo } = await stripeOrder();
    const paymentsBefore = (await t.database.db.select().from(payments)).length;
    const session = { id: 'cs_test_other_shop', amount_total: 999, currency: 'usd', payment_status: 'paid' };
    for (const type of ['checkout.session.completed', 'checkout.session.expired']) {
      const res = await notify(type, session);
      expect([res.statusCode, res.json()]).toEqual([200, { received: true, outcome: 'unknown' }]);
    }
    const line = logged.find(
      (entry) => entry.msg === 'payment notification about an unknown session ignored',
    );
    expect(line).toMatchObject({ level: 30, provider: 'stripe' });
    // Unverified, it is still refused: a stranger learns nothing and changes nothing.
    expect((await notify('checkout.session.completed', session, 'whsec_someone_else')).statusCode).toBe(400);
    expect((await t.database.db.select().from(payments)).length).toBe(paymentsBefore);
    expect(await statusOf(orderNo)).toBe('waitingPayment');
  });

  it("answers -1220, not a server error, for an amount below Stripe's minimum", async () => {
    fake.limits.minimum = 1_000_000_000;
    try {
      const { orderNo, started, payment } = await stripeOrder();
      expect(started).toMatchObject({
        code: -1220,
        msg: 'This amount is below the minimum of this payment method, please choose another one',
      });
      expect(payment.status).toBe('failed');
      expect(await statusOf(orderNo)).toBe('waitingPayment');
    } finally {
      fake.limits.minimum = 50;
    }
  });

  it('answers -1107, not a server error, while Stripe is down, and the order can still be paid', async () => {
    fake.limits.down = true;
    let order: Awaited<ReturnType<typeof stripeOrder>>;
    try {
      order = await stripeOrder();
    } finally {
      fake.limits.down = false;
    }
    expect(order.started).toMatchObject({
      code: -1107,
      msg: 'The service is temporarily unavailable, please try again shortly',
    });
    expect(order.payment.status).toBe('failed');
    expect(await statusOf(order.orderNo)).toBe('waitingPayment');
    const again = await t.call(
      'payment/start',
      { orderNo: order.orderNo, paymentMethod: 'stripe_card' },
      { authorization: order.token, lang: 'en' },
    );
    expect(again.json()).toMatchObject({
      code: 1,
      data: { redirectUrl: expect.stringContaining('checkout') },
    });
  });

  it('pays an order a coupon paid in full without opening a Checkout Session', async () => {
    const login = await t.call('auth/loginByDevice', { DeviceId: `stripe-free-${Date.now()}` });
    const { token, userId } = login.json().data as { token: string; userId: string };
    const couponId = await giveFullCoupon(t.database.db, userId);
    const created = await t.call(
      'order/create',
      {
        productId: 'mecha-arena',
        skuId: demoSkuId('mecha-arena', 60),
        playerId: '512345678',
        acceptTerms: true,
        couponId,
      },
      { authorization: token, region: 'RUS' },
    );
    const { orderNo } = created.json().data as { orderNo: string };
    const started = await t.call(
      'payment/start',
      { orderNo, paymentMethod: 'stripe_card' },
      { authorization: token, lang: 'en' },
    );
    expect([started.statusCode, started.json().data]).toEqual([
      200,
      { redirectUrl: `http://shop.test/en/orderDetail?orderNo=${orderNo}` },
    ]);
    expect(fake.seen.filter((seen) => seen.body.get('client_reference_id') === orderNo)).toEqual([]);
    await expect.poll(() => statusOf(orderNo), { timeout: 10_000 }).toBe('completed');
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderNo, orderNo));
    expect(rows).toEqual([expect.objectContaining({ provider: 'stripe', amount: 0, status: 'succeeded' })]);
  });

  it('refunds through the payment intent of the session when the top-up cannot be made', async () => {
    // The sandbox supplier rejects every top-up of a player id starting with 59.
    const { orderNo, payment } = await stripeOrder({ region: 'RUS' }, '591234567');
    await notify('checkout.session.completed', {
      id: payment.providerRef,
      amount_total: payment.amount,
      currency: 'rub',
      payment_status: 'paid',
    });
    await expect.poll(() => statusOf(orderNo), { timeout: 20_000 }).toBe('refunded');
    const refunds = fake.seen.filter((seen) => seen.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.body.get('payment_intent')).toBe(`pi_${payment.providerRef}`);
    expect(refunds[0]!.idempotencyKey).toBe(`refund-${payment.id}`);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe('refunded');
  });
});

describe('the store asking Stripe', () => {
  const silent = pino({ level: 'silent' });
  const paymentOf = async (id: string) =>
    (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;

  it('finds a session paid whose webhook never came, and an expired one failed', async () => {
    const paid = await stripeOrder();
    Object.assign(fake.sessions.get(paid.payment.providerRef!)!, {
      status: 'complete',
      payment_status: 'paid',
    });
    await t.services.payments.asking.askNow(silent, { paymentId: paid.payment.id });
    expect(await statusOf(paid.orderNo)).not.toBe('waitingPayment');
    const [notice] = await t.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.paymentId, paid.payment.id));
    expect(notice!.eventId).toBe(`query:${paid.payment.providerRef}:succeeded`);

    const expired = await stripeOrder();
    fake.sessions.get(expired.payment.providerRef!)!.status = 'expired';
    await t.services.payments.asking.askNow(silent, { paymentId: expired.payment.id });
    expect((await paymentOf(expired.payment.id)).status).toBe('failed');
    expect(await statusOf(expired.orderNo)).toBe('waitingPayment');
  });

  it('asks again later while Stripe does not answer', async () => {
    const { token, orderNo, payment } = await stripeOrder();
    Object.assign(fake.sessions.get(payment.providerRef!)!, { status: 'complete', payment_status: 'paid' });
    fake.limits.sessionsDown = true;
    try {
      // The attempt's first ask, some seconds after Pay, finds Stripe down.
      await expect
        .poll(async () => (await paymentOf(payment.id)).asks, { timeout: 30_000, interval: 200 })
        .toBeGreaterThan(0);
      const asked = await paymentOf(payment.id);
      expect(asked.status).toBe('pending');
      // Its next ask is scheduled after the next delay.
      expect(asked.nextAskAt!.getTime()).toBeGreaterThan(Date.now() + 5_000);
      // The customer back on the payment page meanwhile sees it, not a server error.
      const back = await t.call('payment/methods', { orderNo }, { authorization: token });
      expect(back.json().code).toBe(1);
    } finally {
      fake.limits.sessionsDown = false;
    }
    await t.services.payments.asking.askNow(silent, { paymentId: payment.id });
    expect((await paymentOf(payment.id)).status).toBe('succeeded');
  });
});

describe('an order that closes unpaid with a Checkout Session open', () => {
  it('expires the session at Stripe, so it can no longer be paid', async () => {
    const { orderNo, payment } = await stripeOrder();
    await closeUnpaid(t, orderNo);
    await expect.poll(() => closeCheckoutsJobState(t, orderNo), { timeout: 10_000 }).toBe('completed');
    expect(fake.sessions.get(payment.providerRef!)!.status).toBe('expired');
    expect(
      fake.seen.filter((seen) => seen.path === `/v1/checkout/sessions/${payment.providerRef}/expire`),
    ).toHaveLength(1);
  });

  it('leaves a session the customer already completed, without retrying', async () => {
    const { orderNo, payment } = await stripeOrder();
    fake.sessions.get(payment.providerRef!)!.status = 'complete';
    await closeUnpaid(t, orderNo);
    await expect.poll(() => closeCheckoutsJobState(t, orderNo), { timeout: 10_000 }).toBe('completed');
    expect(fake.sessions.get(payment.providerRef!)!.status).toBe('complete');
  });
});

describe("a staff refund of part of a Checkout Session's payment", () => {
  const operator = { staffId: 'stf_refunds', email: 'operator@stripe.test', ip: '127.0.0.1' };
  const refund = (orderNo: string, amount: number) =>
    t.services.orderActions.refund(operator, {
      orderNo,
      actionId: randomUUID(),
      reason: 'Half the coins arrived',
      amount,
    });

  /** A top-up paid through Checkout and delivered. */
  async function deliveredOrder() {
    const order = await stripeOrder();
    await notify('checkout.session.completed', {
      id: order.payment.providerRef,
      amount_total: order.payment.amount,
      currency: 'rub',
      payment_status: 'paid',
    });
    await expect.poll(() => statusOf(order.orderNo), { timeout: 20_000 }).toBe('completed');
    return order;
  }

  it('is asked with its amount and its own key, retried by the job while Stripe fails, and counted once done', async () => {
    const { orderNo, payment } = await deliveredOrder();
    const half = Math.floor(payment.amount / 2);
    fake.limits.refundsDown = true;
    const asked = await refund(orderNo, half);
    expect(asked.refund).toMatchObject({ amount: half, scope: 'partial', status: 'pending' });
    const row = async () =>
      (await t.database.db.select().from(refunds).where(eq(refunds.id, asked.actionId)))[0]!;
    await expect.poll(async () => (await row()).lastError, { timeout: 20_000 }).toBeTruthy();
    expect((await row()).status).toBe('pending');
    // Another refund waits for this one; the order's refunded amount has not risen.
    await expect(refund(orderNo, 1)).rejects.toMatchObject({ code: CONSOLE_ERROR.ORDERS_REFUND_PENDING });
    const [before] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(before!.refundedAmount).toBe(0);

    fake.limits.refundsDown = false;
    await expect.poll(async () => (await row()).status, { timeout: 40_000 }).toBe('succeeded');
    const [after] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(after).toMatchObject({ status: 'completed', refundedAmount: half });
    const asks = fake.seen.filter((seen) => seen.path === '/v1/refunds' && seen.body.has('amount'));
    expect(asks.at(-1)!.body.get('amount')).toBe(String(half));
    expect(new Set(asks.map((seen) => seen.idempotencyKey))).toEqual(new Set([`refund-${asked.actionId}`]));
    expect((await row()).providerRef).toMatch(/^re_/);
  }, 60_000);

  it('more than is left: Stripe refuses it, and the refund fails without retrying', async () => {
    const { orderNo, payment } = await deliveredOrder();
    // Given back at Stripe's own dashboard meanwhile: the store does not know it.
    fake.refundedOf.set(`pi_${payment.providerRef}`, payment.amount - 10);
    const asked = await refund(orderNo, 50);
    const row = async () =>
      (await t.database.db.select().from(refunds).where(eq(refunds.id, asked.actionId)))[0]!;
    await expect.poll(async () => (await row()).status, { timeout: 20_000 }).toBe('failed');
    expect((await row()).lastError).toMatch(/greater than unrefunded/);
    const [after] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(after!.refundedAmount).toBe(0);
  });
});

describe('a refund asked for again, a day after Stripe made it', () => {
  it('is done: the order is refunded, not stuck retrying', async () => {
    const { orderNo, payment } = await stripeOrder();
    // Paid, undeliverable, and its refund made at Stripe by an attempt whose answer was lost.
    await t.database.db.transaction(async (tx) => {
      const paid = await moveOrder(tx, (await lockOrder(tx, orderNo))!, 'pendingShipment', 'paid');
      await tx.update(payments).set({ status: 'succeeded' }).where(eq(payments.id, payment.id));
      await moveOrder(tx, paid, 'pendingRefund', 'supplierFailed', { failure: 'supplierFailed' });
    });
    fake.refunded.add(`pi_${payment.providerRef}`);
    await t.boss.send(REFUND_QUEUE.name, { orderNo });
    await expect.poll(() => statusOf(orderNo), { timeout: 10_000 }).toBe('refunded');
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe('refunded');
  });
});

describe('a store selling through Stripe only (PAYMENT_PROVIDER=stripe)', () => {
  it('offers no sandbox method, session or webhook', async () => {
    const only = await createTestApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_storefront',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${FAKE_STRIPE_PORT}`,
    });
    try {
      const login = await only.call('auth/loginByDevice', { DeviceId: `stripe-only-${Date.now()}` });
      const token = login.json().data.token as string;
      const preview = await only.call('order/preview', {
        productId: 'mecha-arena',
        skuId: demoSkuId('mecha-arena', 60),
      });
      expect(preview.json().data.paymentMethod).toBe('stripe_card');
      const created = await only.call(
        'order/create',
        {
          productId: 'mecha-arena',
          skuId: demoSkuId('mecha-arena', 60),
          playerId: '512345678',
          acceptTerms: true,
        },
        { authorization: token },
      );
      const { orderNo } = created.json().data;
      const methods = await only.call('payment/methods', { orderNo }, { authorization: token });
      expect(methods.json().data.list.map((method: { id: string }) => method.id)).toEqual(['stripe_card']);
      expect(
        (
          await only.call('payment/start', { orderNo, paymentMethod: 'card' }, { authorization: token })
        ).json().code,
      ).toBe(-1206);
      expect(
        (await only.call('sandbox/session', { sessionId: 'sbx_00000000000000000000' })).json().code,
      ).toBe(-1130);
      expect(
        (await only.call('sandbox/decide', { sessionId: 'sbx_00000000000000000000', action: 'pay' })).json()
          .code,
      ).toBe(-1130);
      const hook = await only.app.inject({
        method: 'POST',
        url: '/api/hooks/sandbox',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(hook.statusCode).toBe(404);
    } finally {
      await only.close();
    }
  });
});
