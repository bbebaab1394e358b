import { randomUUID } from 'node:crypto';
import { ERROR } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { placeTopUp } from '../../testing/payments.ts';
import { startFakeXendit, type FakeXendit } from '../../testing/fake-xendit.ts';
import { orders } from '../orders/tables.ts';
import { xenditProvider } from './providers/xendit.ts';
import { paymentNotifications, payments, refunds } from './tables.ts';

const SECRET_KEY = 'xnd_development_storefront';
const CALLBACK_TOKEN = 'xendit-callback-token-storefront';

let fake: FakeXendit;
let t: TestApp;
let devices = 0;

beforeAll(async () => {
  fake = await startFakeXendit({ secretKey: SECRET_KEY, callbackToken: CALLBACK_TOKEN });
  t = await createTestApp({
    XENDIT_SECRET_KEY: SECRET_KEY,
    XENDIT_CALLBACK_TOKEN: CALLBACK_TOKEN,
    XENDIT_API_URL: fake.url,
    PUBLIC_URL: 'http://shop.test',
    SUPPLIER_RETRIES: '0',
  });
  // Xendit calls the store over HTTP, as in production.
  fake.callbackUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/hooks/xendit`;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const PHILIPPINES = { region: 'PHL', currency: 'PHP' };

/** A top-up ordered in `where`, and payment/start with `method`. */
async function xenditOrder(
  method = 'xendit_gcash',
  where: Record<string, string> = PHILIPPINES,
  playerId = '512345678',
) {
  const login = await t.call('auth/loginByDevice', { DeviceId: `xendit-test-${devices++}-${Date.now()}` });
  const token = login.json().data.token as string;
  const orderNo = await placeTopUp(t, { authorization: token, ...where }, { playerId });
  const started = await t.call(
    'payment/start',
    { orderNo, paymentMethod: method },
    { authorization: token, lang: 'en' },
  );
  const rows = await t.database.db.select().from(payments).where(eq(payments.orderNo, orderNo));
  return { token, orderNo, started: started.json(), payment: rows.at(-1)! };
}

const orderOf = async (orderNo: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;
const paymentOf = async (id: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const noticesOf = (paymentId: string) =>
  t.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentId, paymentId));

/** Sends a callback to the store as Xendit would (`body` forged when given); answers status and outcome. */
async function callback(chargeId: string, { token, body }: { token?: string; body?: unknown } = {}) {
  const made = fake.callbackOf(chargeId, token);
  const response = await fetch(fake.callbackUrl!, {
    method: 'POST',
    headers: made.headers,
    body: body === undefined ? made.body : JSON.stringify(body),
  });
  return { status: response.status, outcome: ((await response.json()) as { outcome?: string }).outcome };
}

describe('Xendit e-wallets', () => {
  // Issue 26: the sandbox takes no money, so the demo lists a configured real provider before it.
  it("are offered in their region before the sandbox's methods", async () => {
    const { token, orderNo } = await xenditOrder();
    const methods = await t.call('payment/methods', { orderNo }, { authorization: token });
    expect(methods.json().data.list.map((method: { id: string }) => method.id)).toEqual([
      'xendit_gcash',
      'xendit_maya',
      'card',
      'ewallet',
    ]);
  });

  it('opens a one-time charge of the quoted amount, in pesos with centavos, idempotently', async () => {
    const { orderNo, started, payment } = await xenditOrder();
    expect(started.code).toBe(1);
    expect(started.data.redirectUrl).toBe(`${fake.url}/checkout/${payment.providerRef}`);
    const request = fake.seen.find(
      (seen) => seen.path === '/ewallets/charges' && seen.body.reference_id === payment.id,
    )!;
    expect(request.body).toMatchObject({
      currency: 'PHP',
      amount: payment.amount / 100,
      checkout_method: 'ONE_TIME_PAYMENT',
      channel_code: 'PH_GCASH',
      channel_properties: {
        success_redirect_url: `http://shop.test/en/payment?orderNo=${orderNo}&result=success`,
        failure_redirect_url: `http://shop.test/en/payment?orderNo=${orderNo}&result=fail`,
      },
    });
    expect(request.idempotencyKey).toBe(`checkout-${payment.id}`);
    expect(request.authorization).toBe(`Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`);
  });

  it('sends rupiah and dong as whole numbers, as Xendit counts them', async () => {
    for (const [method, where, channel] of [
      ['xendit_dana', { region: 'IDN', currency: 'IDR' }, 'ID_DANA'],
      ['xendit_momo', { region: 'VNM', currency: 'VND' }, 'VN_MOMO'],
    ] as const) {
      const { started, payment } = await xenditOrder(method, where);
      expect(started.code, JSON.stringify(started)).toBe(1);
      const request = fake.seen.find((seen) => seen.body.reference_id === payment.id)!;
      expect(request.body).toMatchObject({
        currency: where.currency,
        amount: payment.amount,
        channel_code: channel,
      });
      expect(Number.isInteger(request.body.amount)).toBe(true);
      // Paid at Xendit: the amount read back is the payment's own.
      await fake.decide(payment.providerRef!, 'pay');
      await expect.poll(async () => (await paymentOf(payment.id)).status).toBe('succeeded');
    }
  });

  it('pays the order when the customer pays on the wallet, and delivers it', async () => {
    const { orderNo, payment } = await xenditOrder();
    const back = await fake.decide(payment.providerRef!, 'pay');
    expect(back).toContain('result=success');
    await expect.poll(async () => (await orderOf(orderNo)).status, { timeout: 20_000 }).toBe('completed');
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'succeeded' });
    expect(await noticesOf(payment.id)).toEqual([
      expect.objectContaining({ eventId: `query:${payment.providerRef}:succeeded`, outcome: 'succeeded' }),
    ]);
  });

  it('fails the attempt when the customer declines, and the order can be paid again', async () => {
    const { token, orderNo, payment } = await xenditOrder();
    await fake.decide(payment.providerRef!, 'decline');
    await expect.poll(async () => (await paymentOf(payment.id)).status).toBe('failed');
    expect((await orderOf(orderNo)).status).toBe('waitingPayment');
    const again = await t.call(
      'payment/start',
      { orderNo, paymentMethod: 'xendit_maya' },
      { authorization: token },
    );
    expect(again.json().code).toBe(1);
  });

  it('applies repeated and out-of-order callbacks once, by what Xendit says of the charge', async () => {
    const { token, orderNo, payment: declined } = await xenditOrder();
    fake.faults.holdCallbacks = true;
    try {
      // A callback sent while the customer has not decided changes nothing.
      expect(await callback(declined.providerRef!)).toEqual({ status: 200, outcome: 'ignored' });
      await fake.decide(declined.providerRef!, 'decline');
      await t.call('payment/start', { orderNo, paymentMethod: 'xendit_gcash' }, { authorization: token });
      const paid = (await t.database.db.select().from(payments).where(eq(payments.orderNo, orderNo))).at(-1)!;
      await fake.decide(paid.providerRef!, 'pay');
      // The success arrives before the earlier attempt's failure, then again twice.
      expect(await fake.releaseHeld('newest-first')).toEqual([200, 200]);
      for (let i = 0; i < 2; i++) {
        expect(await callback(paid.providerRef!)).toEqual({ status: 200, outcome: 'repeated' });
      }
      expect((await paymentOf(paid.id)).status).toBe('succeeded');
      expect((await paymentOf(declined.id)).status).toBe('failed');
      await expect.poll(async () => (await orderOf(orderNo)).status, { timeout: 20_000 }).toBe('completed');
      expect(await noticesOf(paid.id)).toHaveLength(1);
    } finally {
      fake.faults.holdCallbacks = false;
    }
  });

  it('marks nothing paid on a forged callback: a wrong token, an unknown charge, a wrong amount', async () => {
    const { orderNo, payment } = await xenditOrder();
    const chargeId = payment.providerRef!;
    fake.charges.get(chargeId)!.status = 'SUCCEEDED';
    expect((await callback(chargeId, { token: 'someone-else' })).status).toBe(400);
    expect((await callback(chargeId, { token: '' })).status).toBe(400);

    const forged = JSON.parse(fake.callbackOf(chargeId).body) as { data: Record<string, unknown> };
    const unknown = { ...forged, data: { ...forged.data, id: `ewc_${randomUUID()}` } };
    expect((await callback(chargeId, { body: unknown })).status).toBe(400);

    // The callback's own figures are never read: Xendit's answer for the charge is.
    fake.charges.get(chargeId)!.charge_amount = 1;
    const cheap = { ...forged, data: { ...forged.data, charge_amount: payment.amount / 100 } };
    expect(await callback(chargeId, { body: cheap })).toEqual({ status: 200, outcome: 'mismatch' });

    expect((await orderOf(orderNo)).status).toBe('waitingPayment');
    expect((await paymentOf(payment.id)).status).toBe('pending');
    const recorded = await noticesOf(payment.id);
    expect(recorded.map((row) => row.detail)).toEqual([
      // Our minor units: Xendit's 1 peso is 100 centavos.
      `refused: 100 PHP notified, the payment is ${payment.amount} PHP`,
    ]);
  });

  it("acknowledges a genuine callback about a charge that is not the store's", async () => {
    const other = await fetch(`${fake.url}/ewallets/charges`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        reference_id: 'another-shop-1',
        currency: 'PHP',
        amount: 150,
        checkout_method: 'ONE_TIME_PAYMENT',
        channel_code: 'PH_GCASH',
        channel_properties: {
          success_redirect_url: 'https://other.test/ok',
          failure_redirect_url: 'https://other.test/no',
        },
      }),
    });
    const { id } = (await other.json()) as { id: string };
    fake.charges.get(id)!.status = 'SUCCEEDED';
    expect(await callback(id)).toEqual({ status: 200, outcome: 'unknown' });
  });

  it('answers -1220 for an amount below the minimum Xendit states', async () => {
    fake.minimum.PHP = 1_000_000;
    try {
      const { orderNo, started, payment } = await xenditOrder();
      expect(started).toMatchObject({ code: -1220 });
      expect(payment.status).toBe('failed');
      expect((await orderOf(orderNo)).status).toBe('waitingPayment');
    } finally {
      fake.minimum.PHP = 1;
    }
  });

  it('answers -1107 while Xendit is down or hangs up, and the order can still be paid', async () => {
    for (const fault of ['down', 'hangUp'] as const) {
      fake.faults[fault] = true;
      let order: Awaited<ReturnType<typeof xenditOrder>>;
      try {
        order = await xenditOrder();
      } finally {
        fake.faults[fault] = false;
      }
      expect(order.started).toMatchObject({
        code: -1107,
        msg: 'The service is temporarily unavailable, please try again shortly',
      });
      expect(order.payment.status).toBe('failed');
      const again = await t.call(
        'payment/start',
        { orderNo: order.orderNo, paymentMethod: 'xendit_gcash' },
        { authorization: order.token },
      );
      expect(again.json()).toMatchObject({
        code: 1,
        data: { redirectUrl: expect.stringContaining('/checkout/ewc_') },
      });
    }
  });

  it('tells what became of a charge when the store asks, in the same event id as its callback', async () => {
    const provider = xenditProvider({
      secretKey: SECRET_KEY,
      callbackToken: CALLBACK_TOKEN,
      apiUrl: fake.url,
      minorUnitsOf: async (currency) => (currency === 'IDR' || currency === 'VND' ? 0 : 2),
      paymentIdOf: async () => undefined,
    });
    fake.faults.holdCallbacks = true;
    try {
      const { payment } = await xenditOrder();
      expect(await provider.fetchOutcome(payment)).toBeNull();
      await fake.decide(payment.providerRef!, 'pay');
      expect(await provider.fetchOutcome(payment)).toEqual({
        eventId: `query:${payment.providerRef}:succeeded`,
        providerRef: payment.providerRef,
        outcome: 'succeeded',
        amount: payment.amount,
        currency: 'PHP',
      });
      fake.held.splice(0);
    } finally {
      fake.faults.holdCallbacks = false;
    }
  });
});

