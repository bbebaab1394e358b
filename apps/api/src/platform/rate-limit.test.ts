import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createServices } from '../modules/index.ts';
import { jobSender } from './jobs.ts';
import { registeredAccount } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';

let t: TestApp;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${counter++}`;
const newEmail = () => `limited.${unique()}@example.com`;
const newIp = () => `203.0.113.${counter++ % 250}`;

beforeAll(async () => {
  t = await createTestApp({
    SIGNIN_LIMIT_PER_EMAIL: '2',
    SIGNIN_LIMIT_PER_IP: '4',
    MAIL_INTERVAL_SECONDS: '60',
    MAIL_LIMIT_PER_EMAIL: '2',
    MAIL_LIMIT_PER_IP: '3',
  });
});
afterAll(() => t.close());

/** Moves every window back, as if `seconds` had passed. */
const age = (seconds: number) =>
  t.database.db.execute(
    sql`UPDATE rate_limits SET window_start = window_start - make_interval(secs => ${seconds})`,
  );

async function codes(path: string, bodies: unknown[], ip: string): Promise<number[]> {
  const answers: number[] = [];
  for (const body of bodies) answers.push((await t.call(path, body, { real_ip: ip })).json().code);
  return answers;
}

function expectLimited(res: Awaited<ReturnType<TestApp['call']>>, upTo: number) {
  expect(res.statusCode).toBe(429);
  const { code, msg, data } = res.json();
  expect({ code, data }).toEqual({ code: -1106, data: null });
  const seconds = Number(/try again in (\d+) seconds/.exec(msg)?.[1]);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(upTo);
  expect(res.headers['retry-after']).toBe(String(seconds));
}

describe('sign-in limits', () => {
  it('loginByPwd: wrong passwords per e-mail from one IP, then again when the minute is over', async () => {
    const email = newEmail();
    const body = { email, password: 'wrong-one' };
    const ip = newIp();
    expect(await codes('auth/loginByPwd', [body, body], ip)).toEqual([-1002, -1002]);
    expectLimited(await t.call('auth/loginByPwd', body, { real_ip: ip }), 60);
    // Neither the address from another IP nor another address is held back by this limit.
    expect(await codes('auth/loginByPwd', [body], newIp())).toEqual([-1002]);
    expect(await codes('auth/loginByPwd', [{ email: newEmail(), password: 'x' }], ip)).toEqual([-1002]);
    await age(61);
    expect(await codes('auth/loginByPwd', [body], ip)).toEqual([-1002]);
  });

  it('loginByPwd: per IP, across addresses', async () => {
    const ip = newIp();
    const bodies = Array.from({ length: 4 }, () => ({ email: newEmail(), password: 'wrong-one' }));
    expect(await codes('auth/loginByPwd', bodies, ip)).toEqual([-1002, -1002, -1002, -1002]);
    expectLimited(await t.call('auth/loginByPwd', { email: newEmail(), password: 'x' }, { real_ip: ip }), 60);
    expect(await codes('auth/loginByPwd', [{ email: newEmail(), password: 'x' }], newIp())).toEqual([-1002]);
  });

  it('loginByEmail: per e-mail from one IP, and per IP', async () => {
    const email = newEmail();
    const body = { email, code: '123456' };
    const from = newIp();
    expect(await codes('auth/loginByEmail', [body, body], from)).toEqual([-1013, -1013]);
    expectLimited(await t.call('auth/loginByEmail', body, { real_ip: from }), 60);
    expect(await codes('auth/loginByEmail', [body], newIp())).toEqual([-1013]);
    const ip = newIp();
    const bodies = Array.from({ length: 4 }, () => ({ email: newEmail(), code: '123456' }));
    expect(await codes('auth/loginByEmail', bodies, ip)).toEqual([-1013, -1013, -1013, -1013]);
    expectLimited(
      await t.call('auth/loginByEmail', { email: newEmail(), code: '123456' }, { real_ip: ip }),
      60,
    );
  });

  it('resetPwd: per e-mail from one IP, and per IP', async () => {
    const email = newEmail();
    const body = { email, code: '123456', password: 'new-secret' };
    const from = newIp();
    expect(await codes('auth/resetPwd', [body, body], from)).toEqual([-1013, -1013]);
    expectLimited(await t.call('auth/resetPwd', body, { real_ip: from }), 60);
    expect(await codes('auth/resetPwd', [body], newIp())).toEqual([-1013]);
    const ip = newIp();
    const bodies = Array.from({ length: 4 }, () => ({
      email: newEmail(),
      code: '123456',
      password: 'new-secret',
    }));
    expect(await codes('auth/resetPwd', bodies, ip)).toEqual([-1013, -1013, -1013, -1013]);
    expectLimited(await t.call('auth/resetPwd', { ...body, email: newEmail() }, { real_ip: ip }), 60);
  });

  it('updatePwd: wrong current passwords count against the account, whatever the IP', async () => {
    const { token } = await registeredAccount(t, { email: newEmail(), headers: { real_ip: newIp() } });
    const body = { oldPassword: 'not-it', password: 'changed-456' };
    const tries = async () =>
      (await t.call('user/updatePwd', body, { authorization: token, real_ip: newIp() })).json().code;
    expect([await tries(), await tries()]).toEqual([-1111, -1111]);
    expectLimited(await t.call('user/updatePwd', body, { authorization: token, real_ip: newIp() }), 60);
  });

  it('verifyEmail: per IP', async () => {
    const ip = newIp();
    const body = { token: 'B'.repeat(43) };
    expect(await codes('auth/verifyEmail', [body, body, body, body], ip)).toEqual([
      -1007, -1007, -1007, -1007,
    ]);
    expectLimited(await t.call('auth/verifyEmail', body, { real_ip: ip }), 60);
  });
});

describe('e-mail sending limits', () => {
  it('sendVerifyEmail: one e-mail a minute to an address, and two an hour', async () => {
    const email = newEmail();
    const body = { email, type: 'login' };
    expect(await codes('auth/sendVerifyEmail', [body], newIp())).toEqual([1]);
    expectLimited(await t.call('auth/sendVerifyEmail', body, { real_ip: newIp() }), 60);
    await age(61);
    expect(await codes('auth/sendVerifyEmail', [body], newIp())).toEqual([1]);
    await age(61);
    // The minute has passed again, but the hour's two are spent.
    const third = await t.call('auth/sendVerifyEmail', body, { real_ip: newIp() });
    expectLimited(third, 3600);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('sendVerifyEmail and register: per IP, across addresses', async () => {
    const ip = newIp();
    expect(
      await codes(
        'auth/sendVerifyEmail',
        [
          { email: newEmail(), type: 'login' },
          { email: newEmail(), type: 'resetPwd' },
        ],
        ip,
      ),
    ).toEqual([1, 1]);
    expect(await codes('auth/register', [{ email: newEmail(), password: 'secret-123' }], ip)).toEqual([1]);
    expectLimited(
      await t.call('auth/register', { email: newEmail(), password: 'secret-123' }, { real_ip: ip }),
      3600,
    );
    expectLimited(
      await t.call('auth/sendVerifyEmail', { email: newEmail(), type: 'login' }, { real_ip: ip }),
      3600,
    );
  });

  it('register: counts against the address it e-mails', async () => {
    const email = newEmail();
    expect(await codes('auth/sendVerifyEmail', [{ email, type: 'login' }], newIp())).toEqual([1]);
    expectLimited(await t.call('auth/register', { email, password: 'secret-123' }, { real_ip: newIp() }), 60);
  });
});

describe('the counters', () => {
  it('are shared by every API process on the database', async () => {
    const otherProcess = await buildApp({
      db: t.database.db,
      config: t.config,
      services: createServices({ db: t.database.db, config: t.config, jobs: jobSender(t.boss) }),
    });
    try {
      const email = newEmail();
      const body = { email, password: 'wrong-one' };
      const ip = newIp();
      expect((await t.call('auth/loginByPwd', body, { real_ip: ip })).json().code).toBe(-1002);
      const inOther = (payload: unknown) =>
        otherProcess.inject({
          method: 'POST',
          url: '/api/web/auth/loginByPwd',
          headers: { 'content-type': 'application/json', real_ip: ip },
          payload: JSON.stringify(payload),
        });
      expect((await inOther(body)).json().code).toBe(-1002);
      expect((await inOther(body)).statusCode).toBe(429);
      expect((await t.call('auth/loginByPwd', body, { real_ip: ip })).statusCode).toBe(429);
    } finally {
      await otherProcess.close();
    }
  });

  it('keep no e-mail address', async () => {
    const email = newEmail();
    await t.call('auth/loginByPwd', { email, password: 'x' });
    const dump = JSON.stringify((await t.database.db.execute(sql`SELECT * FROM rate_limits`)).rows);
    expect(dump).not.toContain(email);
    expect(dump).not.toContain('@');
  });
});
