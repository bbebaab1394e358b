import { ERROR, type LoginData } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.ts';
import { jobSender } from '../../platform/jobs.ts';
import { rateLimits } from '../../platform/tables.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { codeIn, isCodeMail, isLinkMail, mailTo, outboxOf, tokenIn } from '../../testing/outbox.ts';
import { createAccountService, type AccountService, type Caller } from './accounts.ts';
import { customers } from './tables.ts';

// Issue 11, item 1: a password set on an address nobody has proved is no way in, and whatever first
// proves the address (a code, the link from another browser, a reset, a provider) takes it back
// from whoever set it. Item 6's hook: the account is welcomed once, where its address is proved.

let t: TestApp;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${counter++}`;
const newEmail = () => `owner.${unique()}@example.com`;
const ATTACKER_PASSWORD = 'attacker-pass';

beforeAll(async () => {
  t = await createTestApp({
    SIGNIN_LIMIT_PER_IP: '100000',
    SIGNIN_LIMIT_PER_EMAIL: '100000',
    MAIL_LIMIT_PER_IP: '100000',
    MAIL_LIMIT_PER_EMAIL: '100000',
  });
});
afterAll(() => t.close());

async function ok(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await t.call(path, body, headers);
  expect(res.json(), `${path} ${res.body}`).toMatchObject({ code: 1 });
  return res.json().data;
}

/** A browser: its device and the guest session it starts with. */
async function browser() {
  const deviceId = `takeover-device-${unique()}`;
  const guest: LoginData = await ok('auth/loginByDevice', { DeviceId: deviceId });
  return { deviceId, ...guest, headers: { authorization: guest.token, deviceid: deviceId } };
}

async function customer(id: string) {
  const [row] = await t.database.db.select().from(customers).where(eq(customers.id, id));
  return row!;
}

/**
 * The attacker registers the owner's address from their own browser. Registration signs nobody in,
 * so the session they hold is one such as registration gave before it stopped signing anyone in.
 */
async function squat(email: string) {
  const attacker = await browser();
  await ok('auth/register', { email, password: ATTACKER_PASSWORD }, attacker.headers);
  const [account] = await t.database.db.select().from(customers).where(eq(customers.email, email));
  const oldSession = await t.services.auth.openSession(account!);
  return { attacker, account: account!, oldSession };
}

async function mailedCode(
  email: string,
  type: 'login' | 'resetPwd' | 'bindEmail',
  headers: Record<string, string>,
) {
  // One e-mail a minute to an address is the rule: the registration's link was one.
  await t.database.db.delete(rateLimits);
  const before = (await outboxOf(t, email)).filter(isCodeMail).length;
  await ok('auth/sendVerifyEmail', { email, type }, headers);
  return codeIn(await mailTo(t, email, isCodeMail, before + 1));
}

const signInByPassword = async (email: string, password: string) =>
  (await t.call('auth/loginByPwd', { email, password })).json().code;
const sessionAlive = async (token: string) =>
  (await t.call('auth/loginByToken', {}, { authorization: token })).json().code;

describe('an address someone else registered, first proved by its owner', () => {
  it('is no way in before: the right password answers -1003, a wrong one -1002', async () => {
    const email = newEmail();
    await squat(email);
    expect(await signInByPassword(email, ATTACKER_PASSWORD)).toBe(ERROR.EMAIL_NOT_VERIFIED);
    expect(await signInByPassword(email, 'a-guess')).toBe(ERROR.WRONG_CREDENTIALS);
  });

  it("by a sign-in code: the attacker's password and sessions end, the owner is told", async () => {
    const email = newEmail();
    const { account, oldSession } = await squat(email);
    const owner = await browser();
    const code = await mailedCode(email, 'login', owner.headers);
    const signedIn = await ok('auth/loginByEmail', { email, code }, owner.headers);
    expect(signedIn).toMatchObject({ userId: account.id, email, passwordCleared: 1 });

    expect(await signInByPassword(email, ATTACKER_PASSWORD)).toBe(ERROR.WRONG_CREDENTIALS);
    expect(await sessionAlive(oldSession.token)).toBe(ERROR.TOKEN_EXPIRED);
    expect(await sessionAlive(signedIn.token)).toBe(1);
    expect(await ok('user/info', {}, { authorization: signedIn.token })).toMatchObject({
      emailVerified: true,
      hasPassword: false,
    });
  });

  it('by the link opened in another browser: proved, the password gone, and that browser not signed in', async () => {
    const email = newEmail();
    const { account, oldSession } = await squat(email);
    const owner = await browser();
    const link = tokenIn(await mailTo(t, email, isLinkMail));
    const verified = await ok('auth/verifyEmail', { token: link }, owner.headers);
    expect(verified).toEqual({ email, passwordCleared: 1 });

    expect(await signInByPassword(email, ATTACKER_PASSWORD)).toBe(ERROR.WRONG_CREDENTIALS);
    expect(await sessionAlive(oldSession.token)).toBe(ERROR.TOKEN_EXPIRED);
    // The owner's browser is still its guest: a link passed around signs nobody in.
    expect(await ok('auth/loginByToken', {}, owner.headers)).toMatchObject({
      userId: owner.userId,
      isRegister: 0,
    });
    expect((await customer(account.id)).emailVerifiedAt).not.toBeNull();
    // Now the owner signs in by code, and nothing more is taken.
    const code = await mailedCode(email, 'login', owner.headers);
    expect(await ok('auth/loginByEmail', { email, code }, owner.headers)).toMatchObject({
      userId: account.id,
      passwordCleared: 0,
    });
  });

  it('by the link opened without any session: the password goes too', async () => {
    const email = newEmail();
    await squat(email);
    const link = tokenIn(await mailTo(t, email, isLinkMail));
    expect(await ok('auth/verifyEmail', { token: link })).toEqual({ email, passwordCleared: 1 });
    expect(await signInByPassword(email, ATTACKER_PASSWORD)).toBe(ERROR.WRONG_CREDENTIALS);
  });

  it('by a reset code: only the new password works, and every earlier session ends', async () => {
    const email = newEmail();
    const { account, oldSession } = await squat(email);
    const owner = await browser();
    const code = await mailedCode(email, 'resetPwd', owner.headers);
    await ok('auth/resetPwd', { email, code, password: 'owners-own-1' }, owner.headers);
    expect(await signInByPassword(email, ATTACKER_PASSWORD)).toBe(ERROR.WRONG_CREDENTIALS);
    expect(await sessionAlive(oldSession.token)).toBe(ERROR.TOKEN_EXPIRED);
    expect((await ok('auth/loginByPwd', { email, password: 'owners-own-1' })).userId).toBe(account.id);
  });
});

describe("the registrant's own browser", () => {
  it('keeps the password it chose when it opens the link, and is signed in', async () => {
    const email = newEmail();
    const registrant = await browser();
    await ok('auth/register', { email, password: 'mine-12345' }, registrant.headers);
    const link = tokenIn(await mailTo(t, email, isLinkMail));
    const verified = await ok('auth/verifyEmail', { token: link }, registrant.headers);
    expect(verified).toMatchObject({ email, passwordCleared: 0, login: { email, isRegister: 1 } });
    expect((await ok('auth/loginByPwd', { email, password: 'mine-12345' })).userId).toBe(
      verified.login.userId,
    );
  });

  it("keeps the account's password when the account's own session binds an address", async () => {
    // An account as social sign-in makes it without an e-mail, given a password of its own.
    const id = newId('cus');
    await t.database.db.insert(customers).values({
      id,
      kind: 'registered',
      lang: 'en',
      regionCode: 'RUS',
      currencyCode: 'RUB',
      inviteCode: unique().slice(-8).toUpperCase(),
    });
    const { token } = await t.services.auth.openSessionFor(id);
    const signedIn = await ok('user/updatePwd', { password: 'own-pass-1' }, { authorization: token });
    const email = newEmail();
    const code = await mailedCode(email, 'bindEmail', { authorization: signedIn.token });
    await ok('user/bindEmail', { email, code }, { authorization: signedIn.token });
    expect(await sessionAlive(signedIn.token)).toBe(1);
    expect((await ok('auth/loginByPwd', { email, password: 'own-pass-1' })).userId).toBe(id);
  });
});

describe('the welcome (programme coupons) of an account', () => {
  const welcomed: { accountId: string; deviceIds: string[]; provedInTx: boolean }[] = [];
  let accounts: AccountService;
  let refuseWelcome = false;

  beforeAll(() => {
    // The account service with a welcome that records its calls, in place of the coupons'.
    accounts = createAccountService({
      db: t.database.db,
      config: t.config,
      system: t.services.system,
      auth: t.services.auth,
      jobs: jobSender(t.boss),
      limiter: t.services.limiter,
      welcome: async (tx, account, deviceIds) => {
        const [row] = await tx.select().from(customers).where(eq(customers.id, account.id));
        welcomed.push({
          accountId: account.id,
          deviceIds: [...deviceIds].sort(),
          provedInTx: row!.emailVerifiedAt !== null,
        });
        if (refuseWelcome) throw new Error('welcome refused');
      },
    });
  });

  const caller = (b: Awaited<ReturnType<typeof browser>>): Caller => ({
    token: b.token,
    deviceId: b.deviceId,
    realIp: '198.51.100.7',
    lang: undefined,
    region: undefined,
  });
  const callsFor = (accountId: string) => welcomed.filter((call) => call.accountId === accountId);

  it('is not welcomed at registration, but once, where its link proves the address', async () => {
    const email = newEmail();
    const registrant = await browser();
    await accounts.register({ email, password: 'secret-123' }, caller(registrant));
    const [account] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    expect(callsFor(account!.id)).toEqual([]);

    const opener = await browser();
    const link = tokenIn(await mailTo(t, email, isLinkMail));
    await accounts.verifyEmail(link, caller(opener));
    expect(callsFor(account!.id)).toEqual([
      { accountId: account!.id, deviceIds: [opener.deviceId], provedInTx: true },
    ]);
    // Later proofs welcome no more.
    const code = await mailedCode(email, 'login', opener.headers);
    await accounts.loginByEmail({ email, code }, caller(opener));
    expect(callsFor(account!.id)).toHaveLength(1);
  });

  it('is welcomed at creation when a code makes it, with its devices, and not again', async () => {
    const email = newEmail();
    const visitor = await browser();
    const code = await mailedCode(email, 'login', visitor.headers);
    const { userId } = await accounts.loginByEmail({ email, code }, caller(visitor));
    expect(callsFor(userId)).toEqual([
      { accountId: userId, deviceIds: [visitor.deviceId], provedInTx: true },
    ]);
    const again = await mailedCode(email, 'resetPwd', visitor.headers);
    await accounts.resetPwd({ email, code: again, password: 'new-secret-1' }, caller(visitor));
    expect(callsFor(userId)).toHaveLength(1);
  });

  it('is welcomed where a reset code first proves the address', async () => {
    const email = newEmail();
    const { account } = await squat(email);
    const owner = await browser();
    const code = await mailedCode(email, 'resetPwd', owner.headers);
    await accounts.resetPwd({ email, code, password: 'owners-own-1' }, caller(owner));
    expect(callsFor(account.id)).toEqual([
      { accountId: account.id, deviceIds: [owner.deviceId], provedInTx: true },
    ]);
  });

  it('is welcomed where binding first gives the account a proved address', async () => {
    const id = newId('cus');
    await t.database.db.insert(customers).values({
      id,
      kind: 'registered',
      lang: 'en',
      regionCode: 'RUS',
      currencyCode: 'RUB',
      inviteCode: unique().slice(-8).toUpperCase(),
    });
    const { token } = await t.services.auth.openSessionFor(id);
    const email = newEmail();
    const code = await mailedCode(email, 'bindEmail', { authorization: token });
    const deviceId = `binding-device-${unique()}`;
    await accounts.bindEmail(
      { email, code },
      { token, deviceId, realIp: '198.51.100.8', lang: undefined, region: undefined },
    );
    expect(callsFor(id)).toEqual([{ accountId: id, deviceIds: [deviceId], provedInTx: true }]);
  });

  it('refuses the proof when the welcome fails: the link stays unused and the address unproved', async () => {
    const email = newEmail();
    const { account } = await squat(email);
    const link = tokenIn(await mailTo(t, email, isLinkMail));
    refuseWelcome = true;
    try {
      await expect(accounts.verifyEmail(link, caller(await browser()))).rejects.toThrow('welcome refused');
    } finally {
      refuseWelcome = false;
    }
    expect((await customer(account.id)).emailVerifiedAt).toBeNull();
    expect((await customer(account.id)).passwordHash).not.toBeNull();
    await accounts.verifyEmail(link, caller(await browser()));
    expect((await customer(account.id)).emailVerifiedAt).not.toBeNull();
  });
});