describe('Xendit wallets that open in their app', () => {
  const INDONESIA = { region: 'IDN', currency: 'IDR' };
  const OVO_NUMBER = '+6281234567890';

  /** A top-up ordered in Indonesia, then payment/start with OVO and `mobileNumber` as given. */
  async function ovoOrder(mobileNumber?: string) {
    const login = await t.call('auth/loginByDevice', { DeviceId: `xendit-ovo-${devices++}-${Date.now()}` });
    const token = login.json().data.token as string;
    const orderNo = await placeTopUp(t, { authorization: token, ...INDONESIA }, { playerId: '512345678' });
    const started = await t.call(
      'payment/start',
      { orderNo, paymentMethod: 'xendit_ovo', ...(mobileNumber !== undefined && { mobileNumber }) },
      { authorization: token, lang: 'en' },
    );
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderNo, orderNo));
    return { token, orderNo, started: started.json(), payment: rows.at(-1) };
  }

  it("asks OVO's app by the payer's number, waits on the store's page, and delivers once approved", async () => {
    const { orderNo, started, payment } = await ovoOrder(OVO_NUMBER);
    expect(started).toMatchObject({
      code: 1,
      data: { redirectUrl: `http://shop.test/en/payment?orderNo=${orderNo}&result=app` },
    });
    const request = fake.seen.find((seen) => seen.body.reference_id === payment!.id)!;
    expect(request.body).toMatchObject({
      currency: 'IDR',
      amount: payment!.amount,
      channel_code: 'ID_OVO',
      channel_properties: { mobile_number: OVO_NUMBER },
    });
    // Approved in the app: Xendit's callback pays the order.
    await fake.decide(payment!.providerRef!, 'pay');
    await expect.poll(async () => (await orderOf(orderNo)).status, { timeout: 20_000 }).toBe('completed');
  });

  it('tells the waiting page that the payer declined in OVO, while the order stays payable', async () => {
    const { token, orderNo, payment } = await ovoOrder(OVO_NUMBER);
    const attempt = async () =>
      (await t.call('payment/attempt', { orderNo }, { authorization: token })).json();
    expect(await attempt()).toEqual({ code: 1, msg: expect.any(String), data: { state: 'pending' } });

    // Declined in the app: Xendit's callback ends the charge FAILED.
    await fake.decide(payment!.providerRef!, 'decline');
    await expect.poll(async () => (await attempt()).data, { timeout: 20_000 }).toEqual({ state: 'failed' });
    expect((await orderOf(orderNo)).status).toBe('waitingPayment');

    // Tried again and approved: the latest attempt is the one that counts.
    const again = await t.call(
      'payment/start',
      { orderNo, paymentMethod: 'xendit_ovo', mobileNumber: OVO_NUMBER },
      { authorization: token, lang: 'en' },
    );
    expect(again.json()).toMatchObject({ code: 1 });
    expect((await attempt()).data).toEqual({ state: 'pending' });
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderNo, orderNo));
    await fake.decide(rows.find((row) => row.status === 'pending')!.providerRef!, 'pay');
    await expect
      .poll(async () => (await attempt()).data, { timeout: 20_000 })
      .toEqual({ state: 'succeeded' });
  });

  it("answers -1204 for the attempt of another customer's order, and none before any attempt", async () => {
    const { orderNo } = await ovoOrder(OVO_NUMBER);
    const other = await t.call('auth/loginByDevice', { DeviceId: `xendit-ovo-other-${Date.now()}` });
    const stranger = other.json().data.token as string;
    expect((await t.call('payment/attempt', { orderNo }, { authorization: stranger })).json()).toMatchObject({
      code: ERROR.ORDER_NOT_FOUND,
    });
    const fresh = await placeTopUp(t, { authorization: stranger, ...INDONESIA }, { playerId: '512345678' });
    expect(
      (await t.call('payment/attempt', { orderNo: fresh }, { authorization: stranger })).json().data,
    ).toEqual({ state: 'none' });
  });

  it('answers -1229 for OVO without a number, and names the field of a number that is not Indonesian', async () => {
    const missing = await ovoOrder();
    expect(missing.started).toMatchObject({ code: -1229 });
    expect(missing.payment!.status).toBe('failed');
    expect((await orderOf(missing.orderNo)).status).toBe('waitingPayment');

    const wrong = await ovoOrder('081234567890');
    expect(wrong.started).toMatchObject({ code: -1101, msg: expect.stringContaining('mobileNumber') });
    expect(wrong.payment).toBeUndefined();
  });

  it("gives ShopeePay's app link to a phone and its QR code to a desktop", async () => {
    const { orderNo, started, payment } = await xenditOrder('xendit_shopeepay', INDONESIA);
    const charge = fake.charges.get(payment.providerRef!)!;
    expect(charge.channel_code).toBe('ID_SHOPEEPAY');
    expect(started).toMatchObject({
      code: 1,
      data: {
        redirectUrl: charge.actions.mobile_deeplink_checkout_url,
        qrCode: charge.actions.qr_checkout_string,
      },
    });
    await fake.decide(payment.providerRef!, 'pay');
    await expect.poll(async () => (await orderOf(orderNo)).status, { timeout: 20_000 }).toBe('completed');
  });
});

