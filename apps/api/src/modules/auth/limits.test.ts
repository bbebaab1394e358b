import { ERROR } from '@storefront/contracts';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../platform/tables.ts';
import { registeredAccount } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { codeIn, isCodeMail, mailTo, outboxOf } from '../../testing/outbox.ts';

// Issue 11, item 8: wrong passwords from anywhere must not lock the owner out. Password failures
// count per address from one source and per source (and under a generous ceiling per address),
// and never hold code sign-in back.

let t: TestApp;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${counter++}`;
const newEmail = () => `guarded.${unique()}@example.com`;
const newIp = () => `198.51.100.${(counter++ % 250) + 1}`;
const PASSWORD = 'secret-123';

beforeAll(async () => {
  t = await createTestApp({
    SIGNIN_LIMIT_PER_EMAIL: '10',
    SIGNIN_LIMIT_PER_IP: '20',
    SIGNIN_FAILURES_PER_EMAIL_HOUR: '25',
    MAIL_LIMIT_PER_IP: '100000',
  });
});
afterAll(() => t.close());

const signIn = async (email: string, password: string, ip: string) =>
  t.call('auth/loginByPwd', { email, password }, { real_ip: ip, lang: 'en' });
const codes = async (email: string, password: string, ip: string, times: number) => {
  const answers: number[] = [];
  for (let i = 0; i < times; i++) answers.push((await signIn(email, password, ip)).json().code);
  return answers;
};

function expectLimited(res: Awaited<ReturnType<typeof signIn>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ code: ERROR.TOO_MANY_REQUESTS, data: null });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

async function owner() {
  const email = newEmail();
  const { userId } = await registeredAccount(t, { email, password: PASSWORD });
  return { email, userId };
}

async function signInByCode(email: string, ip: string) {
  // The registration's link was this minute's one e-mail to the address.
  // Only the mail limits are cleared: the sign-in counters under test stay.
  await t.database.db.delete(rateLimits).where(like(rateLimits.key, 'mail-%'));
  const before = (await outboxOf(t, email)).filter(isCodeMail).length;
  await t.call('auth/sendVerifyEmail', { email, type: 'login' }, { real_ip: ip });
  const code = codeIn(await mailTo(t, email, isCodeMail, before + 1));
  return t.call('auth/loginByEmail', { email, code }, { real_ip: ip });
}

describe('password sign-in limits', () => {
  it('hold back the source that guessed, not the owner signing in from elsewhere', async () => {
    const { email, userId } = await owner();
    const guesser = newIp();
    expect(await codes(email, 'wrong-guess', guesser, 10)).toEqual(Array(10).fill(ERROR.WRONG_CREDENTIALS));
    expectLimited(await signIn(email, 'wrong-guess', guesser));
    // Even the right password is refused from there, for the rest of the minute.
    expectLimited(await signIn(email, PASSWORD, guesser));
    const fromHome = await signIn(email, PASSWORD, newIp());
    expect(fromHome.json()).toMatchObject({ code: 1, data: { userId } });
  });

  it('never hold back sign-in by code, from the guessing source or after the per-address ceiling', async () => {
    const { email, userId } = await owner();
    const guesser = newIp();
    await codes(email, 'wrong-guess', guesser, 11);
    expect((await signInByCode(email, guesser)).json()).toMatchObject({ code: 1, data: { userId } });

    // Guesses spread over many sources reach the address's ceiling (25 an hour here; the guesser's
    // 11th was refused uncounted): then the password waits for the hour, from anywhere, and the
    // code still works.
    for (let i = 0; i < 15; i++) await codes(email, 'wrong-guess', newIp(), 1);
    expectLimited(await signIn(email, PASSWORD, newIp()));
    expect((await signInByCode(email, newIp())).json()).toMatchObject({ code: 1, data: { userId } });
  });

  it('count wrong passwords only: the right one, however often, is never refused', async () => {
    const { email } = await owner();
    const ip = newIp();
    expect(await codes(email, PASSWORD, ip, 15)).toEqual(Array(15).fill(1));
    expect(await codes(email, 'wrong-guess', ip, 10)).toEqual(Array(10).fill(ERROR.WRONG_CREDENTIALS));
    expectLimited(await signIn(email, 'wrong-guess', ip));
  });

  it('count guesses sent all at once before checking them: none slips past the limit', async () => {
    const { email } = await owner();
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: 16 }, async () => (await signIn(email, 'wrong-guess', ip)).json().code),
    );
    expect(answers.filter((code) => code === ERROR.WRONG_CREDENTIALS)).toHaveLength(10);
    expect(answers.filter((code) => code === ERROR.TOO_MANY_REQUESTS)).toHaveLength(6);
  });

  it('count an IPv6 source by its /64: its many addresses are one guesser', async () => {
    const { email } = await owner();
    for (let i = 1; i <= 10; i++) {
      expect((await signIn(email, 'wrong-guess', `2001:db8:7:1::${i}`)).json().code).toBe(-1002);
    }
    expectLimited(await signIn(email, 'wrong-guess', '2001:db8:7:1:ffff::1'));
    expect((await signIn(email, PASSWORD, '2001:db8:7:2::1')).json().code).toBe(1);
  });

  it('hold back one source trying many addresses', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) expect((await signIn(newEmail(), 'guess', ip)).json().code).toBe(-1002);
    expectLimited(await signIn(newEmail(), 'guess', ip));
    expect((await signIn(newEmail(), 'guess', newIp())).json().code).toBe(ERROR.WRONG_CREDENTIALS);
  });
});
