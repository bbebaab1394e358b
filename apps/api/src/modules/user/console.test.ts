import http from 'node:http';
import { CONSOLE_ERROR, ERROR, type LoginData } from '@storefront/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSkuId } from '../../demo/catalog.ts';
import { registeredAccount } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { adminCall, signedInStaff } from '../../testing/staff.ts';
import { staffAuditLog } from '../agents/tables.ts';
import { newErasedHolder } from '../auth/index.ts';
import { customers, sessions } from '../auth/tables.ts';

// Issue 15, "Customers": staff find a customer by e-mail or id, read their orders, coupons, sessions
// and invite tree, disable the account (the customer's next call answers -1004 and their sessions
// end) and enable it again, and sign them out everywhere.

const PORT = 3646;
const PASSWORD = 'secret-123';
let t: TestApp;
let operator: string;
let n = 0;
const unique = () => `${Date.now().toString(36)}${n++}`;

beforeAll(async () => {
  t = await createTestApp({
    API_PORT: String(PORT),
    SIGNIN_LIMIT_PER_IP: '100000',
    SIGNIN_LIMIT_PER_EMAIL: '100000',
    MAIL_LIMIT_PER_IP: '100000',
    MAIL_LIMIT_PER_EMAIL: '100000',
  });
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
  operator = (await signedInStaff(t, 'operator')).token;
});
afterAll(() => t.close());

const admin = (path: string, body: unknown, token = operator) => adminCall(t, path, body, token);

async function customer(inviteCode?: string) {
  const email = `Customer.${unique()}@Console.test`.toLowerCase();
  const login = await registeredAccount(t, { email, password: PASSWORD, inviteCode });
  const info = (await t.call('user/info', {}, { authorization: login.token })).json().data;
  return { email, login, id: login.userId, inviteCode: info.inviteCode as string };
}

async function guest() {
  const login = await t.call('auth/loginByDevice', { DeviceId: `console-customers-${unique()}` });
  return login.json().data as LoginData;
}

async function order(token: string, email?: string) {
  const created = await t.call(
    'order/create',
    {
      productId: 'mecha-arena',
      skuId: demoSkuId('mecha-arena', 60),
      playerId: '581234567',
      acceptTerms: true,
      ...(email && { email }),
    },
    { authorization: token },
  );
  expect(created.json(), created.body).toMatchObject({ code: 1 });
  return created.json().data.orderNo as string;
}

const signIn = (email: string) => t.call('auth/loginByPwd', { email, password: PASSWORD });
const info = (token: string) => t.call('user/info', {}, { authorization: token }).then((res) => res.json());

async function entriesAbout(customerId: string) {
  return t.database.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.targetId, `customer:${customerId}`))
    .orderBy(desc(staffAuditLog.id));
}

const liveSessions = (customerId: string) =>
  t.database.db.$count(sessions, eq(sessions.customerId, customerId));

