import { randomInt } from 'node:crypto';
import { ERROR } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';

/**
 * A new guest starts with every allowance a customer has, so one source address opens only so many
 * (issue 11: 40 new guest sessions in 0.4 s, each with a fresh order allowance).
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ GUEST_LIMIT_PER_IP_MINUTE: '3', GUEST_LIMIT_PER_IP_HOUR: '5' });
});
afterAll(() => t.close());

const newDevice = () => `guest-limit-${randomInt(1e12)}`;

const login = (device: string, ip: string, lang = 'en') =>
  t.call('auth/loginByDevice', { DeviceId: device }, { real_ip: ip, lang });

describe('new guests from one source address', () => {
  it('are refused past the minute’s limit with -1106 and when to retry; known devices are not', async () => {
    const ip = '203.0.113.10';
    const devices = [newDevice(), newDevice(), newDevice()];
    for (const device of devices) expect((await login(device, ip)).json().code).toBe(1);

    const refused = await login(newDevice(), ip, 'ru');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      code: ERROR.TOO_MANY_REQUESTS,
      msg: `Слишком много запросов, повторите попытку через ${wait} с`,
      data: null,
    });

    // The guests it opened come back as often as they like, and another address is not held back.
    expect((await login(devices[0]!, ip)).json().code).toBe(1);
    expect((await login(newDevice(), '203.0.113.11')).json().code).toBe(1);
  });

  it('are refused past the hour’s limit, for up to an hour', async () => {
    // One subscriber's IPv6 block is one source, whichever of its addresses asks.
    let n = 0;
    const fromBlock = () => `2001:db8:77:1::${(++n).toString(16)}`;
    for (let i = 0; i < 3; i++) expect((await login(newDevice(), fromBlock())).json().code).toBe(1);
    expect((await login(newDevice(), fromBlock())).json().code).toBe(ERROR.TOO_MANY_REQUESTS);
    // A minute on (its window moved back), the minute's limit has room again; the hour's has not.
    await t.database.db.execute(
      sql`UPDATE rate_limits SET window_start = window_start - interval '61 seconds' WHERE key LIKE 'guest-ip-minute:%'`,
    );
    for (let i = 0; i < 2; i++) expect((await login(newDevice(), fromBlock())).json().code).toBe(1);
    const refused = await login(newDevice(), fromBlock());
    expect(refused.json().code).toBe(ERROR.TOO_MANY_REQUESTS);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
  });
});
