import { expect } from 'vitest';
import type { TestApp } from './app.ts';

/**
 * Pays an order as its customer does: payment/start, then Pay on the sandbox gateway's page,
 * `payer` being the test card it reports. The gateway's signed notification follows from its
 * job, to the webhook of the test app listening on its API_PORT. Answers the gateway's session id.
 */
export async function payAtSandbox(
  t: Pick<TestApp, 'call'>,
  browser: Record<string, string>,
  orderNo: string,
  payer?: string,
): Promise<string> {
  const started = (await t.call('payment/start', { orderNo, paymentMethod: 'card' }, browser)).json();
  expect(started.code, JSON.stringify(started)).toBe(1);
  const sessionId = new URL(started.data.redirectUrl).searchParams.get('session')!;
  const decided = (await t.call('sandbox/decide', { sessionId, action: 'pay', payer })).json();
  expect(decided.code, JSON.stringify(decided)).toBe(1);
  return sessionId;
}
