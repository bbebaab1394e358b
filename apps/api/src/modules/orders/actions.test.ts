import { randomUUID } from 'node:crypto';
import { CONSOLE_ERROR, ERROR } from '@storefront/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { sentMail } from '../../platform/tables.ts';
import { outboxOf } from '../../testing/outbox.ts';
import { staffAuditLog } from '../agents/tables.ts';
import { guestOf, insertOrder, placeCodeOrder, statusOf, waitForStatus } from '../fulfilment/testing.ts';
import { deliveries, deliveryAttempts, productKeys } from '../fulfilment/tables.ts';
import { payOrder, WEBHOOK_BY_TEST } from '../payments/testing.ts';
import { refunds } from '../payments/tables.ts';
import { orderActions, orderEvents } from './tables.ts';

// Issue 15, "Orders": the console's actions on one order, each with a reason, each safe to press twice.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read by the assertions
type Data = any;

let t: TestApp;
let operator: string;
let n = 0;
const PASSWORD = 'staff-password-1';

beforeAll(async () => {
  // Failures a retry may fix keep the order waiting for a while: the operator's retry is the one that counts.
  t = await createTestApp({ ...WEBHOOK_BY_TEST, SUPPLIER_RETRIES: '10' });
  operator = await staff('operator');
});
afterAll(() => t.close());

async function staff(role: 'owner' | 'operator' | 'agent') {
  const email = `${role}.${Date.now().toString(36)}${n++}@actions.test`;
  await t.services.agents.upsert({ email, name: `The ${role}`, password: PASSWORD, role });
  const login = await admin('staff/login', { email, password: PASSWORD });
  if (role === 'agent') return login.data.session?.token ?? login.data.token;
  const { challenge, enrolment } = login.data;
  const code = new TOTP({ secret: Secret.fromBase32(enrolment.secret) }).generate();
  return (await admin('staff/enrol', { challenge, code })).data.session.token as string;
}

