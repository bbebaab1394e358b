import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { customers, sessions } from '../auth/tables.ts';
import { hashToken } from '../auth/tokens.ts';

let t: TestApp;
let deviceCounter = 0;

beforeAll(async () => {
  // th is enabled here so a choice other than the defaults can be saved.
  t = await createTestApp({ ENABLED_LANGS: 'en,ru,th' });
});
afterAll(() => t.close());

async function guest(): Promise<{ token: string; userId: string }> {
  const res = await t.call('auth/loginByDevice', {
    DeviceId: `user-test-device-${deviceCounter++}-${Date.now()}`,
  });
  return res.json().data;
}

describe('user/updateInfo', () => {
  it("saves the customer's language and region, the currency following the region", async () => {
    const { token, userId } = await guest();
    const res = await t.call('user/updateInfo', { lang: 'th', region: 'THA' }, { authorization: token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 1,
      msg: 'success',
      data: { lang: 'th', region: 'THA', currency: 'THB' },
    });

    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, userId));
    expect(row).toMatchObject({ lang: 'th', regionCode: 'THA', currencyCode: 'THB' });
    const resumed = await t.call('auth/loginByToken', {}, { authorization: token });
    expect(resumed.json().data).toMatchObject({ lang: 'th', region: 'THA', currency: 'THB', userId });
  });

  it('accepts a path code for the language and any case for the region', async () => {
    const { token } = await guest();
    const res = await t.call(
      'user/updateInfo',
      { lang: 'EN', region: 'sgp' },
      { authorization: `Bearer ${token}` },
    );
    expect(res.json().data).toEqual({ lang: 'en', region: 'SGP', currency: 'SGD' });
  });

  it('answers -1010 for an unknown region and changes nothing', async () => {
    const { token, userId } = await guest();
    const res = await t.call(
      'user/updateInfo',
      { lang: 'en', region: 'ATL' },
      { authorization: token, lang: 'ru' },
    );
    expect(res.json()).toEqual({ code: -1010, msg: 'Регион не существует', data: null });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, userId));
    expect(row).toMatchObject({ lang: 'ru', regionCode: 'RUS' });
  });

  it('answers -1011 for a language the store does not offer', async () => {
    const { token } = await guest();
    for (const lang of ['xx', 'vi']) {
      const res = await t.call('user/updateInfo', { lang, region: 'RUS' }, { authorization: token });
      expect(res.json(), lang).toEqual({ code: -1011, msg: 'Language does not exist', data: null });
    }
  });

  it('answers -1001 without a token or with an expired one', async () => {
    const { token } = await guest();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    for (const headers of [{}, { authorization: token }] as Record<string, string>[]) {
      const res = await t.call('user/updateInfo', { lang: 'en', region: 'RUS' }, headers);
      expect(res.json().code).toBe(-1001);
    }
  });

  it('looks at the token first, then names a missing field', async () => {
    const anonymous = await t.call('user/updateInfo', { lang: 'en' });
    expect(anonymous.json().code).toBe(-1001);
    const { token } = await guest();
    const res = await t.call('user/updateInfo', { lang: 'en' }, { authorization: token });
    expect(res.json()).toEqual({ code: -1100, msg: 'The field "region" is required', data: null });
  });
});
