import { CONSOLE_ERROR, ERROR, SIGN_IN_ACTIONS } from '@storefront/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { adminCall, signedInStaff, staffCall, totpCode } from '../../testing/staff.ts';
import { agents, agentSessions, staffAuditLog } from './tables.ts';

// Issue 26, item 9: staff sign-ins, sign-outs and failed attempts are audit entries an owner can
// filter, with the source address and never a password or code. Item 12: a disabled member is
// told so only once every factor is given; before that the sign-in looks like any member's.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read by the assertions
type Data = any;

let t: TestApp;
let n = 0;
const PASSWORD = 'staff-password-1';
const newIp = () => `198.18.0.${(n++ % 250) + 1}`;
const unique = (role: string) => `${role}.${Date.now().toString(36)}${n++}@staff.test`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (path: string, body: unknown, ip: string) => staffCall(t, path, body, { ip });

async function member(role: 'owner' | 'agent') {
  const email = unique(role);
  await t.services.agents.upsert({ email, name: `The ${role}`, password: PASSWORD, role });
  const [row] = await t.database.db.select().from(agents).where(eq(agents.email, email));
  return { email, staffId: row!.id };
}

/** An owner who enrolled at their first sign-in: their secret and recovery codes. */
async function enrolledOwner() {
  const owner = await member('owner');
  const ip = newIp();
  const login = await call('staff/login', { email: owner.email, password: PASSWORD }, ip);
  const secret = login.data.enrolment.secret as string;
  const enrolled = await call(
    'staff/enrol',
    { challenge: login.data.challenge, code: totpCode(secret, -1) },
    ip,
  );
  return { ...owner, secret, recoveryCodes: enrolled.data.recoveryCodes as string[] };
}

/** The audit entries about a staff member (by id), newest first. */
const entriesAbout = (staffId: string) =>
  t.database.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.targetId, staffId))
    .orderBy(desc(staffAuditLog.id));

describe('staff sign-ins in the audit log', () => {
  it('records each sign-in, sign-out and refused password with its address, and nothing secret', async () => {
    const agent = await member('agent');
    const [guesser, desk] = [newIp(), newIp()];
    expect(
      (await call('staff/login', { email: agent.email, password: 'not-the-password' }, guesser)).code,
    ).toBe(ERROR.WRONG_CREDENTIALS);
    const login = await call('staff/login', { email: agent.email, password: PASSWORD }, desk);
    expect(login.data.step).toBe('done');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/admin/agent/logout',
      headers: { 'content-type': 'application/json', authorization: login.data.session.token, real_ip: desk },
      payload: '{}',
    });
    expect(out.json().code).toBe(1);

    const [signOut, signIn, failed] = await entriesAbout(agent.staffId);
    expect(failed).toMatchObject({
      action: 'staff.signInFailed',
      actorId: null,
      ip: guesser,
      targetEmail: agent.email,
      after: { reason: 'wrongPassword' },
    });
    expect(signIn).toMatchObject({ action: 'staff.signIn', actorId: agent.staffId, ip: desk });
    expect(signOut).toMatchObject({ action: 'staff.signOut', actorId: agent.staffId, ip: desk });
    const all = JSON.stringify([signOut, signIn, failed]);
    expect(all).not.toContain('not-the-password');
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain(login.data.session.token);
  });

  it('records an unknown address without keeping it, one entry a checked attempt and none a refused one', async () => {
    const ip = newIp();
    const stranger = unique('customer');
    expect((await call('staff/login', { email: stranger, password: 'a-guess-1234' }, ip)).code).toBe(
      ERROR.WRONG_CREDENTIALS,
    );
    const fromIp = () =>
      t.database.db
        .select()
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.ip, ip), isNull(staffAuditLog.targetId)));
    const [entry] = await fromIp();
    expect(entry).toMatchObject({
      action: 'staff.signInFailed',
      targetEmail: null,
      after: { reason: 'unknownEmail' },
    });
    expect(JSON.stringify(entry)).not.toContain(stranger);

    // Nine more are checked (ten a minute from one source); the rest are refused unchecked.
    const answers = await Promise.all(
      Array.from(
        { length: 14 },
        async () => (await call('staff/login', { email: stranger, password: 'x-guess-1234' }, ip)).code,
      ),
    );
    expect(answers.filter((code) => code === ERROR.TOO_MANY_REQUESTS)).toHaveLength(5);
    expect(await fromIp()).toHaveLength(10);
  });

  it('records wrong TOTP and recovery codes, and an owner filters the sign-ins', async () => {
    const owner = await enrolledOwner();
    const ip = newIp();
    const login = await call('staff/login', { email: owner.email, password: PASSWORD }, ip);
    const wrong = owner.recoveryCodes[0]!.replace(/./, (c) => (c === 'a' ? 'b' : 'a'));
    expect((await call('staff/verify', { challenge: login.data.challenge, code: '000000' }, ip)).code).toBe(
      CONSOLE_ERROR.STAFF_CODE_INVALID,
    );
    expect((await call('staff/verify', { challenge: login.data.challenge, code: wrong }, ip)).code).toBe(
      CONSOLE_ERROR.STAFF_CODE_INVALID,
    );
    const [recoveryFailed, totpFailed] = await entriesAbout(owner.staffId);
    expect(totpFailed).toMatchObject({
      action: 'staff.codeFailed',
      ip,
      actorId: null,
      after: { factor: 'totp' },
    });
    expect(recoveryFailed).toMatchObject({ action: 'staff.codeFailed', after: { factor: 'recoveryCode' } });
    expect(JSON.stringify([totpFailed, recoveryFailed])).not.toContain(wrong);

    const reader = await signedInStaff(t, 'owner');
    const signIns = await adminCall(
      t,
      'staff/audit',
      { staffId: owner.staffId, actions: [...SIGN_IN_ACTIONS] },
      reader.token,
    );
    expect(signIns.code).toBe(1);
    const actions = signIns.data.list.map((entry: Data) => entry.action);
    expect(actions).toEqual(['staff.codeFailed', 'staff.codeFailed', 'staff.signIn']);
    // The enrolment at first sign-in is in the log too, but not among the sign-ins.
    const everything = await adminCall(t, 'staff/audit', { staffId: owner.staffId }, reader.token);
    expect(everything.data.list.map((entry: Data) => entry.action)).toContain('staff.totpEnrol');
    const failures = await adminCall(
      t,
      'staff/audit',
      { action: 'staff.codeFailed', staffId: owner.staffId },
      reader.token,
    );
    expect(failures.data.list).toHaveLength(2);
  });
});