async function admin(path: string, body: unknown, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/${path}`,
    headers: { 'content-type': 'application/json', lang: 'en', ...(token && { authorization: token }) },
    payload: JSON.stringify(body),
  });
  return res.json() as { code: number; msg: string; data: Data };
}

const act = (action: string, body: Record<string, unknown>) =>
  admin(`orders/${action}`, { actionId: randomUUID(), reason: 'Customer asked by chat', ...body }, operator);

/** A top-up of 100 ₽ paid by a guest; its e-mail gets the receipt. */
async function paidTopUp(playerId = '51234567', email?: string) {
  const customer = await guestOf(t);
  const orderNo = await t.database.db.transaction((tx) =>
    insertOrder(tx, {
      customerId: customer.customerId,
      productSlug: 'streamly',
      skuId: 'sku_streamly_70',
      playerId,
      email,
    }),
  );
  await payOrder(t, customer, orderNo);
  tokens.set(orderNo, customer.token);
  return orderNo;
}

/** The token of each order's customer, for their own view of it. */
const tokens = new Map<string, string>();

/** Waits until the supplier has failed the order's delivery (the job retries it later). */
async function failedOnce(orderNo: string) {
  const delivery = async () =>
    (await t.database.db.select().from(deliveries).where(eq(deliveries.orderNo, orderNo)))[0];
  await expect.poll(async () => (await delivery())?.lastError, { timeout: 10_000 }).toBe('unavailable');
}

async function refundRows(orderNo: string) {
  return t.database.db.select().from(refunds).where(eq(refunds.orderNo, orderNo));
}

/** The mails the store recorded about the order, oldest first. */
async function mailsOf(orderNo: string) {
  return t.database.db
    .select()
    .from(sentMail)
    .where(eq(sentMail.about, orderNo))
    .orderBy(asc(sentMail.queuedAt));
}

async function auditOf(orderNo: string) {
  return t.database.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.targetId, `order:${orderNo}`));
}

describe('resend the receipt', () => {
  it('mails a delivered order’s receipt again, once per press, and only a delivered one', async () => {
    const email = `receipt-${n++}@actions.test`;
    const orderNo = await paidTopUp('51230001', email);
    await waitForStatus(t, orderNo, 'completed');
    await expect.poll(async () => (await outboxOf(t, email)).length, { timeout: 10_000 }).toBe(1);

    const press = { orderNo, actionId: randomUUID(), reason: 'The customer lost the mail' };
    const first = await admin('orders/resendReceipt', press, operator);
    const second = await admin('orders/resendReceipt', press, operator);
    expect(first).toMatchObject({ code: 1, data: { action: 'resendReceipt', status: 'completed' } });
    expect(second.data).toEqual(first.data);
    await expect.poll(async () => (await outboxOf(t, email)).length, { timeout: 10_000 }).toBe(2);
    // Each receipt is on the order's record, sent.
    await expect
      .poll(async () => (await mailsOf(orderNo)).map((mail) => [mail.kind, mail.sentAt !== null]))
      .toEqual([
        ['receipt', true],
        ['receipt', true],
      ]);

    const [entry] = await auditOf(orderNo);
    expect(entry).toMatchObject({ action: 'order.resendReceipt', after: { reason: press.reason } });
    const recorded = await t.database.db.select().from(orderActions).where(eq(orderActions.orderNo, orderNo));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ id: press.actionId, reason: press.reason });

    // The same id for another action is a mistake of the console's, never a second action.
    expect((await admin('orders/refund', { ...press, amount: 100 }, operator)).code).toBe(
      CONSOLE_ERROR.ORDERS_ACTION_ID_USED,
    );
    const unpaid = await t.database.db.transaction(async (tx) =>
      insertOrder(tx, {
        customerId: (await guestOf(t)).customerId,
        productSlug: 'streamly',
        skuId: 'sku_streamly_70',
        playerId: '51230002',
        email,
      }),
    );
    expect((await act('resendReceipt', { orderNo: unpaid })).code).toBe(
      CONSOLE_ERROR.ORDERS_ACTION_NOT_APPLICABLE,
    );
  });

  it('takes a reason, from owners and operators only', async () => {
    const orderNo = await paidTopUp('51230003');
    const noReason = await act('resendReceipt', { orderNo, reason: '   ' });
    expect(noReason.code).toBe(ERROR.FIELD_INVALID);
    expect((await act('resendReceipt', { orderNo: '123' })).code).toBe(ERROR.FIELD_INVALID);
    const agent = await staff('agent');
    const refused = await admin(
      'orders/resendReceipt',
      { orderNo, actionId: randomUUID(), reason: 'x' },
      agent,
    );
    expect(refused.code).toBe(CONSOLE_ERROR.STAFF_ROLE_REFUSED);
  });
});

describe('refunds', () => {
  it('refunds half, then the rest; more than is left is refused, and so is a second full refund', async () => {
    const email = `refund-${n++}@actions.test`;
    const orderNo = await paidTopUp('51230010', email);
    const paid = await waitForStatus(t, orderNo, 'completed');
    const half = Math.floor(paid.payAmount / 2);

    const press = { orderNo, actionId: randomUUID(), reason: 'Half the coins arrived', amount: half };
    const first = await admin('orders/refund', press, operator);
    expect(first).toMatchObject({
      code: 1,
      data: { status: 'completed', refund: { amount: half, scope: 'partial', status: 'pending' } },
    });
    expect((await admin('orders/refund', press, operator)).data).toEqual(first.data);
    await expect
      .poll(async () => (await statusOf(t, orderNo)).refundedAmount, { timeout: 10_000 })
      .toBe(half);
    expect((await statusOf(t, orderNo)).status).toBe('completed');
    expect(await refundRows(orderNo)).toEqual([
      expect.objectContaining({ id: press.actionId, amount: half, kind: 'partial', status: 'succeeded' }),
    ]);
    await expect
      .poll(async () => (await outboxOf(t, email)).map((mail) => mail.subject))
      .toContain(`Part of your payment for order ${orderNo} has been refunded`);
    expect((await mailsOf(orderNo)).map((mail) => mail.kind)).toEqual(['receipt', 'refund']);
    // The customer's own order page shows it.
    const own = await t.call('order/orderDetail', { orderNo }, { authorization: tokens.get(orderNo)! });
    expect(own.json().data).toMatchObject({
      status: 'completed',
      refundedAmount: half,
      payAmount: paid.payAmount,
    });

    const left = paid.payAmount - half;
    expect((await act('refund', { orderNo, amount: left + 1 })).code).toBe(CONSOLE_ERROR.ORDERS_REFUND_OVER);
    const rest = await act('refund', { orderNo, amount: left });
    expect(rest).toMatchObject({ code: 1, data: { status: 'pendingRefund', refund: { scope: 'full' } } });
    const refunded = await waitForStatus(t, orderNo, 'refunded');
    expect(refunded.refundedAmount).toBe(paid.payAmount);
    expect((await act('refund', { orderNo, amount: left })).code).toBe(CONSOLE_ERROR.ORDERS_REFUND_OVER);
    expect(await refundRows(orderNo)).toHaveLength(2);

    const audit = await auditOf(orderNo);
    expect(audit.map((entry) => entry.after)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reason: 'Half the coins arrived', amount: half, scope: 'partial' }),
        expect.objectContaining({ amount: left, scope: 'full' }),
      ]),
    );
  });

  it('refuses an unpaid order, and refunds a delivered code order in full', async () => {
    const customer = await guestOf(t);
    const skuId = 'sku_iron-citadel_30';
    const unpaid = await placeCodeOrder(t, {
      customerId: customer.customerId,
      productSlug: 'iron-citadel',
      skuId,
    });
    expect((await act('refund', { orderNo: unpaid, amount: 100 })).code).toBe(
      CONSOLE_ERROR.ORDERS_REFUND_UNPAID,
    );
    expect((await statusOf(t, unpaid)).status).toBe('waitingPayment');
    const held = await t.database.db.select().from(productKeys).where(eq(productKeys.orderNo, unpaid));
    expect(held).toHaveLength(1);

    await payOrder(t, customer, unpaid);
    const delivered = await waitForStatus(t, unpaid, 'completed');
    const whole = await act('refund', { orderNo: unpaid, amount: delivered.payAmount });
    expect(whole.data).toMatchObject({ status: 'pendingRefund', refund: { scope: 'full' } });
    const refunded = await waitForStatus(t, unpaid, 'refunded');
    expect(refunded).toMatchObject({ refundedAmount: delivered.payAmount, failure: 'operatorRefund' });
  });
});

describe('a top-up whose delivery failed', () => {
  it('is corrected to the right account, retried once however often pressed, and completes', async () => {
    // The sandbox supplier cannot credit player ids starting with 57: the job keeps retrying.
    const orderNo = await paidTopUp('5700000123');
    await failedOnce(orderNo);
    expect((await act('markDelivered', { orderNo, reason: '' })).code).toBe(ERROR.FIELD_INVALID);

    const badId = await act('correctAccount', { orderNo, playerId: '12' });
    expect(badId.code).toBe(ERROR.FORMAT_ERROR);
    const unknown = await act('correctAccount', { orderNo, playerId: '51230000' });
    expect(unknown.code).toBe(ERROR.PLAYER_NOT_FOUND);
    let corrected: Awaited<ReturnType<typeof act>> | undefined;
    // A supplier call of the job's may be running at that moment: it answers -1216, and a press later does it.
    await expect
      .poll(async () => (corrected = await act('correctAccount', { orderNo, playerId: '51239999' })).code, {
        timeout: 10_000,
      })
      .toBe(1);
    expect(corrected!.data).toMatchObject({ action: 'correctAccount', status: 'pendingShipment' });
    const [correction] = (await auditOf(orderNo)).filter((entry) => entry.action === 'order.correctAccount');
    expect(correction).toMatchObject({
      before: { playerId: '5700000123' },
      after: { playerId: '51239999', characterName: expect.any(String) },
    });

    const press = { orderNo, actionId: randomUUID(), reason: 'Account corrected' };
    const answers = await Promise.all([
      admin('orders/retryDelivery', press, operator),
      admin('orders/retryDelivery', press, operator),
    ]);
    const done = answers.find((answer) => answer.code === 1) ?? answers[0]!;
    expect(done.code === 1 || done.code === ERROR.DELIVERY_IN_PROGRESS).toBe(true);
    if (done.code === 1) expect(answers[1]!.data).toEqual(answers[0]!.data);
    const completed = await waitForStatus(t, orderNo, 'completed');
    expect(completed.playerId).toBe('51239999');
    const moves = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderNo, orderNo), eq(orderEvents.toStatus, 'completed')));
    expect(moves).toHaveLength(1);
    // Delivered: nothing is retried or corrected any more.
    expect((await act('retryDelivery', { orderNo })).code).toBe(CONSOLE_ERROR.ORDERS_ACTION_NOT_APPLICABLE);
    expect((await act('correctAccount', { orderNo, playerId: '51238888' })).code).toBe(
      CONSOLE_ERROR.ORDERS_ACTION_NOT_APPLICABLE,
    );
  });

  it('is retried in the name of the staff member who pressed, as the timeline shows', async () => {
    // Still one the supplier cannot credit: the retry's own attempt fails too, and says whose it was.
    const orderNo = await paidTopUp('5700000789');
    await failedOnce(orderNo);
    const me = (await admin('staff/me', {}, operator)).data as { staffId: string; name: string };
    const press = { orderNo, actionId: randomUUID(), reason: 'Supplier says it is back' };
    // A supplier call of the job's may be running at that moment: -1216, and a press later does it.
    await expect
      .poll(async () => (await admin('orders/retryDelivery', press, operator)).code, { timeout: 10_000 })
      .toBe(1);
    const asked = async () =>
      (await t.database.db.select().from(deliveryAttempts).where(eq(deliveryAttempts.orderNo, orderNo)))
        .filter((attempt) => attempt.requestedBy !== null)
        .map((attempt) => attempt.requestedBy);
    await expect.poll(asked, { timeout: 10_000 }).toContain(me.staffId);
    const { timeline } = (await admin('orders/get', { orderNo }, operator)).data as {
      timeline: { kind: string; requestedBy?: string | null }[];
    };
    const deliveriesShown = timeline.filter((entry) => entry.kind === 'delivery');
    expect(deliveriesShown.map((entry) => entry.requestedBy)).toContain(me.name);
    // The job's own attempts were nobody's.
    expect(deliveriesShown[0]!.requestedBy).toBeNull();
  });

  it('is marked delivered by hand with a note, once', async () => {
    const orderNo = await paidTopUp('5700000456');
    await failedOnce(orderNo);
    const note = 'Credited through the supplier portal, ticket 4411';
    const press = { orderNo, actionId: randomUUID(), reason: note };
    let first: Awaited<ReturnType<typeof admin>> | undefined;
    await expect
      .poll(async () => (first = await admin('orders/markDelivered', press, operator)).code, {
        timeout: 10_000,
      })
      .toBe(1);
    expect(first!.data).toMatchObject({ status: 'completed' });
    expect((await admin('orders/markDelivered', press, operator)).data).toEqual(first!.data);
    const [event] = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderNo, orderNo), eq(orderEvents.toStatus, 'completed')));
    expect(event!.reason).toBe(note);
    expect((await act('markDelivered', { orderNo })).code).toBe(CONSOLE_ERROR.ORDERS_ACTION_NOT_APPLICABLE);
  });
});
