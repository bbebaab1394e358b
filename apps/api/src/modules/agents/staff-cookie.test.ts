import {
  CONSOLE_CALL_HEADER,
  CONSOLE_ERROR,
  ERROR,
  ORDER_EXPORT_PATH,
  STAFF_COOKIE,
} from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { hashToken } from '../auth/index.ts';
import { agentSessions } from './tables.ts';

// Issue 26, item 10: a browser holds the console's session only as an HttpOnly cookie, which a
// storefront script cannot read, and a call signed in by it must come from the console's own page.

const STORE = 'https://shop.example';
let t: TestApp;
let made = 0;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: STORE });
});
afterAll(() => t.close());

/** What Chromium sends with a `fetch` from a page of the store. */
const FROM_CONSOLE = { origin: STORE, 'sec-fetch-site': 'same-origin', [CONSOLE_CALL_HEADER]: '1' };

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: path.startsWith('/') ? path : `/api/admin/${path}`,
    headers: { 'content-type': 'application/json', lang: 'en', ...headers },
    payload: JSON.stringify(body),
  });
}

async function newStaff(role: 'owner' | 'agent') {
  const account = {
    email: `${role}.${made++}.${Date.now().toString(36)}@staff.test`,
    password: 'staff-password-1',
  };
  await t.services.agents.upsert({ ...account, name: `The ${role}`, role });
  return account;
}

/** The staff cookie a sign-in answer sets, as `name=value`, and the whole Set-Cookie line. */
function staffCookieOf(res: { headers: Record<string, unknown> }) {
  const lines = [res.headers['set-cookie'] ?? []].flat() as string[];
  const line = lines.find((l) => l.startsWith(`${STAFF_COOKIE.name}=`));
  return { line, cookie: line?.split(';')[0] };
}

/** An agent signs in at the console's form in a browser: the cookie it gets. */
async function agentInBrowser(): Promise<string> {
  const agent = await newStaff('agent');
  const res = await post('staff/login', agent, FROM_CONSOLE);
  expect(res.json().data.step).toBe('done');
  return staffCookieOf(res).cookie!;
}

describe('staff sign-in in a browser', () => {
  it('sets an HttpOnly, Secure, SameSite=Strict cookie for the console calls, and answers no token', async () => {
    const agent = await newStaff('agent');
    const res = await post('staff/login', agent, FROM_CONSOLE);
    const { step, session } = res.json().data;
    expect(step).toBe('done');
    expect(session).not.toHaveProperty('token');
    expect(session.staff.email).toBe(agent.email);
    const { line } = staffCookieOf(res);
    const attributes = line!.split(';').map((part) => part.trim());
    expect(attributes[0]).toMatch(new RegExp(`^${STAFF_COOKIE.name}=[A-Za-z0-9_-]{43}$`));
    expect(attributes.slice(1)).toEqual(
      expect.arrayContaining(['Path=/api/admin', 'HttpOnly', 'SameSite=Strict', 'Secure']),
    );
    // It lasts as long as the session at most (STAFF_SESSION_HOURS).
    const maxAge = Number(attributes.find((a) => a.startsWith('Max-Age='))!.slice('Max-Age='.length));
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual((session.tokenExpireTime - Date.now()) / 1000 + 1);

    // The agent console's own sign-in too.
    const agentLogin = await post('agent/login', agent, { origin: STORE });
    expect(agentLogin.json().data).not.toHaveProperty('token');
    expect(staffCookieOf(agentLogin).line).toContain('HttpOnly');
  });

  it('an owner enrolling TOTP, then signing in with a code, gets the cookie and no token at each step', async () => {
    const owner = await newStaff('owner');
    const step = (await post('staff/login', owner, FROM_CONSOLE)).json().data;
    expect(step.step).toBe('enrol');
    const totp = new TOTP({ secret: Secret.fromBase32(step.enrolment.secret) });
    const enrolled = await post(
      'staff/enrol',
      { challenge: step.challenge, code: totp.generate() },
      FROM_CONSOLE,
    );
    expect(enrolled.json().data.session).not.toHaveProperty('token');
    expect(enrolled.json().data.recoveryCodes).toHaveLength(10);
    expect(staffCookieOf(enrolled).line).toContain('HttpOnly');

    const again = (await post('staff/login', owner, FROM_CONSOLE)).json().data;
    const code = enrolled.json().data.recoveryCodes[0];
    const verified = await post('staff/verify', { challenge: again.challenge, code }, FROM_CONSOLE);
    expect(verified.json().code).toBe(1);
    expect(verified.json().data).not.toHaveProperty('token');
    const cookie = staffCookieOf(verified).cookie!;
    expect((await post('staff/me', {}, { ...FROM_CONSOLE, cookie })).json().data.role).toBe('owner');
  });

  it('still answers the token to a caller that is not a browser (an API client)', async () => {
    const agent = await newStaff('agent');
    const res = await post('agent/login', agent);
    const { token } = res.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await post('agent/me', {}, { authorization: token })).json().data.email).toBe(agent.email);
  });
});