describe('finding customers', () => {
  it('by the start of an e-mail in any case, exactly, by id (a guest too) and by invite code', async () => {
    const tag = unique();
    const made = [];
    for (const name of ['ann', 'anna', 'bob']) {
      made.push(await customer().then(async (one) => one));
      await t.database.db
        .update(customers)
        .set({ email: `${name}.${tag}@find.test` })
        .where(eq(customers.id, made.at(-1)!.id));
    }
    const found = await admin('customers/search', { query: `ANN.${tag}` });
    expect(found.code).toBe(1);
    expect(found.data.list.map((item: { email: string }) => item.email)).toEqual([`ann.${tag}@find.test`]);
    const starts = await admin('customers/search', { query: `  Ann` });
    const emails = starts.data.list.map((item: { email: string }) => item.email);
    expect(emails).toEqual(expect.arrayContaining([`ann.${tag}@find.test`, `anna.${tag}@find.test`]));
    expect(emails).not.toContain(`bob.${tag}@find.test`);
    expect(emails).toEqual([...emails].sort());

    const exact = await admin('customers/search', { query: `bob.${tag}@find.test` });
    expect(exact.data.list).toEqual([
      {
        customerId: made[2]!.id,
        kind: 'registered',
        email: `bob.${tag}@find.test`,
        createdAt: expect.any(Number),
        disabled: false,
        orders: 0,
      },
    ]);

    const visitor = await guest();
    await order(visitor.token);
    const byId = await admin('customers/search', { query: visitor.userId });
    expect(byId.data.list).toMatchObject([
      { customerId: visitor.userId, kind: 'guest', email: null, orders: 1 },
    ]);

    const byCode = await admin('customers/search', { query: made[0]!.inviteCode.toLowerCase() });
    expect(byCode.data.list[0]).toMatchObject({ customerId: made[0]!.id });
  });

  it('finds a guest by the address they paid with, and no e-mail start by a LIKE wildcard', async () => {
    const visitor = await guest();
    const address = `paid.${unique()}@guest.test`;
    await order(visitor.token, address);
    const found = await admin('customers/search', { query: address });
    expect(found.data.list).toMatchObject([{ customerId: visitor.userId, kind: 'guest' }]);
    const wildcard = await admin('customers/search', { query: '%' });
    expect(wildcard.data.list).toEqual([]);
  });

  it('lists registered accounts newest first, a page at a time, and the disabled ones alone', async () => {
    const first = await customer();
    const second = await customer();
    const page = await admin('customers/search', { limit: 1 });
    expect(page.data.list.map((item: { customerId: string }) => item.customerId)).toEqual([second.id]);
    const next = await admin('customers/search', { limit: 1, cursor: page.data.nextCursor });
    expect(next.data.list.map((item: { customerId: string }) => item.customerId)).toEqual([first.id]);
    const all = await admin('customers/search', { limit: 100 });
    expect(all.data.list.every((item: { kind: string }) => item.kind === 'registered')).toBe(true);

    await admin('customers/disable', { customerId: first.id, reason: 'Chargebacks' });
    const disabled = await admin('customers/search', { disabledOnly: true, limit: 100 });
    expect(disabled.data.list.map((item: { customerId: string }) => item.customerId)).toContain(first.id);
    expect(disabled.data.list.every((item: { disabled: boolean }) => item.disabled)).toBe(true);
  });

  it('lets owners and operators in, not agents; a bad cursor names its field', async () => {
    const agent = await signedInStaff(t, 'agent');
    expect((await admin('customers/search', {}, agent.token)).code).toBe(CONSOLE_ERROR.STAFF_ROLE_REFUSED);
    const owner = await signedInStaff(t, 'owner');
    expect((await admin('customers/search', {}, owner.token)).code).toBe(1);
    const bad = await admin('customers/search', { cursor: 'x:1' });
    expect(bad.code).toBe(ERROR.FIELD_INVALID);
    expect(bad.msg).toMatch(/cursor/);
  });
});

