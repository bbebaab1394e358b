import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { closeUnpaid } from '../../testing/orders.ts';
import { codeIn, isCodeMail, mailTo } from '../../testing/outbox.ts';
import { demoSkuId } from '../../demo/catalog.ts';
import { coupons } from '../coupons/tables.ts';
import { orders } from '../orders/tables.ts';
import { signSandbox, type SandboxNotification } from './providers/sandbox.ts';
import { payments } from './tables.ts';

/**
 * A payment page still open when its order closes unpaid, and a payment that arrives after the
 * coupon it was quoted with went to another order: through payment/start, the sandbox gateway's
 * page and its signed notifications to the webhook, never a shortcut that marks an order paid.
 */
const SECRET = 'late-payment-test-webhook-secret';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    SANDBOX_WEBHOOK_SECRET: SECRET,
    // Nothing answers here: the gateway's own deliveries fail and wait for a retry, so the test
    // delivers each notification when the story needs it (a gateway's webhook can come late).
    SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:1/api/hooks/sandbox',
    SIGNIN_LIMIT_PER_IP: '100000',
    MAIL_LIMIT_PER_IP: '100000',
  });
});
afterAll(() => t.close());

const headers = (token: string) => ({ authorization: token, lang: 'en', region: 'RUS', currency: 'RUB' });

/** A customer signed in by an e-mailed code, on a browser of their own. */
async function customer(): Promise<string> {
  const device = `late-payment-${randomInt(1e12)}`;
  const guest = (await t.call('auth/loginByDevice', { DeviceId: device })).json().data.token as string;
  const email = `late.${randomInt(1e12)}@example.com`;
  const sent = await t.call('auth/sendVerifyEmail', { email, type: 'login' }, { deviceid: device });
  expect(sent.json().code).toBe(1);
  const code = codeIn(await mailTo(t, email, isCodeMail));
  const login = await t.call('auth/loginByEmail', { email, code }, { ...headers(guest), deviceid: device });
  expect(login.json().code, login.body).toBe(1);
  return login.json().data.token;
}

/** The running activity's coupon: 15 % off Starfall Legends. */
async function claimCoupon(token: string): Promise<string> {
  const claimed = (
    await t.call('couponActivity/claim', { id: 'starfall-crystal-week' }, headers(token))
  ).json();
  expect(claimed.code).toBe(1);
  return claimed.data.id;
}

const crystals = {
  productId: 'starfall-legends',
  skuId: demoSkuId('starfall-legends', 300),
  playerId: '512345678',
  serverId: 'asia',
  acceptTerms: true,
};

async function order(token: string, couponId?: string): Promise<string> {
  const res = (await t.call('order/create', { ...crystals, couponId }, headers(token))).json();
  expect(res.code, JSON.stringify(res)).toBe(1);
  return res.data.orderNo;
}

/** payment/start: the sandbox gateway's page for the order. */
async function paymentPage(token: string, orderNo: string): Promise<string> {
  const res = (await t.call('payment/start', { orderNo, paymentMethod: 'card' }, headers(token))).json();
  expect(res.code).toBe(1);
  return new URL(res.data.redirectUrl).searchParams.get('session')!;
}

const decide = async (sessionId: string, action: 'pay' | 'decline') =>
  (await t.call('sandbox/decide', { sessionId, action })).json();

/** What the gateway queued to tell the store about the session, if anything. */
async function gatewayNotifications(sessionId: string): Promise<SandboxNotification[]> {
  const { rows } = await t.database.db.execute<{ data: SandboxNotification }>(
    sql`SELECT data FROM pgboss.job WHERE name = 'payments.sandbox-notify' AND data->>'sessionId' = ${sessionId}`,
  );
  return rows.map((row) => row.data);
}

/** Delivers the gateway's notification about the session, signed as its job signs it. */
async function deliver(sessionId: string): Promise<string> {
  const [notification] = await gatewayNotifications(sessionId);
  const body = JSON.stringify(notification);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/hooks/sandbox',
    headers: { 'content-type': 'application/json', 'sandbox-signature': signSandbox(SECRET, body) },
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  return res.json().outcome;
}