describe('a call signed in by the cookie', () => {
  it('works from the console’s page, with its header', async () => {
    const cookie = await agentInBrowser();
    const me = await post('staff/me', {}, { ...FROM_CONSOLE, cookie });
    expect(me.json()).toMatchObject({ code: 1, data: { role: 'agent' } });
  });

  it('is refused with -1450 without the console’s header, or from another site', async () => {
    const cookie = await agentInBrowser();
    const refused = async (headers: Record<string, string>) => {
      const answer = (await post('staff/me', {}, { cookie, ...headers })).json();
      expect(answer.data).toBeNull();
      return answer.code;
    };
    const { [CONSOLE_CALL_HEADER]: _header, ...withoutHeader } = FROM_CONSOLE;
    expect(await refused(withoutHeader)).toBe(CONSOLE_ERROR.CONSOLE_CALL_FOREIGN);
    expect(await refused({})).toBe(CONSOLE_ERROR.CONSOLE_CALL_FOREIGN);
    // A page of another site (the header could only come after a CORS preflight the API never grants).
    expect(
      await refused({ ...FROM_CONSOLE, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
    ).toBe(CONSOLE_ERROR.CONSOLE_CALL_FOREIGN);
    // A sibling subdomain is the same site, not the same origin.
    expect(await refused({ ...FROM_CONSOLE, 'sec-fetch-site': 'same-site' })).toBe(
      CONSOLE_ERROR.CONSOLE_CALL_FOREIGN,
    );
    // A browser without Sec-Fetch-Site: its Origin decides.
    expect(await refused({ [CONSOLE_CALL_HEADER]: '1', origin: 'https://evil.example' })).toBe(
      CONSOLE_ERROR.CONSOLE_CALL_FOREIGN,
    );
    expect((await post('staff/me', {}, { cookie })).json().msg).toMatch(/console's own page/);
    expect((await post('staff/me', {}, { cookie, lang: 'ru' })).json().msg).toMatch(/страницы самой консоли/);
    // The session itself is not ended by a refused call.
    expect((await post('staff/me', {}, { ...FROM_CONSOLE, cookie })).json().code).toBe(1);
  });

  it('takes the order export too', async () => {
    const owner = await newStaff('owner');
    const step = (await post('staff/login', owner, FROM_CONSOLE)).json().data;
    const totp = new TOTP({ secret: Secret.fromBase32(step.enrolment.secret) });
    const enrolled = await post(
      'staff/enrol',
      { challenge: step.challenge, code: totp.generate() },
      FROM_CONSOLE,
    );
    const cookie = staffCookieOf(enrolled).cookie!;
    const csv = await post(ORDER_EXPORT_PATH, {}, { ...FROM_CONSOLE, cookie });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const forged = await post(ORDER_EXPORT_PATH, {}, { cookie, origin: 'https://evil.example' });
    expect(forged.json().code).toBe(CONSOLE_ERROR.CONSOLE_CALL_FOREIGN);
  });
});

describe('the end of a session', () => {
  it('sign-out clears the cookie, and the old cookie no longer signs in', async () => {
    const cookie = await agentInBrowser();
    const out = await post('agent/logout', {}, { ...FROM_CONSOLE, cookie });
    expect(out.json().code).toBe(1);
    const { line } = staffCookieOf(out);
    expect(line).toMatch(new RegExp(`^${STAFF_COOKIE.name}=;`));
    expect(line).toContain('Max-Age=0');
    expect(line).toContain('Path=/api/admin');
    expect((await post('staff/me', {}, { ...FROM_CONSOLE, cookie })).json().code).toBe(ERROR.NOT_AN_AGENT);
  });

  it('a session ended on the server (idle, or by an owner) clears the cookie at the next call', async () => {
    const cookie = await agentInBrowser();
    const token = cookie.split('=')[1]!;
    // Idle past STAFF_IDLE_MINUTES: as the session's last call long ago.
    await t.services.db
      .update(agentSessions)
      .set({ lastSeenAt: new Date(Date.now() - 24 * 3600_000) })
      .where(eq(agentSessions.tokenHash, hashToken(token)));
    const expired = await post('staff/me', {}, { ...FROM_CONSOLE, cookie });
    expect(expired.json().code).toBe(ERROR.TOKEN_EXPIRED);
    expect(staffCookieOf(expired).line).toContain('Max-Age=0');
  });
});
