import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { placeTopUp } from '../../testing/payments.ts';
import { jobsSent } from '../../testing/jobs.ts';
import { DELIVER_QUEUE } from '../fulfilment/queues.ts';
import { orderEvents, orders } from '../orders/tables.ts';
import { ASK_SWEEP } from './jobs.ts';
import { ASK_NOW_QUEUE } from './queues.ts';
import { paymentNotifications, payments } from './tables.ts';

const SECRET = 'asking-test-webhook-secret';
const silent = pino({ level: 'silent' });

/**
 * Between the sandbox gateway and the store's webhook: passes notifications on while `forward`,
 * else answers 503 as a store that is down would (the gateway retries later). Keeps what the
 * gateway sent, to be handed to the store by hand.
 */
function notificationRelay() {
  const state = {
    forward: true,
    /** What the store received, by the gateway session it was about. */
    received: [] as string[],
    held: [] as { sessionId: string; body: string; signature: string }[],
  };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', async () => {
      const signature = String(request.headers['sandbox-signature']);
      const sessionId = (JSON.parse(body) as { sessionId: string }).sessionId;
      if (!state.forward) {
        state.held.push({ sessionId, body, signature });
        response.writeHead(503).end();
        return;
      }
      state.received.push(sessionId);
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/hooks/sandbox',
        headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
        payload: body,
      });
      response.writeHead(answer.statusCode, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  return { server, state };
}

const relay = notificationRelay();
let t: TestApp;
let devices = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve));
  const { port } = relay.server.address() as AddressInfo;
  t = await createTestApp({
    SANDBOX_WEBHOOK_SECRET: SECRET,
    SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${port}/api/hooks/sandbox`,
    PUBLIC_URL: 'http://shop.test',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => relay.server.close(resolve));
});

/** A guest's order pressed Pay on: its payment and the customer's token. */
async function pressedPay() {
  const login = await t.call('auth/loginByDevice', { DeviceId: `asking-test-${devices++}-${Date.now()}` });
  const token = login.json().data.token as string;
  const browser = { authorization: token, region: 'RUS', lang: 'ru' };
  const orderNo = await placeTopUp(t, browser);
  const started = await t.call('payment/start', { orderNo, paymentMethod: 'card' }, browser);
  expect(started.json().code, started.body).toBe(1);
  const sessionId = new URL(started.json().data.redirectUrl).searchParams.get('session')!;
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderNo, orderNo));
  return { orderNo, sessionId, paymentId: payment!.id, browser };
}

async function payAtGateway(sessionId: string) {
  const decided = await t.call('sandbox/decide', { sessionId, action: 'pay' });
  expect(decided.json().code, decided.body).toBe(1);
}

async function statusOf(orderNo: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row!.status;
}

const eventIdsOf = async (orderNo: string) =>
  (
    await t.database.db
      .select({ eventId: paymentNotifications.eventId })
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderNo, orderNo))
  )
    .map((row) => row.eventId)
    .sort();

/** Hands the store the notification the gateway sent about the session (once it has). */
async function notify(sessionId: string) {
  await expect
    .poll(() => relay.state.held.some((held) => held.sessionId === sessionId), { timeout: 20_000 })
    .toBe(true);
  const held = relay.state.held.find((item) => item.sessionId === sessionId)!;
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/hooks/sandbox',
    headers: { 'content-type': 'application/json', 'sandbox-signature': held.signature },
    payload: held.body,
  });
  return answer.json() as { received: boolean; outcome: string };
}

/** How often the order was marked paid, and its delivery queued. */
async function paidCounts(orderNo: string) {
  const paid = await t.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderNo, orderNo), eq(orderEvents.reason, 'paid')));
  return { paid: paid.length, deliveries: (await jobsSent(t.boss, DELIVER_QUEUE, { orderNo })).length };
}

describe('the store asks the provider', () => {
  it('finds a payment whose notification never arrives paid, and delivers the order', async () => {
    relay.state.forward = false;
    const { orderNo, sessionId } = await pressedPay();
    await payAtGateway(sessionId);
    await expect.poll(() => statusOf(orderNo), { timeout: 30_000, interval: 200 }).toBe('completed');
    expect(relay.state.received).not.toContain(sessionId);
    // The gateway did try: its notification was refused while the order was found paid.
    await expect.poll(() => relay.state.held.some((held) => held.sessionId === sessionId)).toBe(true);
    expect(await eventIdsOf(orderNo)).toEqual([`query:${sessionId}:succeeded`]);
    expect(await paidCounts(orderNo)).toEqual({ paid: 1, deliveries: 1 });
  });

  it('applies a notification and an ask of the same outcome once, whichever comes first', async () => {
    // The notification first: an ask finds nothing pending to ask about.
    relay.state.forward = true;
    const first = await pressedPay();
    await payAtGateway(first.sessionId);
    await expect.poll(() => relay.state.received.includes(first.sessionId), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => statusOf(first.orderNo), { timeout: 20_000 }).not.toBe('waitingPayment');
    await t.services.payments.asking.askNow(silent, { paymentId: first.paymentId });
    expect((await eventIdsOf(first.orderNo)).filter((id) => id.startsWith('query:'))).toEqual([]);
    expect(await paidCounts(first.orderNo)).toEqual({ paid: 1, deliveries: 1 });

    // The ask first, then the notification the gateway could not deliver until now.
    relay.state.forward = false;
    const second = await pressedPay();
    await payAtGateway(second.sessionId);
    await t.services.payments.asking.askNow(silent, { paymentId: second.paymentId });
    expect(await statusOf(second.orderNo)).not.toBe('waitingPayment');
    expect(await notify(second.sessionId)).toEqual({ received: true, outcome: 'ignored' });
    expect(await eventIdsOf(second.orderNo)).toHaveLength(2);
    await expect.poll(() => statusOf(second.orderNo), { timeout: 20_000 }).toBe('completed');
    expect(await paidCounts(second.orderNo)).toEqual({ paid: 1, deliveries: 1 });

    // Both at the same moment: one of them pays the order, the other changes nothing.
    const third = await pressedPay();
    await payAtGateway(third.sessionId);
    const [notified] = await Promise.all([
      notify(third.sessionId),
      t.services.payments.asking.askNow(silent, { paymentId: third.paymentId }),
    ]);
    expect(['paid', 'ignored']).toContain(notified.outcome);
    await expect.poll(() => statusOf(third.orderNo), { timeout: 20_000 }).toBe('completed');
    expect(await paidCounts(third.orderNo)).toEqual({ paid: 1, deliveries: 1 });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, third.paymentId));
    expect(payment!.status).toBe('succeeded');
  });

  it('asks at once when the customer comes back from the provider', async () => {
    // Nothing else will ask: the attempts' schedule is not swept any more.
    await t.sweeps.pause(ASK_SWEEP);
    relay.state.forward = false;
    const { orderNo, sessionId, paymentId, browser } = await pressedPay();
    await payAtGateway(sessionId);
    expect(await statusOf(orderNo)).toBe('waitingPayment');

    // The provider sends the browser back to the payment page, which asks for the order's methods.
    const back = await t.call('payment/methods', { orderNo }, browser);
    expect(back.json().code).toBe(1);
    expect(await jobsSent(t.boss, ASK_NOW_QUEUE, { paymentId })).toHaveLength(1);
    await expect.poll(() => statusOf(orderNo), { timeout: 10_000, interval: 100 }).not.toBe('waitingPayment');
    expect(await eventIdsOf(orderNo)).toEqual([`query:${sessionId}:succeeded`]);
    expect(relay.state.received).not.toContain(sessionId);
  });
});
