import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { expect } from 'vitest';
import type { Config } from '../../config.ts';
import { payAtSandbox } from '../../testing/payments.ts';
import type { TestApp } from '../../testing/app.ts';
import { signSandbox, type SandboxNotification } from './providers/sandbox.ts';
import { SANDBOX_NOTIFY_QUEUE } from './queues.ts';
import type { NotificationOutcome } from './service.ts';

/**
 * Test support for payments: the sandbox gateway's webhook delivered when the test says, for apps
 * built with `WEBHOOK_BY_TEST`, so that a test decides when the store hears of a payment (late, or
 * with no worker running to send it) and can act right after the store has.
 */

/** Test app settings: the gateway's own job posts its notifications where nothing listens. */
export const WEBHOOK_BY_TEST = { SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:1/api/hooks/sandbox' };

type Store = { app: FastifyInstance; boss: PgBoss; config: Config };

/** What the gateway queued to tell the store about the session. */
export async function gatewayNotifications(t: Store, sessionId: string): Promise<SandboxNotification[]> {
  const jobs = await t.boss.findJobs<SandboxNotification>(SANDBOX_NOTIFY_QUEUE.name, { data: { sessionId } });
  return jobs.map((job) => job.data);
}

/** Posts the gateway's notification about the session to the store's webhook, signed as its job signs it. */
export async function notifyStore(t: Store, sessionId: string): Promise<NotificationOutcome> {
  const [notification] = await gatewayNotifications(t, sessionId);
  expect(notification, `the gateway queued no notification for ${sessionId}`).toBeDefined();
  const body = JSON.stringify(notification);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/hooks/sandbox',
    headers: {
      'content-type': 'application/json',
      'sandbox-signature': signSandbox(t.config.payments.sandbox!.webhookSecret, body),
    },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().outcome;
}

/**
 * Pays the order as its customer does (payment/start, Pay on the sandbox gateway's page) and
 * delivers the gateway's notification: once this returns, the store has taken the payment and
 * queued the delivery, and its own immediate delivery attempt has started.
 */
export async function payOrder(
  t: Store & Pick<TestApp, 'call'>,
  customer: { token: string },
  orderNo: string,
): Promise<void> {
  const sessionId = await payAtSandbox(t, { authorization: customer.token }, orderNo);
  expect(await notifyStore(t, sessionId)).toBe('paid');
}
