import { randomUUID } from 'node:crypto';
import { CONSOLE_ERROR } from '@storefront/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { signedInStaff } from '../../testing/staff.ts';
import { staffAuditLog } from '../agents/tables.ts';
import { productKeys } from '../fulfilment/tables.ts';
import { guestOf, insertOrder, waitForStatus } from '../fulfilment/testing.ts';
import { lockOrder, moveOrder } from '../orders/state.ts';
import { orders } from '../orders/tables.ts';
import { payOrder, WEBHOOK_BY_TEST } from '../payments/testing.ts';
import { admin, agentToken } from './testing.ts';

// Issue 26, item 2: one paid order, four codes. An agent (password only) replaces an order's codes
// once; another replacement needs an operator or owner. Every claim move and every agent refund is
// an audit entry (who, when, address, order and claim, before and after; never a code).

let t: TestApp;
let agent: string;
let operator: { token: string; email: string };

beforeAll(async () => {
  t = await createTestApp(WEBHOOK_BY_TEST);
  agent = await agentToken(t.app);
  operator = await signedInStaff(t, 'operator');
});
afterAll(() => t.close());

/** A guest's paid and delivered key of Iron Citadel. */
async function deliveredCode() {
  const buyer = await guestOf(t, `replace-${randomUUID()}`);
  const orderNo = await t.database.db.transaction((tx) =>
    insertOrder(tx, {
      customerId: buyer.customerId,
      productSlug: 'iron-citadel',
      skuId: 'sku_iron-citadel_30',
    }),
  );
  await t.database.db
    .update(orders)
    .set({ email: `buyer-${randomUUID()}@example.com` })
    .where(eq(orders.orderNo, orderNo));
  await payOrder(t, buyer, orderNo);
  await waitForStatus(t, orderNo, 'completed');
  return { buyer, orderNo };
}

async function claim(buyer: { token: string }, orderNo: string): Promise<string> {
  const created = (
    await t.call(
      'claim/create',
      { orderNo, kind: 'codeNotWorking', description: 'The key is refused as already redeemed.' },
      { authorization: buyer.token },
    )
  ).json();
  expect(created.code, JSON.stringify(created)).toBe(1);
  return created.data.id;
}

const moveAs = async (token: string, body: unknown, lang = 'en') =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/claim/move',
      headers: { 'content-type': 'application/json', authorization: token, lang },
      payload: JSON.stringify(body),
    })
  ).json();

const entries = (action: string, subject: string) =>
  t.database.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.targetId, subject)))
    .orderBy(staffAuditLog.id);

describe("an order's codes replaced", () => {
  it('by an agent once; a second replacement is refused to the agent and made by an operator', async () => {
    const { buyer, orderNo } = await deliveredCode();
    const first = await claim(buyer, orderNo);
    expect((await moveAs(agent, { id: first, to: 'replaced' })).code).toBe(1);

    const second = await claim(buyer, orderNo);
    const refused = await moveAs(agent, { id: second, to: 'replaced' }, 'ru');
    expect(refused).toMatchObject({ code: CONSOLE_ERROR.CLAIM_REPLACED_BEFORE, data: null });
    expect(refused.msg).toBe(
      'Коды этого заказа уже заменяли один раз: повторную замену делает оператор или владелец',
    );
    // Nothing moved: the claim is still open, and the order holds one replaced code and one live.
    const keys = await t.database.db.select().from(productKeys).where(eq(productKeys.orderNo, orderNo));
    expect(keys).toHaveLength(2);
    expect((await moveAs(agent, { id: second, to: 'checking' })).data.state).toBe('checking');

    expect((await moveAs(operator.token, { id: second, to: 'replaced' })).data.state).toBe('replaced');
    const after = await t.database.db.select().from(productKeys).where(eq(productKeys.orderNo, orderNo));
    expect(after).toHaveLength(3);
  });

  it('every move is an audit entry: who, address, order and claim, before and after, never a code', async () => {
    const { buyer, orderNo } = await deliveredCode();
    const id = await claim(buyer, orderNo);
    await moveAs(agent, { id, to: 'checking' });
    await moveAs(agent, { id, to: 'replaced' });
    const moves = await entries('claim.move', `claim:${id}`);
    expect(moves.map((entry) => [entry.before, entry.after])).toEqual([
      [{ state: 'received' }, { state: 'checking', orderNo }],
      [{ state: 'checking' }, { state: 'replaced', orderNo }],
    ]);
    for (const entry of moves) {
      expect(entry).toMatchObject({ actorEmail: 'agent@storefront.test', ip: expect.any(String) });
      expect(entry.actorId).toBeTruthy();
    }
    // The codes the customer holds (old and new) appear nowhere in the entries.
    const detail = (await t.call('order/orderDetail', { orderNo }, { authorization: buyer.token })).json();
    const codes: string[] = detail.data.codes;
    expect(codes.length).toBeGreaterThan(0);
    const log = JSON.stringify(moves);
    for (const code of codes) expect(log).not.toContain(code);
  });
});

describe("an agent's refund", () => {
  it('of a claim and from the agent console are audit entries, each with the order', async () => {
    const { buyer, orderNo } = await deliveredCode();
    const id = await claim(buyer, orderNo);
    expect((await moveAs(agent, { id, to: 'refunded' })).data.state).toBe('refunded');
    expect(await entries('order.agentRefund', `order:${orderNo}`)).toEqual([
      expect.objectContaining({
        actorEmail: 'agent@storefront.test',
        before: { status: 'completed' },
        after: { status: 'pendingRefund', reason: `claim ${id}` },
      }),
    ]);
    expect((await entries('claim.move', `claim:${id}`)).map((entry) => entry.after)).toEqual([
      { state: 'refunded', orderNo },
    ]);

    // Paid, its delivery not made yet: the agent console's refund.
    const waiting = await guestOf(t, `refund-${randomUUID()}`);
    const unpaidNo = await t.database.db.transaction((tx) =>
      insertOrder(tx, {
        customerId: waiting.customerId,
        productSlug: 'streamly',
        skuId: 'sku_streamly_70',
        playerId: '51889901',
      }),
    );
    await t.database.db.transaction(async (tx) => {
      await moveOrder(tx, (await lockOrder(tx, unpaidNo))!, 'pendingShipment', 'paid');
    });
    const refunded = (
      await admin(t.app, 'order/refund', { orderNo: unpaidNo, reason: 'Customer asked' }, agent)
    ).json();
    expect(refunded.code).toBe(1);
    expect(await entries('order.agentRefund', `order:${unpaidNo}`)).toEqual([
      expect.objectContaining({
        actorEmail: 'agent@storefront.test',
        before: { status: 'pendingShipment' },
        after: { status: 'pendingRefund', reason: 'Customer asked' },
      }),
    ]);
  });
});