describe('a disabled member', () => {
  it('signs in as anyone would until the last factor, and only then is told', async () => {
    const owner = await enrolledOwner();
    const other = await signedInStaff(t, 'owner');
    expect(
      (await adminCall(t, 'staff/setDisabled', { staffId: owner.staffId, disabled: true }, other.token)).code,
    ).toBe(1);
    const ip = newIp();
    // A wrong password answers as for anyone; the right one leads to the code, as for anyone.
    expect((await call('staff/login', { email: owner.email, password: 'not-the-password' }, ip)).code).toBe(
      ERROR.WRONG_CREDENTIALS,
    );
    const login = await call('staff/login', { email: owner.email, password: PASSWORD }, ip);
    expect(login).toMatchObject({ code: 1, data: { step: 'totp' } });
    expect((await call('staff/verify', { challenge: login.data.challenge, code: '000000' }, ip)).code).toBe(
      CONSOLE_ERROR.STAFF_CODE_INVALID,
    );
    // The right code: now, and only now, "not staff", and no session.
    const sessionsBefore = await t.database.db
      .select()
      .from(agentSessions)
      .where(eq(agentSessions.agentId, owner.staffId));
    const verified = await call(
      'staff/verify',
      { challenge: login.data.challenge, code: totpCode(owner.secret) },
      ip,
    );
    expect(verified.code).toBe(ERROR.NOT_AN_AGENT);
    const sessionsAfter = await t.database.db
      .select()
      .from(agentSessions)
      .where(eq(agentSessions.agentId, owner.staffId));
    expect(sessionsAfter).toHaveLength(sessionsBefore.length);
    // A recovery code is not spent on it either.
    const again = await call(
      'staff/verify',
      { challenge: login.data.challenge, code: owner.recoveryCodes[0] },
      ip,
    );
    expect(again.code).toBe(ERROR.NOT_AN_AGENT);
    const [entry] = await entriesAbout(owner.staffId);
    expect(entry).toMatchObject({ action: 'staff.signInFailed', ip, after: { reason: 'disabled' } });
    expect((await entriesAbout(owner.staffId)).map((row) => row.action)).not.toContain(
      'staff.recoveryCodeUsed',
    );
  });

  it('who has not enrolled yet enrols as anyone would, and nothing of it is kept', async () => {
    const owner = await member('owner');
    const other = await signedInStaff(t, 'owner');
    await adminCall(t, 'staff/setDisabled', { staffId: owner.staffId, disabled: true }, other.token);
    const ip = newIp();
    const login = await call('staff/login', { email: owner.email, password: PASSWORD }, ip);
    expect(login).toMatchObject({ code: 1, data: { step: 'enrol' } });
    const secret = login.data.enrolment.secret as string;
    expect(
      (await call('staff/enrol', { challenge: login.data.challenge, code: totpCode(secret) }, ip)).code,
    ).toBe(ERROR.NOT_AN_AGENT);
    const [row] = await t.database.db.select().from(agents).where(eq(agents.id, owner.staffId));
    expect(row!.totpSecret).toBeNull();
  });

  it('with the password alone (an agent without TOTP) is told after the password, its only factor', async () => {
    const agent = await member('agent');
    const other = await signedInStaff(t, 'owner');
    await adminCall(t, 'staff/setDisabled', { staffId: agent.staffId, disabled: true }, other.token);
    expect((await call('agent/login', { email: agent.email, password: PASSWORD }, newIp())).code).toBe(
      ERROR.NOT_AN_AGENT,
    );
    expect((await call('staff/login', { email: agent.email, password: PASSWORD }, newIp())).code).toBe(
      ERROR.NOT_AN_AGENT,
    );
  });
});
