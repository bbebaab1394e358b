import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Tx } from '../../platform/db/client.ts';
import type { TestApp } from '../../testing/app.ts';
import { orders } from '../orders/tables.ts';

/**
 * Test support for fulfilment: orders made straight in the database, the way the order service
 * leaves them, so delivery is tested on its own. They are paid as production pays them: see
 * `payOrder` in payments/testing.ts.
 */

/** A guest session: its token and customer id. */
export async function guestOf(t: TestApp, device = `fulfilment-${randomInt(1e9)}`) {
  const res = await t.call('auth/loginByDevice', { DeviceId: device });
  const data = res.json().data as { token: string; userId: string };
  return { token: data.token, customerId: data.userId };
}

export const newOrderNo = () => `261121${String(randomInt(1e12)).padStart(12, '0')}`;

export interface TestOrder {
  customerId: string;
  productSlug: string;
  skuId: string;
  quantity?: number;
  playerId?: string;
  email?: string;
  lang?: string;
}

/** Inserts a waitingPayment order (100 RUB a unit) in the caller's transaction. */
export async function insertOrder(tx: Tx, order: TestOrder & { orderNo?: string }): Promise<string> {
  const orderNo = order.orderNo ?? newOrderNo();
  const quantity = order.quantity ?? 1;
  await tx.insert(orders).values({
    orderNo,
    customerId: order.customerId,
    productSlug: order.productSlug,
    skuId: order.skuId,
    quantity,
    regionCode: 'RUS',
    currencyCode: 'RUB',
    lang: order.lang ?? 'en',
    unitPrice: 10_000,
    productAmount: 10_000 * quantity,
    payAmount: 10_000 * quantity,
    playerId: order.playerId ?? null,
    email: order.email ?? null,
    paymentDeadline: new Date(Date.now() + 900_000),
  });
  return orderNo;
}

/** A code order: the order and its held codes, as order/create leaves them. */
export async function placeCodeOrder(t: TestApp, order: TestOrder): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    const orderNo = await insertOrder(tx, order);
    await t.services.fulfilment.holdCodes(tx, { orderNo, skuId: order.skuId, quantity: order.quantity ?? 1 });
    return orderNo;
  });
}

export async function statusOf(t: Pick<TestApp, 'database'>, orderNo: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row!;
}

/** Waits for the order to reach `status` (jobs run after their commit, polled every half second). */
export async function waitForStatus(
  t: Pick<TestApp, 'database'>,
  orderNo: string,
  status: string,
  timeout = 10_000,
) {
  await expect.poll(async () => (await statusOf(t, orderNo)).status, { timeout, interval: 100 }).toBe(status);
  return statusOf(t, orderNo);
}

/** Waits until the order is given up: pendingRefund, or already refunded by the payments' refund job. */
export async function waitForRefund(t: Pick<TestApp, 'database'>, orderNo: string, timeout = 10_000) {
  await expect
    .poll(async () => ['pendingRefund', 'refunded'].includes((await statusOf(t, orderNo)).status), {
      timeout,
      interval: 100,
    })
    .toBe(true);
  return statusOf(t, orderNo);
}