describe("one customer's page", () => {
  it('shows the account, orders newest first, coupons, sessions without tokens and the invite tree', async () => {
    const inviter = await customer();
    const one = await customer(inviter.inviteCode);
    const invitee = await customer(one.inviteCode);
    const second = await customer(invitee.inviteCode);
    const older = await order(one.login.token);
    const newer = await order(one.login.token);

    const page = await admin('customers/get', { customerId: one.id });
    expect(page.code).toBe(1);
    const detail = page.data;
    expect(detail.customer).toMatchObject({
      customerId: one.id,
      kind: 'registered',
      email: one.email,
      emailVerified: true,
      disabled: false,
      disabledAt: null,
      erased: false,
      hasPassword: true,
    });
    expect(detail.orders.map((item: { orderNo: string }) => item.orderNo)).toEqual([newer, older]);
    expect(detail.orders[0]).toMatchObject({
      status: 'waitingPayment',
      productName: expect.any(String),
      currency: { code: 'RUB' },
      refundedAmount: 0,
    });
    expect(detail.orders[0].payAmount).toBeGreaterThan(0);
    expect(detail.counts).toMatchObject({ orders: 2, completedOrders: 0, sessions: 1 });
    expect(detail.counts.coupons).toBe(detail.coupons.length);
    expect(detail.sessions).toEqual([
      { createdAt: expect.any(Number), lastSeenAt: expect.any(Number), expiresAt: expect.any(Number) },
    ]);
    expect(JSON.stringify(detail)).not.toContain(one.login.token);
    expect(detail.inviteTree).toMatchObject({
      inviteCode: one.inviteCode,
      invitedByCode: inviter.inviteCode,
      invitedBy: { customerId: inviter.id, email: inviter.email },
      invited: 1,
      invitees: [
        {
          customerId: invitee.id,
          email: invitee.email,
          invited: 1,
          invitees: [{ customerId: second.id, email: second.email }],
        },
      ],
    });
  });

  it('answers -1410 for an unknown customer', async () => {
    const missing = await admin('customers/get', { customerId: 'cus_nobody' });
    expect(missing.code).toBe(CONSOLE_ERROR.CUSTOMER_NOT_FOUND);
  });
});

/** The live status stream of an order, as the order page follows it. */
function follow(orderNo: string, token: string): Promise<{ ended: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: PORT,
        path: `/api/web/order/events?orderNo=${orderNo}`,
        headers: { authorization: token },
      },
      (response) => {
        let raw = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (raw += chunk));
        resolve({ ended: new Promise((settle) => response.on('end', () => settle(raw))) });
      },
    );
    request.on('error', reject);
  });
}

