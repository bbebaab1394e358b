import { LoginData } from '@storefront/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { customerDevices, customers, sessions } from './tables.ts';
import { hashToken } from './tokens.ts';

let t: TestApp;
let deviceCounter = 0;
const newDevice = () => `auth-test-device-${Date.now()}-${deviceCounter++}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function loginByDevice(deviceId: string, headers: Record<string, string> = {}) {
  const res = await t.call('auth/loginByDevice', { DeviceId: deviceId }, headers);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('auth/loginByDevice', () => {
  it('creates a guest and answers every field of the login data', async () => {
    const before = Date.now();
    const { code, data } = await loginByDevice(newDevice());
    expect(code).toBe(1);
    expect(Object.keys(data).sort()).toEqual(Object.keys(LoginData.shape).sort());
    expect(data).toMatchObject({
      lang: 'ru',
      region: 'RUS',
      currency: 'RUB',
      isBindEmail: 0,
      email: '',
      isRegister: 0,
      forceLogin: 0,
    });
    expect(data.userId).toMatch(/^cus_[0-9a-z]{26}$/);
    expect(data.token.length).toBeGreaterThanOrEqual(43);
    const thirtyDays = 30 * 24 * 3600 * 1000;
    expect(data.tokenExpireTime).toBeGreaterThanOrEqual(before + thirtyDays);
    expect(data.tokenExpireTime).toBeLessThanOrEqual(Date.now() + thirtyDays);
  });

  it('resumes the same guest for the same device, with a new token each time', async () => {
    const device = newDevice();
    const first = (await loginByDevice(device)).data;
    const second = (await loginByDevice(device)).data;
    expect(second.userId).toBe(first.userId);
    expect(second.token).not.toBe(first.token);
  });

  it('takes the DeviceId header when the body has none', async () => {
    const device = newDevice();
    const fromBody = (await loginByDevice(device)).data;
    const res = await t.call('auth/loginByDevice', {}, { deviceid: device });
    expect(res.json().code).toBe(1);
    expect(res.json().data.userId).toBe(fromBody.userId);
  });

  it("starts a new guest with the Lang and Region headers' choice when the store has it", async () => {
    const { data } = await loginByDevice(newDevice(), { lang: 'en', region: 'tha' });
    expect(data).toMatchObject({ lang: 'en', region: 'THA', currency: 'THB' });
  });

  it('falls back to ru and RUS when the headers name nothing the store has', async () => {
    // th is a language with texts but not among the enabled ones (default en, ru).
    const { data } = await loginByDevice(newDevice(), { lang: 'th', region: 'ATL' });
    expect(data).toMatchObject({ lang: 'ru', region: 'RUS', currency: 'RUB' });
  });

  it('makes exactly one guest when the first calls for a device race', async () => {
    const device = newDevice();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.call('auth/loginByDevice', { DeviceId: device })),
    );
    const userIds = new Set(answers.map((res) => res.json().data.userId));
    expect(answers.map((res) => res.json().code)).toEqual(Array(12).fill(1));
    expect(userIds.size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(customerDevices)
      .where(eq(customerDevices.deviceId, device));
    expect(rows).toHaveLength(1);
    const [{ count }] = (
      await t.database.db.execute<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM customers c
            WHERE NOT EXISTS (SELECT 1 FROM customer_devices d WHERE d.customer_id = c.id)`,
      )
    ).rows as [{ count: number }];
    expect(count).toBe(0);
  });

  it('refuses a disabled customer with -1004', async () => {
    const device = newDevice();
    const { data } = await loginByDevice(device);
    await t.database.db.update(customers).set({ disabled: true }).where(eq(customers.id, data.userId));
    const res = await t.call('auth/loginByDevice', { DeviceId: device }, { lang: 'ru' });
    expect(res.json()).toEqual({ code: -1004, msg: 'Пользователь заблокирован', data: null });
    const byToken = await t.call('auth/loginByToken', {}, { authorization: data.token });
    expect(byToken.json().code).toBe(-1004);
  });

  it('stores only a hash of the token', async () => {
    const { data } = await loginByDevice(newDevice());
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.customerId, data.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(data.token));
    const dump = JSON.stringify((await t.database.db.execute(sql`SELECT * FROM sessions`)).rows);
    expect(dump).not.toContain(data.token);
  });
});

describe('auth/loginByToken', () => {
  it('resumes the session: same customer, the token echoed, the expiry pushed forward', async () => {
    const login = (await loginByDevice(newDevice(), { lang: 'en' })).data;
    const [session] = await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.tokenHash, hashToken(login.token)))
      .returning();
    expect(session).toBeDefined();

    for (const authorization of [login.token, `Bearer ${login.token}`]) {
      const res = await t.call('auth/loginByToken', {}, { authorization });
      expect(res.json().code).toBe(1);
      const data = res.json().data;
      expect(Object.keys(data).sort()).toEqual(Object.keys(LoginData.shape).sort());
      expect(data).toMatchObject({ token: login.token, userId: login.userId, lang: 'en', region: 'RUS' });
      expect(data.tokenExpireTime).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    }
    const [stored] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(login.token)));
    expect(stored!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it('answers -1001 without a token, with an unknown one, and with an expired one', async () => {
    const login = (await loginByDevice(newDevice())).data;
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(login.token)));
    for (const headers of [
      {},
      { authorization: 'Bearer ' },
      { authorization: 'x'.repeat(43) },
      { authorization: login.token },
    ] as Record<string, string>[]) {
      const res = await t.call('auth/loginByToken', {}, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json(), JSON.stringify(headers)).toEqual({ code: -1001, msg: 'Token expired', data: null });
    }
  });
});
