import { UserInfo, type LoginData } from '@storefront/contracts';
import { errorMessage } from '../../platform/i18n/web-messages.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.ts';
import { registeredAccount } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { codeIn, isCodeMail, mailTo, outboxOf } from '../../testing/outbox.ts';
import { rateLimits } from '../../platform/tables.ts';
import { customers, sessions } from '../auth/tables.ts';

let t: TestApp;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${counter++}`;
const newEmail = () => `member.${unique()}@example.com`;
const PASSWORD = 'secret-123';

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

const guest = (): Promise<LoginData> =>
  ok('auth/loginByDevice', { DeviceId: `user-account-device-${unique()}` });

async function account(): Promise<LoginData> {
  return registeredAccount(t, { email: newEmail(), password: PASSWORD });
}

/** An account as social sign-in makes it: registered, without e-mail or password. */
async function socialAccount(): Promise<LoginData> {
  const id = newId('cus');
  await t.database.db.insert(customers).values({
    id,
    kind: 'registered',
    lang: 'en',
    regionCode: 'RUS',
    currencyCode: 'RUB',
    inviteCode: unique(),
  });
  return t.services.auth.openSessionFor(id);
}

describe('user/info', () => {
  it("answers a guest's record", async () => {
    const visitor = await guest();
    const info = await ok('user/info', {}, { authorization: visitor.token });
    expect(Object.keys(info).sort()).toEqual(Object.keys(UserInfo.shape).sort());
    expect(info).toMatchObject({
      userId: visitor.userId,
      email: '',
      isBindEmail: 0,
      isRegister: 0,
      emailVerified: false,
      hasPassword: false,
      inviteCode: '',
      lang: 'ru',
      region: 'RUS',
      currency: 'RUB',
    });
    expect(info.createdAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it("answers an account's record, and -1001 without a session", async () => {
    const { token, userId, email } = await account();
    const info = await ok('user/info', {}, { authorization: token });
    expect(info).toMatchObject({
      userId,
      email,
      isBindEmail: 1,
      isRegister: 1,
      emailVerified: true,
      hasPassword: true,
    });
    expect(info.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect((await t.call('user/info', {})).json().code).toBe(-1001);
  });
});

describe('user/updatePwd', () => {
  it('changes the password, ends every other session and answers a new one for this caller', async () => {
    const first = await account();
    const second = await ok('auth/loginByPwd', { email: first.email, password: PASSWORD });
    const data = await ok(
      'user/updatePwd',
      { oldPassword: PASSWORD, password: 'changed-456' },
      { authorization: first.token },
    );
    expect(data).toMatchObject({ userId: first.userId, email: first.email, isRegister: 1 });
    for (const token of [first.token, second.token]) {
      expect((await t.call('auth/loginByToken', {}, { authorization: token })).json().code).toBe(-1001);
    }
    await ok('auth/loginByToken', {}, { authorization: data.token });
    expect((await t.call('auth/loginByPwd', { email: first.email, password: PASSWORD })).json().code).toBe(
      -1002,
    );
    await ok('auth/loginByPwd', { email: first.email, password: 'changed-456' });
  });

  it('requires the old password when one is set: -1100 missing, -1111 wrong', async () => {
    const { token } = await account();
    const missing = await t.call('user/updatePwd', { password: 'changed-456' }, { authorization: token });
    expect(missing.json()).toMatchObject({ code: -1100, msg: 'Please enter your current password' });
    const wrong = await t.call(
      'user/updatePwd',
      { oldPassword: 'not-it', password: 'changed-456' },
      { authorization: token, lang: 'pt' },
    );
    expect(wrong.json()).toEqual({ code: -1111, msg: errorMessage(-1111, 'pt'), data: null });
    await ok('auth/loginByToken', {}, { authorization: token });
  });

  it('sets a first password on an account that has none, without an old one', async () => {
    const social = await socialAccount();
    await ok('user/updatePwd', { password: 'first-pass' }, { authorization: social.token });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, social.userId));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("answers -1005 for a guest, and validates the new password in the spec's words (6-18)", async () => {
    const visitor = await guest();
    const res = await t.call('user/updatePwd', { password: 'changed-456' }, { authorization: visitor.token });
    expect(res.json()).toMatchObject({ code: -1005 });
    const { token } = await account();
    const said = { en: 'Please enter 6-18 characters', ru: 'Введите от 6 до 18 символов' };
    for (const [password, lang] of [
      ['12345', 'en'],
      ['x'.repeat(19), 'ru'],
    ] as const) {
      const bad = await t.call(
        'user/updatePwd',
        { oldPassword: PASSWORD, password },
        { authorization: token, lang },
      );
      expect(bad.json()).toEqual({ code: -1101, msg: said[lang], data: null });
    }
    expect(
      (await t.call('user/updatePwd', { oldPassword: PASSWORD }, { authorization: token })).json().code,
    ).toBe(-1100);
  });
});

describe('user/bindEmail', () => {
  async function sendBindCode(email: string, token: string): Promise<string> {
    await t.database.db.delete(rateLimits);
    await ok('auth/sendVerifyEmail', { email, type: 'bindEmail' }, { authorization: token });
    return codeIn(await mailTo(t, email, isCodeMail));
  }

  it('binds a verified address to an account without one', async () => {
    const social = await socialAccount();
    const email = newEmail();
    const code = await sendBindCode(email, social.token);
    expect((await mailTo(t, email)).subject).toBe('Your code to bind this e-mail');
    expect(await ok('user/bindEmail', { email, code }, { authorization: social.token })).toEqual({ email });
    const info = await ok('user/info', {}, { authorization: social.token });
    expect(info).toMatchObject({ email, isBindEmail: 1, emailVerified: true });
    // The address now signs in by code to the same account.
    await t.database.db.delete(rateLimits);
    await ok('auth/sendVerifyEmail', { email, type: 'login' });
  });

  it('answers the spec text -1109 for an address another account uses', async () => {
    const social = await socialAccount();
    const taken = await account();
    const res = await t.call(
      'auth/sendVerifyEmail',
      { email: taken.email, type: 'bindEmail' },
      { authorization: social.token, lang: 'en' },
    );
    expect(res.json()).toEqual({
      code: -1109,
      msg: 'This email is already used, please change another one.',
      data: null,
    });
    expect((await outboxOf(t, taken.email)).filter(isCodeMail)).toEqual([]);

    // Another account takes the address between the code and the binding.
    const email = newEmail();
    const code = await sendBindCode(email, social.token);
    await t.database.db.insert(customers).values({
      id: newId('cus'),
      kind: 'registered',
      email,
      lang: 'en',
      regionCode: 'RUS',
      currencyCode: 'RUB',
    });
    const late = await t.call('user/bindEmail', { email, code }, { authorization: social.token, lang: 'ru' });
    expect(late.json()).toEqual({ code: -1109, msg: errorMessage(-1109, 'ru'), data: null });
  });

  it('answers -1112 when the account has an e-mail, -1005 for a guest, -1013 for a wrong code', async () => {
    const withEmail = await account();
    const send = (token: string) =>
      t.call('auth/sendVerifyEmail', { email: newEmail(), type: 'bindEmail' }, { authorization: token });
    expect((await send(withEmail.token)).json().code).toBe(-1112);
    expect((await send((await guest()).token)).json().code).toBe(-1005);
    expect(
      (
        await t.call(
          'user/bindEmail',
          { email: newEmail(), code: '123456' },
          { authorization: withEmail.token },
        )
      ).json().code,
    ).toBe(-1112);

    const social = await socialAccount();
    const email = newEmail();
    const code = await sendBindCode(email, social.token);
    const wrong = code === '111111' ? '222222' : '111111';
    const res = await t.call('user/bindEmail', { email, code: wrong }, { authorization: social.token });
    expect(res.json().code).toBe(-1013);
    // A code sent for another account's binding does not bind this one.
    const thief = await socialAccount();
    expect(
      (await t.call('user/bindEmail', { email, code }, { authorization: thief.token })).json().code,
    ).toBe(-1013);
  });
});

describe('FORCE_LOGIN_GUESTS', () => {
  it('makes new guests forceLogin 1, and registering clears it', async () => {
    const strict = await createTestApp({ FORCE_LOGIN_GUESTS: 'true' });
    try {
      const res = await strict.call('auth/loginByDevice', { DeviceId: `force-login-device-${unique()}` });
      const visitor = res.json().data;
      expect(visitor).toMatchObject({ forceLogin: 1, isRegister: 0 });
      const registered = await registeredAccount(strict, {
        email: newEmail(),
        password: PASSWORD,
        headers: { authorization: visitor.token },
      });
      expect(registered).toMatchObject({ forceLogin: 0, isRegister: 1 });
      const [row] = await strict.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.customerId, registered.userId));
      expect(row).toBeDefined();
    } finally {
      await strict.close();
    }
  });
});
