import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { CONSOLE_ERROR, ERROR } from '@storefront/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { staffCall, totpCode } from '../../testing/staff.ts';
import { recoverStaff } from './recovery.ts';
import { agents, staffAuditLog } from './tables.ts';

// Issue 26, item 3: wrong TOTP codes count per member and source, so someone holding the password
// cannot hold the owner back elsewhere; a recovery code still works where TOTP codes are held back;
// and an owner locked out anyway has `npm run staff:recover` on the server.

let t: TestApp;
let n = 0;
const PASSWORD = 'staff-password-1';
const newIp = () => `203.0.113.${(n++ % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (path: string, body: unknown, ip: string) => staffCall(t, path, body, { ip });

/** An owner made from the command line and enrolled: their e-mail, secret and recovery codes. */
async function enrolledOwner() {
  const email = `owner.${Date.now().toString(36)}${n++}@staff.test`;
  await t.services.agents.upsert({ email, name: 'The owner', password: PASSWORD, role: 'owner' });
  const ip = newIp();
  const login = await call('staff/login', { email, password: PASSWORD }, ip);
  const secret = login.data.enrolment.secret as string;
  const enrolled = await call(
    'staff/enrol',
    { challenge: login.data.challenge, code: totpCode(secret, -1) },
    ip,
  );
  expect(enrolled.code).toBe(1);
  return { email, secret, recoveryCodes: enrolled.data.recoveryCodes as string[] };
}

/** Wrong TOTP codes from `ip` until one is refused by the limits (a new challenge every five). */
async function wrongCodesUntilHeldBack(email: string, ip: string) {
  for (let tries = 0; tries < 40; tries++) {
    const login = await call('staff/login', { email, password: PASSWORD }, ip);
    for (let i = 0; i < 5; i++) {
      const answer = await call('staff/verify', { challenge: login.data.challenge, code: '000000' }, ip);
      if (answer.code === ERROR.TOO_MANY_REQUESTS) return tries * 5 + i;
      expect(answer.code).toBe(CONSOLE_ERROR.STAFF_CODE_INVALID);
    }
  }
  throw new Error('never held back');
}

const recover = (email: string, resetTotp = false) =>
  recoverStaff(
    { db: t.database.db, limiter: t.services.limiter, config: t.config, staff: t.services.agents },
    { email, resetTotp },
  );

describe('TOTP codes from many sources', () => {
  it('hold back the source that guessed, never the owner at another address', async () => {
    const owner = await enrolledOwner();
    const guesser = newIp();
    expect(await wrongCodesUntilHeldBack(owner.email, guesser)).toBe(15);
    // The owner at their own desk: the password, then their code.
    const home = newIp();
    const login = await call('staff/login', { email: owner.email, password: PASSWORD }, home);
    expect(login.data.step).toBe('totp');
    const verified = await call(
      'staff/verify',
      { challenge: login.data.challenge, code: totpCode(owner.secret) },
      home,
    );
    expect(verified).toMatchObject({ code: 1, data: { staff: { email: owner.email } } });
  });

  it('let a recovery code through where TOTP codes are held back', async () => {
    const owner = await enrolledOwner();
    const ip = newIp();
    await wrongCodesUntilHeldBack(owner.email, ip);
    const login = await call('staff/login', { email: owner.email, password: PASSWORD }, ip);
    expect(
      (await call('staff/verify', { challenge: login.data.challenge, code: totpCode(owner.secret) }, ip))
        .status,
    ).toBe(429);
    const recovered = await call(
      'staff/verify',
      { challenge: login.data.challenge, code: owner.recoveryCodes[0] },
      ip,
    );
    expect(recovered).toMatchObject({ code: 1, data: { staff: { email: owner.email } } });
  });
});

describe('npm run staff:recover', () => {
  it("forgets the member's failures, and gives new recovery codes that work where the old do not", async () => {
    const owner = await enrolledOwner();
    const ip = newIp();
    // Locked out at their own address: ten wrong passwords of their own, and TOTP codes held back.
    await wrongCodesUntilHeldBack(owner.email, ip);
    // Sent together: each wrong answer in a row waits longer than the one before.
    await Promise.all(
      Array.from({ length: 10 }, () =>
        call('staff/login', { email: owner.email, password: 'wrong-one!' }, ip),
      ),
    );
    expect((await call('staff/login', { email: owner.email, password: PASSWORD }, ip)).status).toBe(429);

    const done = await recover(owner.email);
    expect(done).toMatchObject({ email: owner.email, totpReset: false });
    expect(done!.countersCleared).toBeGreaterThanOrEqual(2);
    expect(done!.recoveryCodes).toHaveLength(10);

    const login = await call('staff/login', { email: owner.email, password: PASSWORD }, ip);
    expect(login.data.step).toBe('totp');
    const old = await call(
      'staff/verify',
      { challenge: login.data.challenge, code: owner.recoveryCodes[1] },
      ip,
    );
    expect(old.code).toBe(CONSOLE_ERROR.STAFF_CODE_INVALID);
    const fresh = await call(
      'staff/verify',
      { challenge: login.data.challenge, code: done!.recoveryCodes[0] },
      ip,
    );
    expect(fresh).toMatchObject({ code: 1, data: { staff: { email: owner.email } } });

    const [entry] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'staff.recover'), eq(staffAuditLog.targetEmail, owner.email)));
    expect(entry).toMatchObject({
      actorId: null,
      ip: null,
      after: { via: 'command line', recoveryCodesReplaced: true },
    });
    expect(JSON.stringify(entry)).not.toContain(done!.recoveryCodes[0]);
  });

  it('with --reset-totp takes TOTP off, so that the owner enrols again; an unknown e-mail is nobody', async () => {
    const owner = await enrolledOwner();
    const done = await recover(owner.email, true);
    expect(done).toMatchObject({ totpReset: true, recoveryCodes: [] });
    const login = await call('staff/login', { email: owner.email, password: PASSWORD }, newIp());
    expect(login.data.step).toBe('enrol');
    expect(await recover('nobody.here@staff.test')).toBeNull();
  });

  it('runs from the command line against the store database', { timeout: 60_000 }, async () => {
    const owner = await enrolledOwner();
    const api = path.resolve(import.meta.dirname, '../../..');
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'src/modules/agents/recover-cli.ts', '--email', owner.email, '--reset-totp'],
      { cwd: api, env: { ...process.env, DATABASE_URL: t.database.url } },
    );
    expect(stdout).toContain('enrol a new TOTP code');
    const [row] = await t.database.db.select().from(agents).where(eq(agents.email, owner.email));
    expect(row!.totpSecret).toBeNull();
  });
});
