import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredAccount } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { codeIn, isCodeMail, isLinkMail, mailTo, tokenIn } from '../../testing/outbox.ts';
import { sessions } from './tables.ts';

let t: TestApp;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${counter++}`;
const PASSWORD = 'secret-123';
let failAfterMoving = false;
const merges: [string, string][] = [];

beforeAll(async () => {
  t = await createTestApp({ SIGNIN_LIMIT_PER_IP: '100000', MAIL_LIMIT_PER_IP: '100000' });
  // A stand-in for a later module's table (orders, players, coupons) and its merge hook.
  await t.database.db.execute(sql`CREATE TABLE guest_things (customer_id text NOT NULL, item text NOT NULL)`);
  t.services.auth.registerGuestMerge('guest_things', async (guestId, accountId, tx) => {
    merges.push([guestId, accountId]);
    await tx.execute(sql`UPDATE guest_things SET customer_id = ${accountId} WHERE customer_id = ${guestId}`);
    if (failAfterMoving) throw new Error('merge failed');
  });
});
afterAll(() => t.close());

async function data(path: string, body: unknown, headers: Record<string, string> = {}) {
  return (await t.call(path, body, headers)).json().data;
}

async function guestWithThings() {
  const guest = await data('auth/loginByDevice', { DeviceId: `merge-test-device-${unique()}` });
  await t.database.db.execute(
    sql`INSERT INTO guest_things (customer_id, item) VALUES (${guest.userId}, 'order'), (${guest.userId}, 'player')`,
  );
  return guest;
}

async function thingsOf(customerId: string): Promise<string[]> {
  const { rows } = await t.database.db.execute<{ item: string }>(
    sql`SELECT item FROM guest_things WHERE customer_id = ${customerId} ORDER BY item`,
  );
  return rows.map((row) => row.item);
}

const sessionCount = async (customerId: string) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.customerId, customerId))).length;

async function account() {
  const email = `merge.${unique()}@example.com`;
  const { userId } = await registeredAccount(t, { email, password: PASSWORD });
  return { email, userId };
}

describe('signing in from a guest session', () => {
  it("moves the guest's things to the account (password sign-in)", async () => {
    const { email, userId } = await account();
    const guest = await guestWithThings();
    const res = await t.call(
      'auth/loginByPwd',
      { email, password: PASSWORD },
      { authorization: guest.token },
    );
    expect(res.json().code).toBe(1);
    expect(merges.at(-1)).toEqual([guest.userId, userId]);
    expect(await thingsOf(userId)).toEqual(['order', 'player']);
    expect(await thingsOf(guest.userId)).toEqual([]);
  });

  it('moves them too on code sign-in', async () => {
    const { email, userId } = await account();
    const guest = await guestWithThings();
    await t.database.db.execute(sql`DELETE FROM rate_limits`);
    await t.call('auth/sendVerifyEmail', { email, type: 'login' });
    const code = codeIn(await mailTo(t, email, isCodeMail));
    expect(
      (await t.call('auth/loginByEmail', { email, code }, { authorization: guest.token })).json().code,
    ).toBe(1);
    expect(await thingsOf(userId)).toEqual(['order', 'player']);
  });

  it('runs the hooks in the sign-in transaction: a failing hook undoes the whole sign-in', async () => {
    const { email, userId } = await account();
    const guest = await guestWithThings();
    const accountSessions = await sessionCount(userId);
    failAfterMoving = true;
    try {
      const res = await t.call(
        'auth/loginByPwd',
        { email, password: PASSWORD },
        { authorization: guest.token },
      );
      expect(res.json().code).toBe(-1108);
    } finally {
      failAfterMoving = false;
    }
    // The hook's own move, the end of the guest's session, the account's new session: all undone.
    expect(await thingsOf(guest.userId)).toEqual(['order', 'player']);
    expect(await sessionCount(userId)).toBe(accountSessions);
    expect((await t.call('auth/loginByToken', {}, { authorization: guest.token })).json().code).toBe(1);
  });

  it('runs no hook without a guest session', async () => {
    const { email } = await account();
    const other = await account();
    const before = merges.length;
    await t.call('auth/loginByPwd', { email, password: PASSWORD });
    const signedIn = await data('auth/loginByPwd', { email: other.email, password: PASSWORD });
    await t.call('auth/loginByPwd', { email, password: PASSWORD }, { authorization: signedIn.token });
    expect(merges.length).toBe(before);
  });

  it('merges the guest that registered when its link is opened in that browser, and no other', async () => {
    const guest = await guestWithThings();
    const email = `merge.${unique()}@example.com`;
    await t.call('auth/register', { email, password: PASSWORD }, { authorization: guest.token });
    // Registering signs nobody in, so nothing moves yet.
    expect(await thingsOf(guest.userId)).toEqual(['order', 'player']);
    const token = tokenIn(await mailTo(t, email, isLinkMail));
    const { login } = await data('auth/verifyEmail', { token }, { authorization: guest.token });
    expect(merges.at(-1)).toEqual([guest.userId, login.userId]);
    expect(await thingsOf(login.userId)).toEqual(['order', 'player']);
  });
});
