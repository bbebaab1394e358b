import { randomUUID } from 'node:crypto';
import {
  adminCalls,
  CODE_FILE_CALLS,
  PUBLIC_ADMIN_CALLS,
  webCalls,
  type CallAccess,
  type WebCallPath,
} from '@storefront/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredAccount } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { sessions } from './auth/tables.ts';
import { hashToken } from './auth/tokens.ts';

/**
 * Who may make each call, swept over every call the contracts list: a call added later is swept
 * too, by the access it declares. The check comes before the body is read, so an empty body is
 * enough to meet it.
 */
let t: TestApp;
let guestToken: string;
let expiredToken: string;
/** A registered customer's, made by the first agent call's test (the mail is waited for there). */
let customerToken: string | undefined;

const webPaths = (Object.keys(webCalls) as WebCallPath[]).filter((path) => {
  const access: CallAccess = webCalls[path].access;
  return access === 'session' || access === 'registered';
});
const registeredPaths = webPaths.filter((path) => webCalls[path].access === 'registered');
const open: readonly string[] = PUBLIC_ADMIN_CALLS;
const adminPaths = Object.keys(adminCalls).filter((path) => !open.includes(path));

async function guest(): Promise<string> {
  const res = await t.call('auth/loginByDevice', { DeviceId: `access-${randomUUID()}` });
  return res.json().data.token as string;
}

const codeOf = async (path: string, token?: string) =>
  (await t.call(path, {}, token ? { authorization: token } : {})).json().code as number;

beforeAll(async () => {
  t = await createTestApp();
  guestToken = await guest();
  expiredToken = await guest();
  // A session past its end: the token is right, only its time is over.
  await t.database.db
    .update(sessions)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(sessions.tokenHash, hashToken(expiredToken)));
});
afterAll(() => t.close());

describe('every storefront call that needs a session', () => {
  it('is swept: the contracts declare some, and the session ones include placing an order', () => {
    expect(webPaths).toContain('order/create');
    expect(registeredPaths).toContain('user/updatePwd');
  });

  it.each(webPaths)('%s refuses a missing, a wrong and an expired token with -1001', async (path) => {
    expect(await codeOf(path)).toBe(-1001);
    expect(await codeOf(path, `${randomUUID()}${randomUUID()}`.replaceAll('-', ''))).toBe(-1001);
    expect(await codeOf(path, expiredToken)).toBe(-1001);
  });

  it.each(registeredPaths)('%s refuses a guest with -1005', async (path) => {
    expect(await codeOf(path, guestToken)).toBe(-1005);
  });
});

describe('every agent call', () => {
  it.each(adminPaths)('%s refuses no token and a customer token with -1330', async (path) => {
    customerToken ??= (await registeredAccount(t, { email: `access-${randomUUID()}@example.test` })).token;
    // A code file's call takes the file itself as its body, and no JSON.
    const codeFile = (CODE_FILE_CALLS as readonly string[]).includes(path);
    for (const token of [undefined, customerToken, guestToken]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/${path}`,
        headers: {
          'content-type': codeFile ? 'text/plain' : 'application/json',
          ...(token && { authorization: token }),
        },
        payload: codeFile ? 'CODE-1\n' : '{}',
      });
      expect(res.json().code).toBe(-1330);
    }
  });
});