const detail = async (token: string, orderNo: string) =>
  (await t.call('order/orderDetail', { orderNo }, headers(token))).json().data;

async function waitForStatus(token: string, orderNo: string, status: string) {
  await expect.poll(async () => (await detail(token, orderNo)).status, { timeout: 20_000 }).toBe(status);
  return detail(token, orderNo);
}

async function couponRow(id: string) {
  const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, id));
  return row!;
}

describe('an order that closes unpaid', () => {
  it('closes its open payment page: paying there afterwards takes nothing', async () => {
    const token = await customer();
    const orderNo = await order(token);
    const sessionId = await paymentPage(token, orderNo);
    await closeUnpaid(t, orderNo);

    await expect
      .poll(async () => (await t.call('sandbox/session', { sessionId })).json().data.state, {
        timeout: 10_000,
      })
      .toBe('expired');
    const paid = await decide(sessionId, 'pay');
    expect(new URL(paid.data.returnUrl).searchParams.get('result')).toBe('cancel');
    expect(await gatewayNotifications(sessionId)).toEqual([]);
    expect((await detail(token, orderNo)).status).toBe('closed');
  });
});

describe('a payment that arrives after its order closed', () => {
  it('is refunded in full when its coupon has since paid for another order', async () => {
    const token = await customer();
    const couponId = await claimCoupon(token);
    const first = await order(token, couponId);
    const firstPage = await paymentPage(token, first);
    // Paid at the last moment: the gateway's notification reaches the store only later.
    expect((await decide(firstPage, 'pay')).code).toBe(1);
    await closeUnpaid(t, first);

    const second = await order(token, couponId);
    const secondPage = await paymentPage(token, second);
    await decide(secondPage, 'pay');
    expect(await deliver(secondPage)).toBe('paid');
    const delivered = await waitForStatus(token, second, 'completed');
    expect(delivered.discountAmount).toBeGreaterThan(0);

    expect(await deliver(firstPage)).toBe('refused');
    const refunded = await waitForStatus(token, first, 'refunded');
    expect(refunded).toMatchObject({ failure: 'couponUsed', paidAt: null, completedAt: null });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderNo, first));
    expect(payment).toMatchObject({ status: 'refunded', amount: refunded.payAmount });
    expect(await couponRow(couponId)).toMatchObject({ state: 'used', orderNo: second });
  }, 60_000);

  it('is refunded when a newer unpaid order holds its coupon, which stays that order’s', async () => {
    const token = await customer();
    const couponId = await claimCoupon(token);
    const first = await order(token, couponId);
    const firstPage = await paymentPage(token, first);
    await decide(firstPage, 'pay');
    await closeUnpaid(t, first);
    const second = await order(token, couponId);

    expect(await deliver(firstPage)).toBe('refused');
    await waitForStatus(token, first, 'refunded');
    expect(await couponRow(couponId)).toMatchObject({ state: 'locked', orderNo: second });

    const secondPage = await paymentPage(token, second);
    await decide(secondPage, 'pay');
    expect(await deliver(secondPage)).toBe('paid');
    await waitForStatus(token, second, 'completed');
    expect(await couponRow(couponId)).toMatchObject({ state: 'used', orderNo: second });
    const discounted = await t.database.db.select().from(orders).where(eq(orders.couponId, couponId));
    expect(discounted.filter((row) => row.status === 'completed').map((row) => row.orderNo)).toEqual([
      second,
    ]);
  }, 60_000);

  it('is delivered, its coupon used, when no other order took the coupon', async () => {
    const token = await customer();
    const couponId = await claimCoupon(token);
    const orderNo = await order(token, couponId);
    const page = await paymentPage(token, orderNo);
    await decide(page, 'pay');
    await closeUnpaid(t, orderNo);
    expect(await couponRow(couponId)).toMatchObject({ state: 'available' });

    expect(await deliver(page)).toBe('paid');
    await waitForStatus(token, orderNo, 'completed');
    expect(await couponRow(couponId)).toMatchObject({ state: 'used', orderNo });
  }, 60_000);
});
