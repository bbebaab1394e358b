import { ERROR } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { placeTopUp } from '../../testing/payments.ts';
import { signSandbox } from './providers/sandbox.ts';

// Issue 26: with PAYMENT_PROVIDER unset the sandbox gateway, which takes no money, was on in
// production too, beside the real provider. A production store here: its own secrets, YooKassa's
// keys, PAYMENT_PROVIDER unset and a sandbox secret left over in its environment.
const SANDBOX_SECRET = 'left-over-sandbox-webhook-secret';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    NODE_ENV: 'production',
    INVENTORY_KEY: 'a'.repeat(64),
    CHAT_SIGNING_SECRET: 'c'.repeat(40),
    SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET,
    YOOKASSA_SHOP_ID: '123456',
    YOOKASSA_SECRET_KEY: 'live_yookassa_secret',
    // Nothing here answers: no call of this file reaches YooKassa.
    YOOKASSA_API_URL: 'http://127.0.0.1:1/v3',
  });
});
afterAll(() => t.close());

describe('a production store that does not name the sandbox', () => {
  it("offers only the real provider's methods and refuses the sandbox's", async () => {
    const login = await t.call('auth/loginByDevice', { DeviceId: `production-test-${Date.now()}` });
    const browser = { authorization: login.json().data.token as string, region: 'RUS' };
    const orderNo = await placeTopUp(t, browser);

    const methods = (await t.call('payment/methods', { orderNo }, browser)).json().data;
    expect(methods.list.map((method: { id: string }) => method.id)).toEqual([
      'yookassa_card',
      'yookassa_sbp',
      'yookassa_sberpay',
      'yookassa_yoomoney',
    ]);
    // Quoted with the region's cheapest method that takes money.
    expect(methods.selected).toBe('yookassa_sbp');
    for (const paymentMethod of ['card', 'sbp']) {
      const started = await t.call('payment/start', { orderNo, paymentMethod }, browser);
      expect(started.json().code, paymentMethod).toBe(ERROR.PAYMENT_METHOD_UNAVAILABLE);
    }
  });

  it('has no sandbox gateway: its page, its Pay button and its webhook are not there', async () => {
    const sessionId = 'sbx_00000000000000000000';
    expect((await t.call('sandbox/session', { sessionId })).json().code).toBe(ERROR.CONTENT_NOT_FOUND);
    expect((await t.call('sandbox/decide', { sessionId, action: 'pay' })).json().code).toBe(
      ERROR.CONTENT_NOT_FOUND,
    );
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'payment.succeeded',
      sessionId,
      amount: 100,
      currency: 'RUB',
    });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/hooks/sandbox',
      headers: { 'content-type': 'application/json', 'sandbox-signature': signSandbox(SANDBOX_SECRET, body) },
      payload: body,
    });
    expect(hook.statusCode).toBe(404);
  });
});