describe('disabling, enabling and signing out', () => {
  it("ends every session and the customer's open order page; their next call answers -1004", async () => {
    const one = await customer();
    const other = (await signIn(one.email)).json().data as LoginData;
    const orderNo = await order(one.login.token);
    const stream = await follow(orderNo, one.login.token);
    expect(await liveSessions(one.id)).toBe(2);

    const [first, again] = await Promise.all([
      admin('customers/disable', { customerId: one.id, reason: 'Card fraud reported' }),
      admin('customers/disable', { customerId: one.id, reason: 'Card fraud reported' }),
    ]);
    expect(first).toMatchObject({ code: 1, data: { customerId: one.id, disabled: true } });
    expect(again).toMatchObject({ code: 1, data: { disabled: true } });
    expect(first.data.sessionsEnded + again.data.sessionsEnded).toBe(2);
    expect(first.data.disabledAt).toEqual(again.data.disabledAt);

    expect(await stream.ended).toContain('event: ended');
    // Each session answers -1004 from now on, which the storefront shows (a deleted one, -1001,
    // would send the browser back to its device's guest without a word).
    expect((await info(one.login.token)).code).toBe(ERROR.USER_DISABLED);
    expect((await info(other.token)).code).toBe(ERROR.USER_DISABLED);
    const refused = (await signIn(one.email)).json();
    expect(refused.code).toBe(ERROR.USER_DISABLED);

    const entries = await entriesAbout(one.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'customer.disable',
      targetEmail: null,
      before: { disabled: false },
      after: { disabled: true, sessionsEnded: 2, reason: 'Card fraud reported' },
    });
    const page = (await admin('customers/get', { customerId: one.id })).data;
    expect(page.customer).toMatchObject({ disabled: true, disabledAt: first.data.disabledAt });
    expect(page.sessions).toEqual([]);
    expect(page.counts.sessions).toBe(0);
    const reopened = await follow(orderNo, one.login.token);
    expect(JSON.parse(await reopened.ended)).toMatchObject({ code: ERROR.USER_DISABLED });
    expect(page.changes).toMatchObject([{ action: 'customer.disable', reason: 'Card fraud reported' }]);
  });

  it('enables the account again: the old sessions stay ended, the customer signs in as before', async () => {
    const one = await customer();
    await admin('customers/disable', { customerId: one.id, reason: 'Checking a complaint' });
    expect((await admin('customers/signOut', { customerId: one.id, reason: 'x' })).data.sessionsEnded).toBe(
      0,
    );
    expect((await info(one.login.token)).code).toBe(ERROR.USER_DISABLED);
    const enabled = await admin('customers/enable', { customerId: one.id, reason: 'Complaint settled' });
    expect(enabled).toMatchObject({ code: 1, data: { disabled: false, disabledAt: null, sessionsEnded: 0 } });
    expect((await admin('customers/enable', { customerId: one.id, reason: 'Again' })).code).toBe(1);

    expect((await info(one.login.token)).code).toBe(ERROR.TOKEN_EXPIRED);
    expect(await liveSessions(one.id)).toBe(0);
    const login = (await signIn(one.email)).json();
    expect(login.code).toBe(1);
    expect((await info(login.data.token)).code).toBe(1);
    const entries = await entriesAbout(one.id);
    expect(entries.map((entry) => entry.action)).toEqual(['customer.enable', 'customer.disable']);
    expect(entries[0]).toMatchObject({ after: { disabled: false, reason: 'Complaint settled' } });
  });

  it('signs the customer out everywhere and leaves the account enabled', async () => {
    const one = await customer();
    const other = (await signIn(one.email)).json().data as LoginData;
    const ended = await admin('customers/signOut', { customerId: one.id, reason: 'Asked by phone' });
    expect(ended).toMatchObject({ code: 1, data: { disabled: false, sessionsEnded: 2 } });
    expect((await info(one.login.token)).code).toBe(ERROR.TOKEN_EXPIRED);
    expect((await info(other.token)).code).toBe(ERROR.TOKEN_EXPIRED);
    expect(await liveSessions(one.id)).toBe(0);
    const again = await admin('customers/signOut', { customerId: one.id, reason: 'Asked by phone' });
    expect(again.data.sessionsEnded).toBe(0);

    expect((await signIn(one.email)).json().code).toBe(1);
    const entries = await entriesAbout(one.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'customer.signOut',
      after: { sessionsEnded: 2, reason: 'Asked by phone' },
    });
  });

  it('disables a guest: their device opens no session; a reason is required', async () => {
    const deviceId = `console-customers-${unique()}`;
    const visitor = (await t.call('auth/loginByDevice', { DeviceId: deviceId })).json().data as LoginData;
    const noReason = await admin('customers/disable', { customerId: visitor.userId });
    expect(noReason.code).toBe(ERROR.FIELD_REQUIRED);
    expect(noReason.msg).toMatch(/reason/);
    await admin('customers/disable', { customerId: visitor.userId, reason: 'Bot orders' });
    const again = (await t.call('auth/loginByDevice', { DeviceId: deviceId })).json();
    expect(again.code).toBe(ERROR.USER_DISABLED);
  });

  it("never enables a deleted account's stand-in (-1411), and refuses an unknown customer (-1410)", async () => {
    const one = await customer();
    const [account] = await t.database.db.select().from(customers).where(eq(customers.id, one.id));
    const holderId = await t.database.db.transaction((tx) => newErasedHolder(tx, account!));
    const refused = await admin('customers/enable', { customerId: holderId, reason: 'Mistake' });
    expect(refused.code).toBe(CONSOLE_ERROR.CUSTOMER_ERASED);
    const [holder] = await t.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.id, holderId), eq(customers.disabled, true)));
    expect(holder).toBeDefined();
    expect((await admin('customers/get', { customerId: holderId })).data.customer.erased).toBe(true);
    for (const path of ['customers/disable', 'customers/enable', 'customers/signOut']) {
      expect((await admin(path, { customerId: 'cus_nobody', reason: 'x' })).code).toBe(
        CONSOLE_ERROR.CUSTOMER_NOT_FOUND,
      );
    }
  });
});
