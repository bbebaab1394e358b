import { CONSOLE_ERROR } from '@storefront/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { staffCall, totpCode } from '../../testing/staff.ts';
import { staffAuditLog } from './tables.ts';

// Issue 26, item 2: agents may enrol TOTP from the console, and a store setting (owners, audited)
// makes it mandatory: an agent without it then enrols at the next sign-in, and the agent console's
// password-only sign-in refuses them.

let t: TestApp;
let n = 0;
const unique = (label: string) => `${label}.${Date.now().toString(36)}${n++}@agent-totp.test`;
const PASSWORD = 'staff-password-1';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (path: string, body: unknown = {}, token?: string, lang = 'en') =>
  staffCall(t, path, body, { token, lang });

async function staff(role: 'owner' | 'operator' | 'agent') {
  const email = unique(role);
  await t.services.agents.upsert({ email, name: `The ${role}`, password: PASSWORD, role });
  return email;
}

/** An owner or operator, enrolled at first sign-in: their token. */
async function enrolled(role: 'owner' | 'operator'): Promise<string> {
  const email = await staff(role);
  const login = await call('staff/login', { email, password: PASSWORD });
  const done = await call('staff/enrol', {
    challenge: login.data.challenge,
    code: totpCode(login.data.enrolment.secret),
  });
  return done.data.session.token;
}

describe('an agent enrols TOTP from the console', () => {
  it('signed in with the password, then with a code from the next sign-in; the agent console refuses them', async () => {
    const email = await staff('agent');
    const first = await call('staff/login', { email, password: PASSWORD });
    expect(first.data.step).toBe('done');
    const token = first.data.session.token as string;
    const started = await call('staff/startTotp', {}, token);
    expect(started.code).toBe(1);
    const secret = started.data.enrolment.secret as string;
    expect(
      (await call('staff/enrolTotp', { challenge: started.data.challenge, code: '000000' }, token)).code,
    ).toBe(CONSOLE_ERROR.STAFF_CODE_INVALID);
    const done = await call(
      'staff/enrolTotp',
      { challenge: started.data.challenge, code: totpCode(secret) },
      token,
    );
    expect(done.code).toBe(1);
    expect(done.data.recoveryCodes).toHaveLength(10);
    expect((await call('staff/me', {}, token)).data.totpEnabled).toBe(true);
    expect((await call('staff/startTotp', {}, token)).code).toBe(CONSOLE_ERROR.STAFF_TOTP_ENROLLED);

    expect((await call('staff/login', { email, password: PASSWORD })).data.step).toBe('totp');
    expect((await call('agent/login', { email, password: PASSWORD })).code).toBe(
      CONSOLE_ERROR.STAFF_TOTP_REQUIRED,
    );
  });

  it("cannot finish another member's enrolment", async () => {
    const [mine, theirs] = [await staff('agent'), await staff('agent')];
    const myToken = (await call('staff/login', { email: mine, password: PASSWORD })).data.session.token;
    const theirToken = (await call('staff/login', { email: theirs, password: PASSWORD })).data.session.token;
    const started = await call('staff/startTotp', {}, theirToken);
    const stolen = await call(
      'staff/enrolTotp',
      { challenge: started.data.challenge, code: totpCode(started.data.enrolment.secret) },
      myToken,
    );
    expect(stolen.code).toBe(CONSOLE_ERROR.STAFF_CHALLENGE_EXPIRED);
    expect((await call('staff/me', {}, theirToken)).data.totpEnabled).toBe(false);
  });
});

describe('TOTP required of agents (a store setting)', () => {
  it("is the owners' to change, audited; an agent without TOTP enrols at sign-in and the agent console refuses them", async () => {
    const owner = await enrolled('owner');
    const operator = await enrolled('operator');
    const email = await staff('agent');
    expect((await call('staff/policy', {}, owner)).data).toEqual({ agentTotpRequired: false });
    expect((await call('staff/savePolicy', { agentTotpRequired: true }, operator)).code).toBe(
      CONSOLE_ERROR.STAFF_ROLE_REFUSED,
    );
    expect((await call('staff/savePolicy', { agentTotpRequired: true }, owner)).data).toEqual({
      agentTotpRequired: true,
    });
    const [entry] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'staff.policy')));
    expect(entry).toMatchObject({ before: { agentTotpRequired: false }, after: { agentTotpRequired: true } });

    const refused = await call('agent/login', { email, password: PASSWORD }, undefined, 'ru');
    expect(refused).toMatchObject({ code: CONSOLE_ERROR.STAFF_AGENT_TOTP_REQUIRED, data: null });
    expect(refused.msg).toBe(
      'Магазин требует от агентов код двухфакторной проверки: войдите в консоль и настройте его',
    );
    const login = await call('staff/login', { email, password: PASSWORD });
    expect(login.data.step).toBe('enrol');
    const enrolledAgent = await call('staff/enrol', {
      challenge: login.data.challenge,
      code: totpCode(login.data.enrolment.secret),
    });
    expect(enrolledAgent.data.session.staff).toMatchObject({ email, role: 'agent', totpEnabled: true });

    // Off again: an agent without TOTP signs in with the password alone, as before.
    await call('staff/savePolicy', { agentTotpRequired: false }, owner);
    const other = await staff('agent');
    expect((await call('staff/login', { email: other, password: PASSWORD })).data.step).toBe('done');
    expect((await call('agent/login', { email: other, password: PASSWORD })).code).toBe(1);
  });
});
