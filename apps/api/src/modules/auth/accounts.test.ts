import { LoginData } from '@storefront/contracts';
import { errorMessage } from '../../platform/i18n/web-messages.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredAccount } from '../../testing/accounts.ts';
import { MAIL_QUEUE } from '../../platform/mail/jobs.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { jobsSent } from '../../testing/jobs.ts';
import { codeIn, isCodeMail, isLinkMail, mailTo, outboxOf, tokenIn } from '../../testing/outbox.ts';
import { rateLimits } from '../../platform/tables.ts';
import { customers, sessions, verifications } from './tables.ts';

let t: TestApp;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${counter++}`;
const newEmail = () => `buyer.${unique()}@example.com`;
const PASSWORD = 'secret-123';

beforeAll(async () => {
  // Limits high enough for one IP to run the whole file; the limits have their own tests.
  t = await createTestApp({
    PUBLIC_URL: 'https://shop.example',
    SIGNIN_LIMIT_PER_IP: '100000',
    SIGNIN_LIMIT_PER_EMAIL: '100000',
    MAIL_LIMIT_PER_IP: '100000',
    MAIL_LIMIT_PER_EMAIL: '100000',
  });
});
afterAll(() => t.close());

/** Lets the next e-mail to an address go out at once (one a minute is the rule). */
const clearLimits = () => t.database.db.delete(rateLimits);

async function ok(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await t.call(path, body, headers);
  expect(res.json(), `${path} ${res.body}`).toMatchObject({ code: 1 });
  return res.json().data;
}

async function guest(headers: Record<string, string> = {}) {
  const deviceId = `accounts-test-device-${unique()}`;
  const data = await ok('auth/loginByDevice', { DeviceId: deviceId }, headers);
  return { deviceId, ...data } as LoginData & { deviceId: string };
}

/** An account registered and proved by its link in the registering browser, signed in there. */
async function register(email = newEmail(), headers: Record<string, string> = {}) {
  return registeredAccount(t, { email, password: PASSWORD, headers });
}

/** An address registered and never proved: nobody is signed in to it. */
async function unproved(email = newEmail(), headers: Record<string, string> = {}) {
  expect(await ok('auth/register', { email, password: PASSWORD }, headers)).toEqual({ email });
  const [row] = await t.database.db.select().from(customers).where(eq(customers.email, email));
  return { ...row!, email };
}

async function customer(id: string) {
  const [row] = await t.database.db.select().from(customers).where(eq(customers.id, id));
  return row!;
}

async function sendCode(email: string, type: 'login' | 'resetPwd', headers: Record<string, string> = {}) {
  await clearLimits();
  const before = (await outboxOf(t, email)).filter(isCodeMail).length;
  await ok('auth/sendVerifyEmail', { email, type }, headers);
  return codeIn(await mailTo(t, email, isCodeMail, before + 1));
}

describe('auth/register', () => {
  it('makes an unproved account and signs nobody in; its link, opened in the same browser, signs that browser in', async () => {
    // An invite code must be a customer's: an inviter's, given a known value.
    const inviter = await register();
    await t.database.db
      .update(customers)
      .set({ inviteCode: 'FR1END22' })
      .where(eq(customers.id, inviter.userId));
    const visitor = await guest();
    const email = newEmail();
    const res = await t.call(
      'auth/register',
      { email: `  ${email.toUpperCase()} `, password: PASSWORD, inviteCode: ' fr1end22 ' },
      { authorization: visitor.token },
    );
    expect(res.json()).toEqual({ code: 1, msg: expect.any(String), data: { email } });

    const row = (await t.database.db.select().from(customers).where(eq(customers.email, email)))[0]!;
    expect(row).toMatchObject({ kind: 'registered', invitedByCode: 'FR1END22', emailVerifiedAt: null });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(PASSWORD);
    expect(row.inviteCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    // The browser is still its guest: registering signed nobody in.
    expect(await ok('auth/loginByToken', {}, { authorization: visitor.token })).toMatchObject({
      userId: visitor.userId,
      isRegister: 0,
    });

    const link = tokenIn(await mailTo(t, email, isLinkMail));
    const verified = await ok('auth/verifyEmail', { token: link }, { authorization: visitor.token });
    expect(verified).toMatchObject({ email, passwordCleared: 0 });
    const data = verified.login;
    expect(Object.keys(data).sort()).toEqual(Object.keys(LoginData.shape).sort());
    expect(data).toMatchObject({ userId: row.id, email, isRegister: 1, isBindEmail: 1, forceLogin: 0 });
    expect((await customer(row.id)).emailVerifiedAt).not.toBeNull();
    // The guest was merged into the account and its session ended; the new token is the account's.
    expect((await t.call('auth/loginByToken', {}, { authorization: visitor.token })).json().code).toBe(-1001);
    expect((await ok('auth/loginByToken', {}, { authorization: data.token })).userId).toBe(row.id);
    expect((await ok('auth/loginByPwd', { email, password: PASSWORD })).userId).toBe(row.id);
    // After sign-out this browser is its guest again, not the account.
    const again = await ok('auth/loginByDevice', { DeviceId: visitor.deviceId });
    expect(again).toMatchObject({ userId: visitor.userId, isRegister: 0, email: '' });
  });

  it("takes the request's language and region, the invite code skipped", async () => {
    const { email, userId } = await register(newEmail(), { lang: 'en', region: 'THA' });
    expect(await customer(userId)).toMatchObject({
      email,
      invitedByCode: null,
      lang: 'en',
      regionCode: 'THA',
    });
    const skipped = await unproved(newEmail());
    expect(skipped.invitedByCode).toBeNull();
  });

  it('e-mails a verification link in the customer language, under its path prefix', async () => {
    const { email } = await unproved(newEmail(), { lang: 'en' });
    const mail = await mailTo(t, email);
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.text).toMatch(/^Welcome!/);
    expect(mail.text).toMatch(/https:\/\/shop\.example\/en\/verifyEmail\?token=[A-Za-z0-9_-]{43}\n/);
    expect(mail.html).toContain(`href="https://shop.example/en/verifyEmail?token=${tokenIn(mail)}"`);
    // A link lives 24 hours.
    const [link] = await t.database.db.select().from(verifications).where(eq(verifications.email, email));
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBeCloseTo(24 * 3600_000, -3);

    const russian = await unproved(newEmail(), { lang: 'ru' });
    const ruMail = await mailTo(t, russian.email);
    expect(ruMail.subject).toBe('Подтвердите адрес электронной почты');
    expect(ruMail.text).toContain('https://shop.example/ru/verifyEmail?token=');
  });

  it('answers a known address as an unknown one, and tells its owner in their language instead', async () => {
    const { email, userId } = await register(newEmail(), { lang: 'en' });
    const before = await customer(userId);
    await clearLimits();
    const known = await t.call('auth/register', { email: email.toUpperCase(), password: 'other-pass' });
    const fresh = newEmail();
    const unknown = await t.call('auth/register', { email: fresh, password: 'other-pass' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual({ ...unknown.json(), data: { email } });
    expect(unknown.json()).toEqual({ code: 1, msg: expect.any(String), data: { email: fresh } });

    // Nothing changed on the account; its owner learns of the attempt and the ways in.
    expect(await customer(userId)).toEqual(before);
    const mail = await mailTo(t, email, (message) => !isLinkMail(message));
    expect(mail.subject).toBe('Someone tried to register with your e-mail address');
    expect(mail.text).toContain('https://shop.example/en/login\n');
    expect(mail.text).toContain('https://shop.example/en/forgetPsd\n');
    expect(isCodeMail(mail) || isLinkMail(mail)).toBe(false);
  });

  it('refuses an invite code nobody has, whether or not the address has an account', async () => {
    const { email } = await register();
    await clearLimits();
    for (const address of [email, newEmail()]) {
      const res = await t.call('auth/register', {
        email: address,
        password: PASSWORD,
        inviteCode: 'NOSUCH99',
      });
      expect(res.json(), address).toEqual({ code: -1400, msg: errorMessage(-1400, 'en'), data: null });
    }
  });

  it('validates as spec section 5 says, in its words: e-mail required, password of 6-18 characters', async () => {
    const cases: [unknown, number, string][] = [
      [{ password: PASSWORD }, -1100, 'Please enter your e-mail'],
      [{ email: 'not-an-address', password: PASSWORD }, -1101, 'Please enter a valid e-mail address'],
      [{ email: newEmail() }, -1100, 'Please enter 6-18 characters'],
      [{ email: newEmail(), password: '12345' }, -1101, 'Please enter 6-18 characters'],
      [{ email: newEmail(), password: 'x'.repeat(19) }, -1101, 'Please enter 6-18 characters'],
    ];
    for (const [body, code, msg] of cases) {
      const res = await t.call('auth/register', body);
      expect(res.json(), JSON.stringify(body)).toEqual({ code, msg, data: null });
    }
  });
});

describe('auth/verifyEmail', () => {
  it('verifies the address once; the same link again answers -1007', async () => {
    const visitor = await guest();
    const { email, id } = await unproved(newEmail(), { authorization: visitor.token });
    const link = tokenIn(await mailTo(t, email, isLinkMail));
    const { login } = await ok('auth/verifyEmail', { token: link }, { authorization: visitor.token });
    expect((await ok('user/info', {}, { authorization: login.token })).emailVerified).toBe(true);
    expect(login.userId).toBe(id);
    const again = await t.call('auth/verifyEmail', { token: link }, { lang: 'en' });
    expect(again.json()).toEqual({ code: -1007, msg: 'Verification link expired', data: null });
  });

  it('answers -1007 for an expired link and for one replaced by a newer', async () => {
    const { email, id } = await unproved();
    const first = tokenIn(await mailTo(t, email, isLinkMail));
    // A session of the account from before registration stopped signing in asks for a new link.
    const { token } = await t.services.auth.openSession(await customer(id));
    await clearLimits();
    await ok('auth/sendVerifyEmail', { email, type: 'register' }, { authorization: token });
    const second = tokenIn(await mailTo(t, email, isLinkMail, 2));
    expect(second).not.toBe(first);
    expect((await t.call('auth/verifyEmail', { token: first })).json().code).toBe(-1007);

    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.email, email));
    expect((await t.call('auth/verifyEmail', { token: second })).json().code).toBe(-1007);
    expect((await customer(id)).emailVerifiedAt).toBeNull();
  });

  it('answers -1007 for a well-formed token it never sent and -1101 for a broken one, as a link cut short', async () => {
    expect((await t.call('auth/verifyEmail', { token: 'A'.repeat(43) })).json().code).toBe(-1007);
    for (const token of ['', 'short', `${'A'.repeat(42)}!`]) {
      expect((await t.call('auth/verifyEmail', { token })).json(), token).toMatchObject({
        code: -1101,
        msg: expect.stringMatching(/^This link is incomplete or mistyped/),
      });
    }
  });
});

describe('auth/sendVerifyEmail', () => {
  it('re-sends the link only to the signed-in account, for its own address', async () => {
    expect((await t.call('auth/sendVerifyEmail', { email: newEmail(), type: 'register' })).json().code).toBe(
      -1001,
    );
    const visitor = await guest();
    const asGuest = await t.call(
      'auth/sendVerifyEmail',
      { email: newEmail(), type: 'register' },
      { authorization: visitor.token },
    );
    expect(asGuest.json().code).toBe(-1005);
    const { token } = await register();
    const other = await t.call(
      'auth/sendVerifyEmail',
      { email: newEmail(), type: 'register' },
      { authorization: token },
    );
    expect(other.json()).toMatchObject({ code: -1101, msg: 'The field "email" has an invalid value' });
  });

  it('sends nothing to an address already verified, and answers 1', async () => {
    const { email, token } = await register();
    await clearLimits();
    const since = new Date();
    await ok('auth/sendVerifyEmail', { email, type: 'register' }, { authorization: token });
    expect(await jobsSent(t.boss, MAIL_QUEUE, { to: email }, since)).toEqual([]);
  });

  it('sends a 6-digit code in the language of the request for a new address', async () => {
    const email = newEmail();
    await ok('auth/sendVerifyEmail', { email, type: 'login' }, { lang: 'th' });
    const mail = await mailTo(t, email);
    // th is not an enabled language here (en, ru): the store's default, ru, is used.
    expect(mail.subject).toBe('Ваш код для входа');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(codeIn(mail));
  });

  it('answers a reset for an address without an account like any other, sending nothing', async () => {
    const email = newEmail();
    expect(await ok('auth/sendVerifyEmail', { email, type: 'resetPwd' })).toEqual({ email });
    expect(await jobsSent(t.boss, MAIL_QUEUE, { to: email })).toEqual([]);
  });

  it('keeps only hashes of codes and links', async () => {
    const email = newEmail();
    const code = await sendCode(email, 'login');
    const rows = await t.database.db.select().from(verifications).where(eq(verifications.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    // A code lives 10 minutes.
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeCloseTo(10 * 60_000, -3);
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});

describe('auth/loginByPwd', () => {
  it('signs in with the right password of a proved address, the e-mail in any case', async () => {
    const { email, userId } = await register();
    const data = await ok('auth/loginByPwd', { email: email.toUpperCase(), password: PASSWORD });
    expect(data).toMatchObject({ userId, email, isRegister: 1, isBindEmail: 1 });
  });

  it('answers -1002 alike for a wrong password and an unknown e-mail', async () => {
    const { email } = await register();
    for (const body of [
      { email, password: 'wrong-password' },
      { email: newEmail(), password: PASSWORD },
    ]) {
      const res = await t.call('auth/loginByPwd', body, { lang: 'en' });
      expect(res.json()).toEqual({ code: -1002, msg: 'Incorrect email or password', data: null });
    }
  });

  it('answers an account without a password as a wrong password (-1002), and -1004 for a disabled one', async () => {
    const email = newEmail();
    await ok('auth/loginByEmail', { email, code: await sendCode(email, 'login') });
    const noPassword = await t.call('auth/loginByPwd', { email, password: PASSWORD }, { lang: 'en' });
    expect(noPassword.json()).toEqual({ code: -1002, msg: 'Incorrect email or password', data: null });

    const disabled = await register();
    await t.database.db.update(customers).set({ disabled: true }).where(eq(customers.id, disabled.userId));
    const res = await t.call('auth/loginByPwd', { email: disabled.email, password: PASSWORD });
    expect(res.json().code).toBe(-1004);
  });

  it('answers -1003 only to the right password of an address nobody has proved', async () => {
    const { email } = await unproved();
    const wrong = await t.call('auth/loginByPwd', { email, password: 'not-the-one' }, { lang: 'en' });
    expect(wrong.json()).toEqual({ code: -1002, msg: 'Incorrect email or password', data: null });
    const right = await t.call('auth/loginByPwd', { email, password: PASSWORD }, { lang: 'en' });
    expect(right.json()).toEqual({ code: -1003, msg: 'Email not verified', data: null });
  });

  it("ends the caller guest's session, and leaves the device to that guest", async () => {
    const { email, userId } = await register();
    const visitor = await guest();
    await ok('auth/loginByPwd', { email, password: PASSWORD }, { authorization: visitor.token });
    expect((await t.call('auth/loginByToken', {}, { authorization: visitor.token })).json().code).toBe(-1001);
    const afterSignOut = await ok('auth/loginByDevice', { DeviceId: visitor.deviceId });
    expect(afterSignOut.userId).toBe(visitor.userId);
    expect(afterSignOut.userId).not.toBe(userId);
  });
});

describe('auth/loginByEmail', () => {
  it('makes a verified account without a password for a new address', async () => {
    const email = newEmail();
    const data = await ok('auth/loginByEmail', { email, code: await sendCode(email, 'login') });
    expect(data).toMatchObject({ email, isRegister: 1, isBindEmail: 1 });
    const info = await ok('user/info', {}, { authorization: data.token });
    expect(info).toMatchObject({ emailVerified: true, hasPassword: false });
    expect(info.inviteCode).toHaveLength(8);
  });

  it('signs in an existing account, its password kept once the address is proved', async () => {
    const { email, userId } = await register();
    const data = await ok('auth/loginByEmail', { email, code: await sendCode(email, 'login') });
    expect(data).toMatchObject({ userId, passwordCleared: 0 });
    expect((await ok('auth/loginByPwd', { email, password: PASSWORD })).userId).toBe(userId);
  });

  it('takes a code once: used again it answers -1013', async () => {
    const email = newEmail();
    const code = await sendCode(email, 'login');
    await ok('auth/loginByEmail', { email, code });
    const res = await t.call('auth/loginByEmail', { email, code }, { lang: 'ru' });
    expect(res.json()).toEqual({ code: -1013, msg: 'Неверный код подтверждения', data: null });
  });

  it('answers -1013 for a wrong, an expired and a replaced code', async () => {
    const email = newEmail();
    const first = await sendCode(email, 'login');
    const second = await sendCode(email, 'login');
    if (first !== second) {
      expect((await t.call('auth/loginByEmail', { email, code: first })).json().code).toBe(-1013);
    }
    const wrong = second === '000000' ? '000001' : '000000';
    expect((await t.call('auth/loginByEmail', { email, code: wrong })).json().code).toBe(-1013);
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.email, email));
    expect((await t.call('auth/loginByEmail', { email, code: second })).json().code).toBe(-1013);
    // The newer code replaced the older: one row is left for this address.
    expect(
      await t.database.db.select().from(verifications).where(eq(verifications.email, email)),
    ).toHaveLength(1);
  });

  it('kills a code after five wrong tries: -1110, even for the right code then', async () => {
    const email = newEmail();
    const code = await sendCode(email, 'login');
    const wrong = code === '999999' ? '999998' : '999999';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await t.call('auth/loginByEmail', { email, code: wrong })).json().code);
    expect(answers).toEqual([-1013, -1013, -1013, -1013, -1110]);
    const res = await t.call('auth/loginByEmail', { email, code }, { lang: 'en' });
    expect(res.json()).toEqual({ code: -1110, msg: errorMessage(-1110, 'en'), data: null });
    // A new code works again.
    await ok('auth/loginByEmail', { email, code: await sendCode(email, 'login') });
  });

  it('requires a 6-digit code and an e-mail', async () => {
    expect((await t.call('auth/loginByEmail', { email: newEmail() })).json().code).toBe(-1100);
    expect((await t.call('auth/loginByEmail', { email: newEmail(), code: '12345' })).json().code).toBe(-1101);
    expect((await t.call('auth/loginByEmail', { code: '123456' })).json().code).toBe(-1100);
  });
});

describe('auth/resetPwd', () => {
  it("mails in the account's language when the request names none", async () => {
    const { email } = await register();
    await sendCode(email, 'resetPwd');
    expect((await mailTo(t, email, isCodeMail)).subject).toBe('Код для сброса пароля');
  });

  it('sets the new password, verifies the address and ends every session', async () => {
    const { email, token, userId } = await register();
    const code = await sendCode(email, 'resetPwd', { lang: 'en' });
    // In the language of the page that asked (en), not the account's (ru).
    expect((await mailTo(t, email, isCodeMail)).subject).toBe('Your password reset code');
    expect(await ok('auth/resetPwd', { email, code, password: 'new-secret-1' })).toEqual({ email });
    expect((await t.call('auth/loginByToken', {}, { authorization: token })).json().code).toBe(-1001);
    expect((await t.call('auth/loginByPwd', { email, password: PASSWORD })).json().code).toBe(-1002);
    expect((await ok('auth/loginByPwd', { email, password: 'new-secret-1' })).userId).toBe(userId);
    expect((await customer(userId)).emailVerifiedAt).not.toBeNull();
    const sessionsLeft = await t.database.db.select().from(sessions).where(eq(sessions.customerId, userId));
    expect(sessionsLeft).toHaveLength(1);
  });

  it('answers -1013 for a wrong code and changes nothing; validates the new password', async () => {
    const { email } = await register();
    const code = await sendCode(email, 'resetPwd');
    const wrong = code === '123456' ? '654321' : '123456';
    expect(
      (await t.call('auth/resetPwd', { email, code: wrong, password: 'new-secret-1' })).json().code,
    ).toBe(-1013);
    expect((await t.call('auth/resetPwd', { email, code, password: '123' })).json().code).toBe(-1101);
    await ok('auth/loginByPwd', { email, password: PASSWORD });
  });
});

describe('auth/logout', () => {
  it("ends the token's session only", async () => {
    const { email, token } = await register();
    const other = await ok('auth/loginByPwd', { email, password: PASSWORD });
    expect(await ok('auth/logout', {}, { authorization: token })).toEqual({});
    expect((await t.call('auth/loginByToken', {}, { authorization: token })).json().code).toBe(-1001);
    await ok('auth/loginByToken', {}, { authorization: other.token });
    expect((await t.call('auth/logout', {})).json().code).toBe(-1001);
  });
});
