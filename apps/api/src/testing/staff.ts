import type { StaffRole } from '@storefront/contracts';
import { Secret, TOTP } from 'otpauth';
import type { TestApp } from './app.ts';

const PASSWORD = 'staff-password-1';
let made = 0;

/**
 * A signed-in staff member of `role`, made as `staff:create` does; an owner or operator enrols
 * TOTP at the first sign-in, an agent signs in with the password alone.
 */
export async function signedInStaff(t: TestApp, role: StaffRole): Promise<{ email: string; token: string }> {
  const email = `${role}.${Date.now().toString(36)}${made++}@staff.test`;
  await t.services.agents.upsert({ email, name: `The ${role}`, password: PASSWORD, role });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/admin/staff/login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password: PASSWORD }),
  });
  const step = login.json().data;
  if (step.step === 'done') return { email, token: step.session.token as string };
  const code = new TOTP({ secret: Secret.fromBase32(step.enrolment.secret) }).generate();
  const enrolled = await t.app.inject({
    method: 'POST',
    url: '/api/admin/staff/enrol',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ challenge: step.challenge, code }),
  });
  return { email, token: enrolled.json().data.session.token as string };
}

/** The TOTP code of the step `offset` steps (30 s each) from now: a test takes each step's code once. */
export const totpCode = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offset * 30_000 });

export interface StaffCallOptions {
  /** The staff member's token; none for a call made signed out (signing in, an invitation). */
  token?: string;
  lang?: string;
  /** The source address, as the front door sets it. */
  ip?: string;
}

/** `POST /api/admin/<path>`: its HTTP status and answer. */
export async function staffCall(
  t: TestApp,
  path: string,
  body: unknown = {},
  { token, lang = 'en', ip }: StaffCallOptions = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/${path}`,
    headers: {
      'content-type': 'application/json',
      lang,
      ...(token ? { authorization: token } : {}),
      ...(ip ? { real_ip: ip } : {}),
    },
    payload: JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read by the assertions
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

/** `POST /api/admin/<path>` as the staff member whose token it is, in English. */
export async function adminCall(t: TestApp, path: string, body: unknown, token: string) {
  const { status: _status, ...answer } = await staffCall(t, path, body, { token });
  return answer;
}
