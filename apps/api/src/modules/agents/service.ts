import {
  type Agent,
  type AgentLogin,
  CONSOLE_ERROR,
  ERROR,
  type StaffLoginStep,
  type StaffMember,
  type StaffRole,
  type StaffSession,
  TOTP_ROLES,
  type TotpEnrolment,
} from '@storefront/contracts';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { hashPassword, verifyPassword } from '../auth/index.ts';
import { passwordGuard, type PasswordAttempt } from '../auth/index.ts';
import { hashToken, newToken } from '../auth/index.ts';
import { recordAudit, type Actor } from './audit.ts';
import { codeChecks, type SecondFactor } from './code-limits.ts';
import type { SignInAlerts } from './sign-in-alerts.ts';
import { signInAudit } from './sign-in-audit.ts';
import { totpRequiredFor } from './policy.ts';
import { agents, agentSessions, staffChallenges, staffRecoveryCodes } from './tables.ts';
import {
  enrolmentOf,
  newRecoveryCode,
  newTotpSecret,
  normaliseRecoveryCode,
  secretBox,
  totpStep,
} from './totp.ts';
import { RECOVERY_CODE_COUNT } from '@storefront/contracts';

/** The step between the password and the TOTP code lasts this long, and allows this many codes. */
const CHALLENGE_MS = 5 * 60 * 1000;
const CHALLENGE_ATTEMPTS = 5;
/** A session's last activity is written at most this often (each call reads it). */
const TOUCH_EVERY_MS = 15 * 1000;

export type StaffRow = typeof agents.$inferSelect;

export type AgentService = ReturnType<typeof createAgentService>;

/** The staff member behind a token, and the session it belongs to. */
export type SignedInAgent = Agent & { sessionId: string; role: StaffRole; ip?: string };

export type StaffServiceConfig = Pick<Config, 'rateLimits' | 'staff' | 'fulfilment'>;

export function view(row: StaffRow): Agent {
  return { agentId: row.id, email: row.email, name: row.name };
}

export function memberOf(row: StaffRow): StaffMember {
  return {
    staffId: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    totpEnabled: row.totpSecret !== null,
  };
}

export const needsTotp = (role: string) => TOTP_ROLES.includes(role as StaffRole);

/** The audit log's "who": a signed-in staff member and their address. */
export const actorOf = (staff: SignedInAgent, ip: string): Actor => ({
  staffId: staff.agentId,
  email: staff.email,
  ip,
});

/**
 * Staff (owners, operators and customer-service agents): their sign-in with a password and, for
 * owners and operators, a TOTP code; their sessions, which end after idle time and at the latest
 * after `STAFF_SESSION_HOURS`; and the role check.
 */
