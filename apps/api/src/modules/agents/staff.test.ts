import { CONSOLE_ERROR, ERROR } from '@storefront/contracts';
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { mailTo } from '../../testing/outbox.ts';
import { hashToken } from '../auth/index.ts';
import { agents, agentSessions, staffAuditLog, staffInvitations } from './tables.ts';

// Issue 14, "Who": roles, TOTP sign-in (enrolment, replay, recovery codes), idle sessions,
// invitations, the first owner's setup link, and the append-only audit log that holds no secret.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read by the assertions
type Data = any;

let t: TestApp;
let n = 0;
const unique = (label: string) => `${label}.${Date.now().toString(36)}${n++}@staff.test`;
const PASSWORD = 'staff-password-1';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call(path: string, body: unknown = {}, token?: string, lang = 'en') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/${path}`,
    headers: { 'content-type': 'application/json', lang, ...(token ? { authorization: token } : {}) },
    payload: JSON.stringify(body),
  });
  return res.json() as { code: number; msg: string; data: Data };
}

const totp = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
/** The code of the step `offset` steps from now: a test takes a code of each step only once. */
const codeAt = (secret: string, offset = 0) =>
  totp(secret).generate({ timestamp: Date.now() + offset * 30_000 });

/** An owner made from the command line, enrolled at first sign-in: their token and secret. */
async function enrolledStaff(role: 'owner' | 'operator' | 'agent' = 'owner') {
  const email = unique(role);
  await t.services.agents.upsert({ email, name: `The ${role}`, password: PASSWORD, role });
  const login = await call('staff/login', { email, password: PASSWORD });
  expect(login.code).toBe(1);
  if (role === 'agent') {
    expect(login.data.step).toBe('done');
    return { email, token: login.data.session.token as string, secret: '', recoveryCodes: [] as string[] };
  }
  expect(login.data.step).toBe('enrol');
  const secret = login.data.enrolment.secret as string;
  expect(login.data.enrolment.qr).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(login.data.enrolment.uri).toContain(`secret=${secret}`);
  const enrolled = await call('staff/enrol', { challenge: login.data.challenge, code: codeAt(secret, -1) });
  expect(enrolled.code).toBe(1);
  expect(enrolled.data.recoveryCodes).toHaveLength(10);
  return {
    email,
    token: enrolled.data.session.token as string,
    secret,
    recoveryCodes: enrolled.data.recoveryCodes as string[],
  };
}

describe('TOTP sign-in', () => {
  it('enrols an owner at first sign-in, then asks the code; a code is good once', async () => {
    const owner = await enrolledStaff('owner');
    expect((await call('staff/me', {}, owner.token)).data).toMatchObject({
      role: 'owner',
      totpEnabled: true,
    });
    // The agent console's password-only form refuses them, with a clear code.
    expect((await call('agent/login', { email: owner.email, password: PASSWORD })).code).toBe(
      CONSOLE_ERROR.STAFF_TOTP_REQUIRED,
    );
    const first = await call('staff/login', { email: owner.email, password: PASSWORD });
    expect(first.data.step).toBe('totp');
    expect((await call('staff/verify', { challenge: first.data.challenge, code: '000000' })).code).toBe(
      CONSOLE_ERROR.STAFF_CODE_INVALID,
    );
    const code = codeAt(owner.secret);
    const signedIn = await call('staff/verify', { challenge: first.data.challenge, code });
    expect(signedIn.code).toBe(1);
    expect(signedIn.data.staff.role).toBe('owner');
    // The same code, on a new sign-in: refused (replay).
    const again = await call('staff/login', { email: owner.email, password: PASSWORD });
    expect((await call('staff/verify', { challenge: again.data.challenge, code })).code).toBe(
      CONSOLE_ERROR.STAFF_CODE_INVALID,
    );
  });

  it('signs in with a recovery code once, and records it without the code', async () => {
    const owner = await enrolledStaff('owner');
    const [recovery] = owner.recoveryCodes;
    const login = await call('staff/login', { email: owner.email, password: PASSWORD });
    expect(
      (await call('staff/verify', { challenge: login.data.challenge, code: recovery!.toUpperCase() })).code,
    ).toBe(1);
    const again = await call('staff/login', { email: owner.email, password: PASSWORD });
    expect((await call('staff/verify', { challenge: again.data.challenge, code: recovery })).code).toBe(
      CONSOLE_ERROR.STAFF_CODE_INVALID,
    );
    const entries = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetEmail, owner.email));
    expect(entries.map((entry) => entry.action)).toContain('staff.recoveryCodeUsed');
    expect(JSON.stringify(entries)).not.toContain(recovery!.replace('-', ''));
  });

  it('ends a challenge after five wrong codes', async () => {
    const owner = await enrolledStaff('owner');
    const login = await call('staff/login', { email: owner.email, password: PASSWORD });
    for (let i = 0; i < 5; i++) {
      expect((await call('staff/verify', { challenge: login.data.challenge, code: '111111' })).code).toBe(
        CONSOLE_ERROR.STAFF_CODE_INVALID,
      );
    }
    expect(
      (await call('staff/verify', { challenge: login.data.challenge, code: codeAt(owner.secret, 1) })).code,
    ).toBe(CONSOLE_ERROR.STAFF_CHALLENGE_EXPIRED);
  });

  it('keeps the secret encrypted at rest', async () => {
    const owner = await enrolledStaff('operator');
    const [row] = await t.database.db.select().from(agents).where(eq(agents.email, owner.email));
    expect(row!.totpSecret).toMatch(/^v1\./);
    expect(row!.totpSecret).not.toContain(owner.secret);
  });
});

describe('roles', () => {
  it('lets an owner manage staff and refuses an operator and an agent with -1340, in their language', async () => {
    const owner = await enrolledStaff('owner');
    const operator = await enrolledStaff('operator');
    const agent = await enrolledStaff('agent');
    expect((await call('staff/list', {}, owner.token)).code).toBe(1);
    for (const token of [operator.token, agent.token]) {
      const refused = await call('staff/list', {}, token);
      expect(refused.code).toBe(CONSOLE_ERROR.STAFF_ROLE_REFUSED);
      expect(refused.data).toBeNull();
    }
    const ru = await call('staff/invite', { email: unique('x'), role: 'agent' }, agent.token, 'ru');
    expect(ru.code).toBe(CONSOLE_ERROR.STAFF_ROLE_REFUSED);
    expect(ru.msg).not.toBe((await call('staff/list', {}, agent.token, 'en')).msg);
    // What an agent may do, an operator and an owner may too.
    for (const token of [owner.token, operator.token, agent.token]) {
      expect((await call('feedback/queue', {}, token)).code).toBe(1);
    }
  });

  it('changes a role (their sessions end), disables and enables, and keeps the last owner', async () => {
    const owner = await enrolledStaff('owner');
    const agent = await enrolledStaff('agent');
    const { staffId } = (await call('staff/me', {}, agent.token)).data;
    const promoted = await call('staff/setRole', { staffId, role: 'operator' }, owner.token);
    expect(promoted.data).toMatchObject({ role: 'operator', activeSessions: 0 });
    expect((await call('staff/me', {}, agent.token)).code).toBe(ERROR.NOT_AN_AGENT);
    // Now an operator without TOTP: the next sign-in enrols it.
    expect((await call('staff/login', { email: agent.email, password: PASSWORD })).data.step).toBe('enrol');

    const disabled = await call('staff/setDisabled', { staffId, disabled: true }, owner.token);
    expect(disabled.data.disabled).toBe(true);
    // Told only after the second factor, as any member goes on to it (sign-in-audit.test.ts).
    expect((await call('staff/login', { email: agent.email, password: PASSWORD })).data.step).toBe('enrol');
    expect((await call('staff/setDisabled', { staffId, disabled: false }, owner.token)).data.disabled).toBe(
      false,
    );

    // Owners made by other tests are there too: demote them all but this one, then this one is the last.
    const { list } = (await call('staff/list', {}, owner.token)).data;
    const me = (await call('staff/me', {}, owner.token)).data.staffId;
    for (const other of list.filter((s: Data) => s.role === 'owner' && !s.disabled && s.staffId !== me)) {
      expect(
        (await call('staff/setDisabled', { staffId: other.staffId, disabled: true }, owner.token)).code,
      ).toBe(1);
    }
    expect((await call('staff/setRole', { staffId: me, role: 'agent' }, owner.token)).code).toBe(
      CONSOLE_ERROR.STAFF_LAST_OWNER,
    );
    expect((await call('staff/setDisabled', { staffId: me, disabled: true }, owner.token)).code).toBe(
      CONSOLE_ERROR.STAFF_LAST_OWNER,
    );
  });

  it('ends every session of a staff member', async () => {
    const owner = await enrolledStaff('owner');
    const agent = await enrolledStaff('agent');
    const { staffId } = (await call('staff/me', {}, agent.token)).data;
    expect((await call('staff/endSessions', { staffId }, owner.token)).data).toEqual({ ended: 1 });
    expect((await call('agent/me', {}, agent.token)).code).toBe(ERROR.NOT_AN_AGENT);
  });
});

describe('sessions', () => {
  it('end after the idle time, and any call before it keeps them', async () => {
    const agent = await enrolledStaff('agent');
    const setLastSeen = (minutesAgo: number) =>
      t.database.db
        .update(agentSessions)
        .set({ lastSeenAt: sql`now() - make_interval(mins => ${minutesAgo})` })
        .where(eq(agentSessions.tokenHash, hashToken(agent.token)));
    await setLastSeen(t.config.staff.idleMinutes - 1);
    expect((await call('staff/me', {}, agent.token)).code).toBe(1);
    await setLastSeen(t.config.staff.idleMinutes + 1);
    expect((await call('staff/me', {}, agent.token)).code).toBe(ERROR.TOKEN_EXPIRED);
    expect((await call('staff/me', {}, agent.token)).code).toBe(ERROR.NOT_AN_AGENT);
  });
});

describe('invitations', () => {
  it('mails a link that makes an operator with TOTP, once; its use and its owner are in the audit log', async () => {
    const owner = await enrolledStaff('owner');
    const email = unique('invited');
    const invited = await call('staff/invite', { email, role: 'operator' }, owner.token, 'ru');
    expect(invited.code).toBe(1);
    const mail = await mailTo(t, email);
    expect(mail.subject).not.toMatch(/invit/i);
    const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    expect(mail.text).toContain('/ru/console/invitation?token=');

    // A link cut short or mistyped is told as such, on its field, in the caller's language.
    for (const typed of [token.slice(0, 30), `${token.slice(0, 42)}!`]) {
      const refused = await call('staff/openInvitation', { token: typed }, undefined, 'ru');
      expect(refused).toMatchObject({ code: ERROR.FIELD_INVALID, data: null });
      expect(refused.msg).toMatch(/^Ссылка неполная или с опечаткой/);
    }
    const opened = await call('staff/openInvitation', { token });
    expect(opened.data).toMatchObject({ email, role: 'operator' });
    const secret = opened.data.enrolment.secret as string;
    // Opened again (a reload, another device), the link shows the same secret: a QR code already
    // scanned stays good.
    expect((await call('staff/openInvitation', { token })).data.enrolment.secret).toBe(secret);
    const body = { token, name: 'Olga', password: PASSWORD };
    expect((await call('staff/acceptInvitation', body)).code).toBe(ERROR.FIELD_REQUIRED);
    expect((await call('staff/acceptInvitation', { ...body, code: '123456' })).code).toBe(
      CONSOLE_ERROR.STAFF_CODE_INVALID,
    );
    const accepted = await call('staff/acceptInvitation', { ...body, code: codeAt(secret) });
    expect(accepted.code).toBe(1);
    expect(accepted.data.session.staff).toMatchObject({ email, role: 'operator', totpEnabled: true });
    expect(accepted.data.recoveryCodes).toHaveLength(10);
    expect((await call('staff/acceptInvitation', { ...body, code: codeAt(secret, 1) })).code).toBe(
      CONSOLE_ERROR.STAFF_INVITATION_INVALID,
    );

    const audit = await call('staff/audit', { action: 'staff.invite', staffId: undefined }, owner.token);
    // The invitee is named as whom the entry is about, before they have an account.
    expect(audit.data.list.find((entry: Data) => entry.after.email === email)).toMatchObject({
      actorEmail: owner.email,
      targetEmail: email,
      after: { role: 'operator' },
    });
  });

  it('refuses an expired invitation', async () => {
    const owner = await enrolledStaff('owner');
    const email = unique('late');
    await call('staff/invite', { email, role: 'agent' }, owner.token);
    const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec((await mailTo(t, email)).text)![1]!;
    await t.database.db
      .update(staffInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffInvitations.email, email));
    expect((await call('staff/openInvitation', { token })).code).toBe(CONSOLE_ERROR.STAFF_INVITATION_INVALID);
    expect((await call('staff/acceptInvitation', { token, name: 'Late', password: PASSWORD })).code).toBe(
      CONSOLE_ERROR.STAFF_INVITATION_INVALID,
    );
  });
});

describe('the audit log', () => {
  it('is append-only in the database itself', async () => {
    await enrolledStaff('agent');
    const refused = { cause: { message: expect.stringMatching(/append-only/) } };
    await expect(
      t.database.db.execute(sql`UPDATE staff_audit_log SET action = 'staff.enable'`),
    ).rejects.toMatchObject(refused);
    await expect(t.database.db.execute(sql`DELETE FROM staff_audit_log`)).rejects.toMatchObject(refused);
    await expect(t.database.db.execute(sql`TRUNCATE staff_audit_log`)).rejects.toMatchObject(refused);
    expect((await t.database.db.select().from(staffAuditLog)).length).toBeGreaterThan(0);
  });

  it('never holds a password, TOTP secret, recovery code or link token', async () => {
    const owner = await enrolledStaff('owner');
    const email = unique('secretless');
    const { invitationId } = (await call('staff/invite', { email, role: 'owner' }, owner.token)).data;
    // The store has several owners here: another confirms the invitation to the owner role.
    const other = await enrolledStaff('owner');
    expect((await call('staff/confirmInvitation', { invitationId }, other.token)).code).toBe(1);
    const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec((await mailTo(t, email)).text)![1]!;
    const secret = (await call('staff/openInvitation', { token })).data.enrolment.secret as string;
    const accepted = await call('staff/acceptInvitation', {
      token,
      name: 'Second',
      password: PASSWORD,
      code: codeAt(secret),
    });
    expect(accepted.code).toBe(1);
    const log = JSON.stringify(await t.database.db.select().from(staffAuditLog));
    const [row] = await t.database.db.select().from(agents).where(eq(agents.email, email));
    for (const value of [PASSWORD, owner.secret, secret, token, row!.passwordHash, row!.totpSecret!]) {
      expect(log).not.toContain(value);
    }
    for (const code of [...owner.recoveryCodes, ...accepted.data.recoveryCodes])
      expect(log).not.toContain(code);
  });

  it('is searched by staff member, action and dates, a page at a time', async () => {
    const owner = await enrolledStaff('owner');
    const agent = await enrolledStaff('agent');
    const { staffId } = (await call('staff/me', {}, agent.token)).data;
    for (const disabled of [true, false, true, false]) {
      await call('staff/setDisabled', { staffId, disabled }, owner.token);
    }
    const first = await call('staff/audit', { staffId, limit: 3 }, owner.token);
    expect(first.data.list).toHaveLength(3);
    expect(first.data.list.map((e: Data) => e.action)).toEqual([
      'staff.enable',
      'staff.disable',
      'staff.enable',
    ]);
    const second = await call(
      'staff/audit',
      { staffId, limit: 3, cursor: first.data.nextCursor },
      owner.token,
    );
    expect(second.data.list.map((e: Data) => e.action)).toEqual([
      'staff.disable',
      'staff.signIn',
      'staff.create',
    ]);
    expect(second.data.nextCursor).toBeNull();
    const disables = await call('staff/audit', { staffId, action: 'staff.disable' }, owner.token);
    expect(disables.data.list).toHaveLength(2);
    expect(disables.data.list[0]).toMatchObject({ actorEmail: owner.email, before: { disabled: false } });
    const future = await call('staff/audit', { staffId, from: Date.now() + 60_000 }, owner.token);
    expect(future.data.list).toHaveLength(0);
  });
});

describe('the first owner', () => {
  it('is made once with the setup link, while the store has no owner', async () => {
    const fresh = await createTestApp();
    try {
      const link = await fresh.services.staff.setupLinkIfNoOwner('en');
      const token = new URL(link!).searchParams.get('token')!;
      const post = async (path: string, body: unknown) =>
        (
          await fresh.app.inject({
            method: 'POST',
            url: `/api/admin/${path}`,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          })
        ).json();
      const opened = await post('staff/openSetup', { token });
      expect(opened.code).toBe(1);
      const secret = opened.data.enrolment.secret as string;
      expect((await post('staff/openSetup', { token })).data.enrolment.secret).toBe(secret);
      const body = { token, email: 'first@staff.test', name: 'First', password: PASSWORD };
      expect((await post('staff/completeSetup', { ...body, code: '000000' })).code).toBe(
        CONSOLE_ERROR.STAFF_CODE_INVALID,
      );
      const done = await post('staff/completeSetup', { ...body, code: codeAt(secret) });
      expect(done.data.session.staff).toMatchObject({ role: 'owner', totpEnabled: true });
      expect((await post('staff/openSetup', { token })).code).toBe(CONSOLE_ERROR.STAFF_SETUP_INVALID);
      expect(await fresh.services.staff.setupLinkIfNoOwner('en')).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });
});