describe('Xendit refunds', () => {
  it('gives all of a payment back through the refund job when the top-up cannot be made', async () => {
    // The sandbox supplier rejects every top-up of a player id starting with 59.
    const { orderNo, payment } = await xenditOrder('xendit_gcash', PHILIPPINES, '591234567');
    await fake.decide(payment.providerRef!, 'pay');
    await expect.poll(async () => (await orderOf(orderNo)).status, { timeout: 20_000 }).toBe('refunded');
    const asked = fake.seen.filter(
      (seen) => seen.path === `/ewallets/charges/${payment.providerRef}/refunds`,
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]!).toMatchObject({
      body: { amount: payment.amount / 100 },
      idempotencyKey: `refund-${payment.id}`,
    });
    expect(fake.charges.get(payment.providerRef!)!.refunded_amount).toBe(payment.amount / 100);
    expect((await paymentOf(payment.id)).status).toBe('refunded');
  });

  it('makes a refund Xendit failed again under a key of its own, and gives the money back once', async () => {
    const { orderNo, payment } = await xenditOrder('xendit_gcash', PHILIPPINES, '591234567');
    fake.faults.failRefunds = 1;
    await fake.decide(payment.providerRef!, 'pay');
    await expect.poll(async () => (await orderOf(orderNo)).status, { timeout: 60_000 }).toBe('refunded');
    const made = fake.refunds.get(payment.providerRef!)!;
    expect(made.map((refund) => refund.status)).toEqual(['FAILED', 'SUCCEEDED']);
    const keys = fake.seen
      .filter((seen) => seen.method === 'POST' && seen.path.endsWith('/refunds'))
      .filter((seen) => seen.path.includes(payment.providerRef!))
      .map((seen) => seen.idempotencyKey);
    expect(keys).toEqual([`refund-${payment.id}`, `refund-${payment.id}-1`]);
    expect(fake.charges.get(payment.providerRef!)!.refunded_amount).toBe(payment.amount / 100);
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'refunded', refundsFailed: 1 });
  }, 90_000);

  const operator = { staffId: 'stf_xendit', email: 'operator@xendit.test', ip: '127.0.0.1' };
  const staffRefund = (orderNo: string, amount: number) =>
    t.services.orderActions.refund(operator, {
      orderNo,
      actionId: randomUUID(),
      reason: 'Half the coins arrived',
      amount,
    });
  const refundRow = async (id: string) =>
    (await t.database.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;

  it('gives part back under its own key, retried while Xendit fails, and never more than was paid', async () => {
    const { orderNo, payment } = await xenditOrder();
    await fake.decide(payment.providerRef!, 'pay');
    await expect.poll(async () => (await orderOf(orderNo)).status, { timeout: 20_000 }).toBe('completed');

    const half = Math.floor(payment.amount / 2);
    fake.faults.refundsDown = true;
    const first = await staffRefund(orderNo, half);
    await expect
      .poll(async () => (await refundRow(first.actionId)).lastError, { timeout: 20_000 })
      .toBeTruthy();
    fake.faults.refundsDown = false;
    await expect
      .poll(async () => (await refundRow(first.actionId)).status, { timeout: 40_000 })
      .toBe('succeeded');
    expect((await refundRow(first.actionId)).providerRef).toMatch(/^ewr_/);
    const keys = fake.seen
      .filter((seen) => seen.path.endsWith('/refunds') && seen.body.amount === half / 100)
      .map((seen) => seen.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([`refund-${first.actionId}`]));
    expect(fake.refunds.get(payment.providerRef!)).toHaveLength(1);
    expect(await orderOf(orderNo)).toMatchObject({ status: 'completed', refundedAmount: half });

    // Given back at Xendit's dashboard meanwhile, unknown to the store: more than is left is refused.
    fake.charges.get(payment.providerRef!)!.refunded_amount = (payment.amount - 10) / 100;
    const second = await staffRefund(orderNo, 50);
    await expect
      .poll(async () => (await refundRow(second.actionId)).status, { timeout: 20_000 })
      .toBe('failed');
    expect((await refundRow(second.actionId)).lastError).toMatch(/MAXIMUM_REFUND_AMOUNT_REACHED/);
    expect((await orderOf(orderNo)).refundedAmount).toBe(half);
  }, 60_000);
});
