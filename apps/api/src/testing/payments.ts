import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { demoSkuId } from '../demo/catalog.ts';
import type { TestApp } from './app.ts';

/** A top-up of the demo's Mecha Arena (60), created for `browser` and waiting for payment: its number. */
export async function placeTopUp(
  t: Pick<TestApp, 'call'>,
  browser: Record<string, string>,
  { playerId = '512345678', email }: { playerId?: string; email?: string } = {},
): Promise<string> {
  const created = await t.call(
    'order/create',
    { productId: 'mecha-arena', skuId: demoSkuId('mecha-arena', 60), playerId, email, acceptTerms: true },
    browser,
  );
  expect(created.json().code, created.body).toBe(1);
  return (created.json().data as { orderNo: string }).orderNo;
}

/** The state of the job that ends a closed order's open checkouts at their provider (none yet: undefined). */
export async function closeCheckoutsJobState(t: Pick<TestApp, 'database'>, orderNo: string) {
  const { rows } = await t.database.db.execute<{ state: string }>(
    sql`SELECT state FROM pgboss.job WHERE name = 'payments.close-checkouts' AND data->>'orderNo' = ${orderNo}`,
  );
  return rows[0]?.state;
}

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
