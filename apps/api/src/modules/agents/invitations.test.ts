import { CONSOLE_ERROR } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { staffCall, totpCode } from '../../testing/staff.ts';
import { mailTo } from '../../testing/outbox.ts';
import { agents } from './tables.ts';

// Issue 26, item 1: an invitation outlives no one's access. Disabling or demoting its owner withdraws
// it; owners withdraw and resend pending ones; an invitation to the owner role waits for a second
// owner's confirmation while the store has two; accepting checks the inviter again.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read by the assertions
type Data = any;

let t: TestApp;
let n = 0;
const unique = (label: string) => `${label}.${Date.now().toString(36)}${n++}@invite.test`;
const PASSWORD = 'staff-password-1';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (path: string, body: unknown = {}, token?: string, lang = 'en') =>
  staffCall(t, path, body, { token, lang });

/** An owner made from the command line, enrolled at first sign-in: their id and token. */
async function owner() {
  const email = unique('owner');
  await t.services.agents.upsert({ email, name: 'An owner', password: PASSWORD, role: 'owner' });
  const login = await call('staff/login', { email, password: PASSWORD });
  const secret = login.data.enrolment.secret as string;
  const enrolled = await call('staff/enrol', { challenge: login.data.challenge, code: totpCode(secret, -1) });
  expect(enrolled.code).toBe(1);
  const token = enrolled.data.session.token as string;
  return { email, token, staffId: (await call('staff/me', {}, token)).data.staffId as string };
}

/** The link's token of the latest invitation mail to `email` (the `count`-th one). */
async function linkTo(email: string, count = 1): Promise<string> {
  const mail = await mailTo(t, email, () => true, count);
  const all = [...(mail.text.matchAll(/[?&]token=([A-Za-z0-9_-]{43})/g) ?? [])];
  return all.at(-1)![1]!;
}

async function invite(by: { token: string }, role: 'owner' | 'operator' | 'agent') {
  const email = unique(role);
  const invited = await call('staff/invite', { email, role }, by.token);
  expect(invited.code).toBe(1);
  return { email, invitationId: invited.data.invitationId as string, data: invited.data };
}

/** Accepts an operator's or owner's link as the invitee would: opened, then the first code. */
async function accept(token: string) {
  const opened = await call('staff/openInvitation', { token });
  if (opened.code !== 1) return opened;
  return call('staff/acceptInvitation', {
    token,
    name: 'Invitee',
    password: PASSWORD,
    code: opened.data.enrolment ? totpCode(opened.data.enrolment.secret) : undefined,
  });
}

const pendingOf = async (by: { token: string }) =>
  (await call('staff/list', {}, by.token)).data.invitations as Data[];

describe("an invitation outlives its owner's access", () => {
  it("a disabled owner's pending invitation makes nobody, and the withdrawal is in the audit log", async () => {
    const [first, second] = [await owner(), await owner()];
    const { email, invitationId } = await invite(second, 'operator');
    const token = await linkTo(email);
    expect(
      (await call('staff/setDisabled', { staffId: second.staffId, disabled: true }, first.token)).code,
    ).toBe(1);
    expect((await accept(token)).code).toBe(CONSOLE_ERROR.STAFF_INVITATION_INVALID);
    expect((await pendingOf(first)).map((row) => row.invitationId)).not.toContain(invitationId);
    const audit = await call('staff/audit', { action: 'staff.withdraw' }, first.token);
    expect(audit.data.list.find((entry: Data) => entry.targetEmail === email)).toMatchObject({
      actorEmail: first.email,
      after: { invitationId, withdrawn: true, because: 'inviter disabled' },
    });
  });

  it("a demoted owner's pending invitation makes nobody", async () => {
    const [first, second] = [await owner(), await owner()];
    const { email } = await invite(second, 'agent');
    const token = await linkTo(email);
    expect(
      (await call('staff/setRole', { staffId: second.staffId, role: 'operator' }, first.token)).code,
    ).toBe(1);
    expect((await accept(token)).code).toBe(CONSOLE_ERROR.STAFF_INVITATION_INVALID);
  });

  it('accepting checks the inviter again: one disabled behind the withdrawal makes nobody', async () => {
    const inviter = await owner();
    const { email } = await invite(inviter, 'agent');
    const token = await linkTo(email);
    // Disabled by a way that withdraws nothing (the database by hand): the acceptance itself refuses.
    await t.database.db.update(agents).set({ disabled: true }).where(eq(agents.id, inviter.staffId));
    expect((await accept(token)).code).toBe(CONSOLE_ERROR.STAFF_INVITATION_INVALID);
  });
});