export function createAgentService({
  db,
  limiter,
  config,
  alerts,
}: {
  db: Db;
  limiter: RateLimiter;
  config: StaffServiceConfig;
  /** Where guessing past the ceiling is reported (none from the command line). */
  alerts?: SignInAlerts;
}) {
  // The customers' password limits, plus a growing delay and a warning for a run of failures; the
  // ceiling per address refuses nobody (staff have no code sign-in), it alerts the owners.
  const guardPassword = passwordGuard(limiter, config.rateLimits, {
    who: 'agent',
    watchRuns: true,
    ceiling: alerts?.passwordCeiling ?? (async () => {}),
  });
  const box = secretBox(config.fulfilment.inventoryKey);
  const idleMs = config.staff.idleMinutes * 60 * 1000;
  const sessionMs = config.staff.sessionHours * 60 * 60 * 1000;

  /**
   * The member whose password this is, disabled or not: a disabled member goes on as any other and
   * is told only once every factor is given (`signIn`), so the password alone tells nothing more
   * than a wrong one would. A wrong password is written to the audit log.
   */
  async function checkPassword(attempt: PasswordAttempt, password: string): Promise<StaffRow> {
    const seen: { member?: StaffRow } = {};
    try {
      return await guardPassword(attempt, async () => {
        [seen.member] = await db.select().from(agents).where(eq(agents.email, attempt.email));
        return (await verifyPassword(seen.member?.passwordHash, password)) ? seen.member : undefined;
      });
    } catch (error) {
      if (error instanceof DomainError && error.code === ERROR.WRONG_CREDENTIALS) {
        const reason = seen.member ? 'wrongPassword' : 'unknownEmail';
        await signInAudit.passwordRefused(db, seen.member, attempt.ip, reason);
      }
      throw error;
    }
  }

  /** Every factor given: a session, written to the audit log; -1330 for a disabled member, told only now. */
  async function signIn(tx: Db | Tx, row: StaffRow, ip: string): Promise<StaffSession> {
    if (row.disabled) throw new DomainError(ERROR.NOT_AN_AGENT);
    await signInAudit.signedIn(tx, row, ip);
    return startSession(tx, row);
  }

  /** Runs the last step of a sign-in, writing to the audit log a wrong code or a disabled member. */
  async function audited<T>(row: StaffRow, ip: string, factor: SecondFactor | null, step: () => Promise<T>) {
    try {
      return await step();
    } catch (error) {
      if (error instanceof DomainError && error.code === ERROR.NOT_AN_AGENT) {
        await signInAudit.passwordRefused(db, row, ip, 'disabled');
      } else if (factor && error instanceof DomainError && error.code === CONSOLE_ERROR.STAFF_CODE_INVALID) {
        await signInAudit.codeRefused(db, row, ip, factor);
      }
      throw error;
    }
  }

  async function startSession(tx: Db | Tx, row: StaffRow): Promise<StaffSession> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + sessionMs);
    await tx
      .insert(agentSessions)
      .values({ id: newId('ags'), tokenHash: hashToken(token), agentId: row.id, expiresAt });
    await tx
      .update(agents)
      .set({ lastActiveAt: sql`now()` })
      .where(eq(agents.id, row.id));
    return {
      token,
      tokenExpireTime: expiresAt.getTime(),
      idleMinutes: config.staff.idleMinutes,
      staff: memberOf(row),
    };
  }

  async function newChallenge(row: StaffRow, pendingSecret?: string): Promise<string> {
    const token = newToken();
    await db.delete(staffChallenges).where(lt(staffChallenges.expiresAt, sql`now()`));
    await db.insert(staffChallenges).values({
      id: newId('stc'),
      tokenHash: hashToken(token),
      agentId: row.id,
      pendingSecret: pendingSecret ? box.seal(pendingSecret) : null,
      expiresAt: new Date(Date.now() + CHALLENGE_MS),
    });
    return token;
  }

  /**
   * The challenge and its staff member, counting one attempt, and the code's limits (`checks`, to
   * be taken back when the code was right); -1343 when over, unknown or used up.
   */
  async function takeChallenge(token: string, ip: string, factor: SecondFactor = 'totp') {
    const [found] = await db
      .update(staffChallenges)
      .set({ attempts: sql`${staffChallenges.attempts} + 1` })
      .where(and(eq(staffChallenges.tokenHash, hashToken(token)), gt(staffChallenges.expiresAt, sql`now()`)))
      .returning();
    if (!found || found.attempts > CHALLENGE_ATTEMPTS) {
      if (found) await db.delete(staffChallenges).where(eq(staffChallenges.id, found.id));
      throw new DomainError(CONSOLE_ERROR.STAFF_CHALLENGE_EXPIRED);
    }
    const checks = codeChecks(found.agentId, ip, factor);
    await limiter.hit(...checks);
    const [row] = await db.select().from(agents).where(eq(agents.id, found.agentId));
    if (!row) throw new DomainError(CONSOLE_ERROR.STAFF_CHALLENGE_EXPIRED);
    return { challenge: found, row, checks };
  }

  /**
   * Takes a TOTP code for a staff member: its step must be later than the last one taken, which is
   * set in the same statement, so a code (even one sent twice at once) is good once. -1341 otherwise.
   */
  async function takeTotp(tx: Db | Tx, row: StaffRow, secret: string, code: string): Promise<void> {
    const step = totpStep(secret, code);
    if (step === null) throw new DomainError(CONSOLE_ERROR.STAFF_CODE_INVALID);
    const [taken] = await tx
      .update(agents)
      .set({ totpLastStep: step })
      .where(and(eq(agents.id, row.id), or(isNull(agents.totpLastStep), lt(agents.totpLastStep, step))))
      .returning({ id: agents.id });
    if (!taken) throw new DomainError(CONSOLE_ERROR.STAFF_CODE_INVALID);
  }

  /** Ten new recovery codes in place of any before: the plain codes, to be shown once. */
  async function replaceRecoveryCodes(tx: Tx, staffId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.agentId, staffId));
    await tx.insert(staffRecoveryCodes).values(
      codes.map((code) => ({
        id: newId('src'),
        agentId: staffId,
        codeHash: hashToken(normaliseRecoveryCode(code)),
      })),
    );
    return codes;
  }

  /**
   * Takes the first code of the challenge's secret, which becomes the member's, with ten new recovery
   * codes (answered, to be shown once); written to the audit log; the challenge is spent.
   */
  async function enrolSecret(
    tx: Tx,
    challenge: typeof staffChallenges.$inferSelect,
    row: StaffRow,
    code: string,
    ip: string,
  ): Promise<string[]> {
    const secret = box.open(challenge.pendingSecret!);
    await takeTotp(tx, row, secret, code);
    await tx
      .update(agents)
      .set({ totpSecret: box.seal(secret) })
      .where(eq(agents.id, row.id));
    const recoveryCodes = await replaceRecoveryCodes(tx, row.id);
    await recordAudit(
      tx,
      { staffId: row.id, email: row.email, ip },
      {
        action: 'staff.totpEnrol',
        target: { staffId: row.id, email: row.email },
        before: { totpEnabled: false },
        after: { totpEnabled: true },
      },
    );
    await tx.delete(staffChallenges).where(eq(staffChallenges.id, challenge.id));
    return recoveryCodes;
  }

  return {
    /**
     * The agent console's sign-in (password only). -1002 for an unknown e-mail or wrong password
     * (alike, and as slow), -1330 for a disabled account, -1106 over the limits, -1342 for staff who
     * sign in with a TOTP code (at the console).
     */
    async login(attempt: PasswordAttempt, password: string): Promise<AgentLogin> {
      const row = await checkPassword(attempt, password);
      if (row.totpSecret !== null || needsTotp(row.role))
        throw new DomainError(CONSOLE_ERROR.STAFF_TOTP_REQUIRED);
      // The store requires TOTP of agents: this one enrols at the console's sign-in.
      if (await totpRequiredFor(db, row.role)) throw new DomainError(CONSOLE_ERROR.STAFF_AGENT_TOTP_REQUIRED);
      const session = await audited(row, attempt.ip, null, () => signIn(db, row, attempt.ip));
      return { token: session.token, tokenExpireTime: session.tokenExpireTime, agent: view(row) };
    },

    /** The console's sign-in: the password, then the TOTP code, or TOTP to enrol first. */
    async staffLogin(attempt: PasswordAttempt, password: string): Promise<StaffLoginStep> {
      const row = await checkPassword(attempt, password);
      if (row.totpSecret !== null) return { step: 'totp', challenge: await newChallenge(row) };
      if (await totpRequiredFor(db, row.role)) {
        const secret = newTotpSecret();
        return {
          step: 'enrol',
          challenge: await newChallenge(row, secret),
          enrolment: await enrolmentOf(secret, row.email),
        };
      }
      return {
        step: 'done',
        session: await audited(row, attempt.ip, null, () => signIn(db, row, attempt.ip)),
      };
    },

    /** The second step: a TOTP code, or a recovery code (spent, and written to the audit log). */
    async verify(input: { challenge: string; code: string }, ip: string): Promise<StaffSession> {
      const factor: SecondFactor = /^\d{6}$/.test(input.code) ? 'totp' : 'recoveryCode';
      const { challenge, row, checks } = await takeChallenge(input.challenge, ip, factor);
      if (challenge.pendingSecret !== null || row.totpSecret === null) {
        throw new DomainError(CONSOLE_ERROR.STAFF_CHALLENGE_EXPIRED);
      }
      const secret = box.open(row.totpSecret);
      const session = await audited(row, ip, factor, () =>
        db.transaction(async (tx) => {
          if (factor === 'totp') {
            await takeTotp(tx, row, secret, input.code);
          } else {
            const [used] = await tx
              .update(staffRecoveryCodes)
              .set({ usedAt: sql`now()` })
              .where(
                and(
                  eq(staffRecoveryCodes.agentId, row.id),
                  eq(staffRecoveryCodes.codeHash, hashToken(normaliseRecoveryCode(input.code))),
                  isNull(staffRecoveryCodes.usedAt),
                ),
              )
              .returning({ id: staffRecoveryCodes.id });
            if (!used) throw new DomainError(CONSOLE_ERROR.STAFF_CODE_INVALID);
            const [left] = await tx
              .select({ n: sql<number>`count(*)::int` })
              .from(staffRecoveryCodes)
              .where(and(eq(staffRecoveryCodes.agentId, row.id), isNull(staffRecoveryCodes.usedAt)));
            await recordAudit(
              tx,
              { staffId: row.id, email: row.email, ip },
              {
                action: 'staff.recoveryCodeUsed',
                target: { staffId: row.id, email: row.email },
                after: { recoveryCodesLeft: left?.n ?? 0 },
              },
            );
          }
          await tx.delete(staffChallenges).where(eq(staffChallenges.id, challenge.id));
          return signIn(tx, row, ip);
        }),
      );
      await limiter.refund(...checks);
      return session;
    },

    /** Enrolment at sign-in: the first code of the new secret, then ten recovery codes. */
    async enrol(
      input: { challenge: string; code: string },
      ip: string,
    ): Promise<{ session: StaffSession; recoveryCodes: string[] }> {
      const { challenge, row, checks } = await takeChallenge(input.challenge, ip);
      if (challenge.pendingSecret === null) throw new DomainError(CONSOLE_ERROR.STAFF_CHALLENGE_EXPIRED);
      const enrolled = await audited(row, ip, 'totp', () =>
        db.transaction(async (tx) => {
          const recoveryCodes = await enrolSecret(tx, challenge, row, input.code, ip);
          return { session: await signIn(tx, { ...row, totpSecret: 'set' }, ip), recoveryCodes };
        }),
      );
      await limiter.refund(...checks);
      return enrolled;
    },

    /** A signed-in member without TOTP (an agent, by choice) starts enrolling it: -1442 when they have it. */
    async startOwnTotp(staffId: string): Promise<{ challenge: string; enrolment: TotpEnrolment }> {
      const [row] = await db.select().from(agents).where(eq(agents.id, staffId));
      if (!row || row.disabled) throw new DomainError(ERROR.NOT_AN_AGENT);
      if (row.totpSecret !== null) throw new DomainError(CONSOLE_ERROR.STAFF_TOTP_ENROLLED);
      const secret = newTotpSecret();
      return { challenge: await newChallenge(row, secret), enrolment: await enrolmentOf(secret, row.email) };
    },

    /** The first code of that enrolment, from the same member: TOTP from the next sign-in, the recovery codes. */
    async enrolOwnTotp(staffId: string, input: { challenge: string; code: string }, ip: string) {
      const { challenge, row } = await takeChallenge(input.challenge, ip);
      if (challenge.pendingSecret === null || row.id !== staffId) {
        throw new DomainError(CONSOLE_ERROR.STAFF_CHALLENGE_EXPIRED);
      }
      if (row.totpSecret !== null) throw new DomainError(CONSOLE_ERROR.STAFF_TOTP_ENROLLED);
      return db.transaction((tx) => enrolSecret(tx, challenge, row, input.code, ip));
    },

    /**
     * The staff member behind a token, else -1330 (a customer's token, none, or an ended session);
     * -1001 for a session past its end or idle too long, which is then ended.
     */
    async authenticate(token: string | undefined): Promise<SignedInAgent> {
      if (!token) throw new DomainError(ERROR.NOT_AN_AGENT);
      const [found] = await db
        .select({
          agent: agents,
          sessionId: agentSessions.id,
          live: sql<boolean>`${agentSessions.expiresAt} > now() AND ${agentSessions.lastSeenAt} > now() - make_interval(secs => ${idleMs / 1000})`,
          stale: sql<boolean>`${agentSessions.lastSeenAt} < now() - make_interval(secs => ${TOUCH_EVERY_MS / 1000})`,
        })
        .from(agentSessions)
        .innerJoin(agents, eq(agents.id, agentSessions.agentId))
        .where(eq(agentSessions.tokenHash, hashToken(token)));
      if (!found || found.agent.disabled) throw new DomainError(ERROR.NOT_AN_AGENT);
      if (!found.live) {
        await db.delete(agentSessions).where(eq(agentSessions.id, found.sessionId));
        throw new DomainError(ERROR.TOKEN_EXPIRED);
      }
      if (found.stale) {
        await db
          .update(agentSessions)
          .set({ lastSeenAt: sql`now()` })
          .where(eq(agentSessions.id, found.sessionId));
        await db
          .update(agents)
          .set({ lastActiveAt: sql`now()` })
          .where(eq(agents.id, found.agent.id));
      }
      return { ...view(found.agent), sessionId: found.sessionId, role: found.agent.role as StaffRole };
    },

    /** -1340 unless the staff member's role is one the call lets in. */
    requireRole(staff: SignedInAgent, roles: readonly StaffRole[]): void {
      if (!roles.includes(staff.role)) throw new DomainError(CONSOLE_ERROR.STAFF_ROLE_REFUSED);
    },

    async me(staffId: string): Promise<StaffMember> {
      const [row] = await db.select().from(agents).where(eq(agents.id, staffId));
      if (!row) throw new DomainError(ERROR.NOT_AN_AGENT);
      return memberOf(row);
    },

    /** Ends the token's session, written to the audit log (a token that ended before writes nothing). */
    async logout(token: string | undefined, ip: string): Promise<void> {
      if (!token) return;
      const [ended] = await db
        .delete(agentSessions)
        .where(eq(agentSessions.tokenHash, hashToken(token)))
        .returning({ agentId: agentSessions.agentId });
      if (!ended) return;
      const [member] = await db.select().from(agents).where(eq(agents.id, ended.agentId));
      if (member) await signInAudit.signedOut(db, member, ip);
    },

    /**
     * Makes a staff account from the command line, or sets the name and password (and the role, when
     * given) of the one with this e-mail; enables it. Written to the audit log with no actor.
     */
    async upsert(input: { email: string; name: string; password: string; role?: StaffRole }): Promise<Agent> {
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(agents).where(eq(agents.email, input.email)).for('update');
        const [row] = await tx
          .insert(agents)
          .values({
            id: newId('agt'),
            email: input.email,
            name: input.name,
            passwordHash,
            role: input.role ?? 'agent',
          })
          .onConflictDoUpdate({
            target: agents.email,
            set: {
              name: input.name,
              passwordHash,
              disabled: false,
              // A new password: no longer the demo's published one.
              demo: false,
              ...(input.role ? { role: input.role } : {}),
            },
          })
          .returning();
        const shown = (r: StaffRow) => ({ name: r.name, role: r.role, disabled: r.disabled });
        await recordAudit(
          tx,
          { staffId: null, email: null, ip: null },
          {
            action: 'staff.create',
            target: { staffId: row!.id, email: row!.email },
            before: before ? shown(before) : undefined,
            after: { ...shown(row!), via: 'command line', credentialsReset: Boolean(before) },
          },
        );
        return view(row!);
      });
    },

    /**
     * A fresh TOTP code from a signed-in staff member, before a sensitive step (exporting codes):
     * taken once, in the caller's transaction, within the sign-in's limits on codes. -1341 for a
     * wrong, old or used code, or a member without TOTP; -1106 over the limits.
     */
    async confirmTotp(tx: Tx, staffId: string, code: string, ip: string): Promise<void> {
      const checks = codeChecks(staffId, ip, 'totp');
      await limiter.hit(...checks);
      const [row] = await tx.select().from(agents).where(eq(agents.id, staffId));
      if (!row?.totpSecret) throw new DomainError(CONSOLE_ERROR.STAFF_CODE_INVALID);
      await takeTotp(tx, row, box.open(row.totpSecret), code);
      await limiter.refund(...checks);
    },

    // For the management calls (management.ts): the same sessions, codes and secrets.
    startSession,
    takeTotp,
    replaceRecoveryCodes,
    box,
  };
}
