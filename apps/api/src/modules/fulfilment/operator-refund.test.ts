import { ERROR } from '@storefront/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { mailTo } from '../../testing/outbox.ts';
import { lockOrder, moveOrder } from '../orders/state.ts';
import { orderEvents } from '../orders/tables.ts';
import { admin, agentToken } from '../support/testing.ts';
import { deliveries, operatorRefunds, productKeys } from './tables.ts';
import { guestOf, insertOrder, placeCodeOrder, statusOf, waitForStatus } from './testing.ts';

let t: TestApp;
let agent: string;
beforeAll(async () => {
  t = await createTestApp({ SUPPLIER_TIMEOUT_MS: '1000' });
  agent = await agentToken(t.app);
});
afterAll(() => t.close());

const refundAs = (token: string | undefined, orderNo: string, reason: string) =>
  admin(t.app, 'order/refund', { orderNo, reason }, token).then((res) => res.json());
const refund = (orderNo: string, reason: string) => refundAs(agent, orderNo, reason);

/** Paid, its delivery job lost: pendingShipment with nothing running, as the sweep would find it. */
async function paid(orderNo: string): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    await moveOrder(tx, (await lockOrder(tx, orderNo))!, 'pendingShipment', 'paid');
  });
}

async function topUp(customerId: string, playerId: string): Promise<string> {
  return t.database.db.transaction((tx) =>
    insertOrder(tx, { customerId, productSlug: 'streamly', skuId: 'sku_streamly_70', playerId }),
  );
}

describe('order/refund', () => {
  it('is for signed-in agents only', async () => {
    const customer = await guestOf(t);
    const orderNo = await topUp(customer.customerId, '51880001');
    await paid(orderNo);
    for (const token of [undefined, customer.token, 'not-a-token']) {
      expect(await refundAs(token, orderNo, 'Customer asked')).toMatchObject({
        code: ERROR.NOT_AN_AGENT,
        data: null,
      });
    }
    expect((await statusOf(t, orderNo)).status).toBe('pendingShipment');
  });

  it('wants a reason of 1 to 500 characters', async () => {
    const { customerId } = await guestOf(t);
    const orderNo = await topUp(customerId, '51880002');
    await paid(orderNo);
    for (const reason of ['', '   ', 'x'.repeat(501)]) {
      const res = await refund(orderNo, reason);
      expect([ERROR.FIELD_REQUIRED, ERROR.FIELD_INVALID]).toContain(res.code);
    }
    expect((await statusOf(t, orderNo)).status).toBe('pendingShipment');
  });

  it('refunds only an order waiting for delivery', async () => {
    const { customerId } = await guestOf(t);
    const unpaid = await topUp(customerId, '51880003');
    expect(await refund(unpaid, 'Customer asked')).toMatchObject({ code: ERROR.ORDER_NOT_REFUNDABLE });
    expect((await statusOf(t, unpaid)).status).toBe('waitingPayment');

    const delivered = await topUp(customerId, '51880004');
    await paid(delivered);
    await t.services.fulfilment.deliver(delivered);
    expect((await statusOf(t, delivered)).status).toBe('completed');
    expect(await refund(delivered, 'Customer asked')).toMatchObject({ code: ERROR.ORDER_NOT_REFUNDABLE });
    expect((await statusOf(t, delivered)).status).toBe('completed');

    expect(await refund('261121000000000000', 'Customer asked')).toMatchObject({
      code: ERROR.ORDER_NOT_FOUND,
    });
  });

  it('waits for a supplier call that is running: the player may yet be credited', async () => {
    const { customerId } = await guestOf(t);
    const orderNo = await topUp(customerId, '58880005'); // the supplier never answers: the timeout ends it
    await paid(orderNo);
    const attempt = t.services.fulfilment.deliver(orderNo).catch((error: unknown) => error);
    await expect
      .poll(async () => {
        const [row] = await t.database.db.select().from(deliveries).where(eq(deliveries.orderNo, orderNo));
        return row?.attemptStartedAt ?? null;
      })
      .not.toBeNull();
    expect(await refund(orderNo, 'Customer asked')).toMatchObject({
      code: ERROR.DELIVERY_IN_PROGRESS,
      data: null,
    });
    expect((await statusOf(t, orderNo)).status).toBe('pendingShipment');

    expect(await attempt).toMatchObject({ kind: 'timeout' });
    expect(await refund(orderNo, 'Customer asked')).toMatchObject({
      code: 1,
      data: { orderNo, status: 'pendingRefund' },
    });
  });

  it('frees the held codes, records who and why, and the refund job gives the money back', async () => {
    const customer = await guestOf(t);
    const email = `operator-refund-${Date.now()}@example.com`;
    const orderNo = await placeCodeOrder(t, {
      customerId: customer.customerId,
      productSlug: 'iron-citadel',
      skuId: 'sku_iron-citadel_30',
      quantity: 2,
      email,
      lang: 'ru',
    });
    await paid(orderNo);
    const held = await t.database.db.select().from(productKeys).where(eq(productKeys.orderNo, orderNo));
    expect(held).toHaveLength(2);

    const reason = 'Customer bought the wrong edition, asked by e-mail';
    const res = await refund(orderNo, `  ${reason}  `);
    // The new status and nothing else: no payment detail, no code.
    expect(res).toEqual({ code: 1, msg: expect.any(String), data: { orderNo, status: 'pendingRefund' } });

    const freed = await t.database.db
      .select()
      .from(productKeys)
      .where(and(eq(productKeys.id, held[0]!.id), isNull(productKeys.orderNo)));
    expect(freed).toHaveLength(1);
    const me = (await admin(t.app, 'agent/me', {}, agent)).json().data;
    const [record] = await t.database.db
      .select()
      .from(operatorRefunds)
      .where(eq(operatorRefunds.orderNo, orderNo));
    expect(record).toMatchObject({ agentId: me.agentId, reason });
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderNo, orderNo));
    expect(events.map((event) => [event.toStatus, event.reason])).toContainEqual([
      'pendingRefund',
      'operatorRefund',
    ]);

    const order = await waitForStatus(t, orderNo, 'refunded');
    expect(order.failure).toBe('operatorRefund');
    const mail = await mailTo(t, email);
    expect(mail.subject).toBe(`Деньги за заказ ${orderNo} возвращены`);
    expect(mail.text).not.toContain(reason);
    const detail = (await t.call('order/orderDetail', { orderNo }, { authorization: customer.token })).json();
    expect(detail.data).toMatchObject({ status: 'refunded', failure: 'operatorRefund' });
    expect(JSON.stringify(detail)).not.toContain(reason);

    expect(await refund(orderNo, 'Again')).toMatchObject({ code: ERROR.ORDER_NOT_REFUNDABLE });
  });
});