describe('owners withdraw and resend pending invitations', () => {
  it('withdraw: the link is dead, the list no longer shows it, the audit log says who', async () => {
    const boss = await owner();
    const { email, invitationId } = await invite(boss, 'agent');
    const token = await linkTo(email);
    expect((await call('staff/withdrawInvitation', { invitationId }, boss.token)).code).toBe(1);
    expect((await accept(token)).code).toBe(CONSOLE_ERROR.STAFF_INVITATION_INVALID);
    expect((await pendingOf(boss)).map((row) => row.invitationId)).not.toContain(invitationId);
    // Once withdrawn it is no longer pending: a second withdrawal or a resend is told so, in the caller's language.
    const again = await call('staff/resendInvitation', { invitationId }, boss.token, 'ru');
    expect(again.code).toBe(CONSOLE_ERROR.STAFF_INVITATION_NOT_PENDING);
    expect(again.msg).toBe('Приглашение больше не ожидает ответа: его приняли, отозвали или оно истекло');
    const audit = await call('staff/audit', { action: 'staff.withdraw' }, boss.token);
    expect(audit.data.list.find((entry: Data) => entry.targetEmail === email)).toMatchObject({
      actorEmail: boss.email,
      after: { invitationId, withdrawn: true },
    });
  });

  it('resend: a new link works, the old one is dead', async () => {
    const boss = await owner();
    const { email, invitationId } = await invite(boss, 'operator');
    const old = await linkTo(email);
    const resent = await call('staff/resendInvitation', { invitationId }, boss.token);
    expect(resent).toMatchObject({ code: 1, data: { invitationId, email, role: 'operator' } });
    const fresh = await linkTo(email, 2);
    expect(fresh).not.toBe(old);
    expect((await call('staff/openInvitation', { token: old })).code).toBe(
      CONSOLE_ERROR.STAFF_INVITATION_INVALID,
    );
    const accepted = await accept(fresh);
    expect(accepted.code).toBe(1);
    expect(accepted.data.session.staff).toMatchObject({ email, role: 'operator' });
    const audit = await call('staff/audit', { action: 'staff.resend' }, boss.token);
    expect(audit.data.list.find((entry: Data) => entry.targetEmail === email)?.actorEmail).toBe(boss.email);
  });
});

describe('an invitation to the owner role, while the store has two owners', () => {
  it("waits for another owner's confirmation: not the inviter's own; its link works only after", async () => {
    const [first, second] = [await owner(), await owner()];
    const { email, invitationId, data } = await invite(first, 'owner');
    expect(data.awaitingConfirmation).toBe(true);
    const token = await linkTo(email);
    expect((await call('staff/openInvitation', { token })).code).toBe(
      CONSOLE_ERROR.STAFF_INVITATION_UNCONFIRMED,
    );
    expect(
      (await call('staff/acceptInvitation', { token, name: 'X', password: PASSWORD, code: '123456' })).code,
    ).toBe(CONSOLE_ERROR.STAFF_INVITATION_UNCONFIRMED);
    expect((await pendingOf(second)).find((row) => row.invitationId === invitationId)).toMatchObject({
      awaitingConfirmation: true,
      invitedBy: first.email,
    });
    expect((await call('staff/confirmInvitation', { invitationId }, first.token)).code).toBe(
      CONSOLE_ERROR.STAFF_CONFIRM_OWN_INVITATION,
    );
    const confirmed = await call('staff/confirmInvitation', { invitationId }, second.token);
    expect(confirmed).toMatchObject({ code: 1, data: { awaitingConfirmation: false } });
    const accepted = await accept(token);
    expect(accepted.code).toBe(1);
    expect(accepted.data.session.staff).toMatchObject({ email, role: 'owner' });
    const audit = await call('staff/audit', { action: 'staff.confirmInvitation' }, first.token);
    expect(audit.data.list.find((entry: Data) => entry.targetEmail === email)?.actorEmail).toBe(second.email);
  });

  it('an operator or agent invitation needs no confirmation', async () => {
    const [first] = [await owner(), await owner()];
    const { data } = await invite(first, 'operator');
    expect(data.awaitingConfirmation).toBe(false);
  });
});
