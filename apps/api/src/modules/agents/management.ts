import {
  CONSOLE_ERROR,
  ERROR,
  type Invitation,
  type InvitationView,
  type Lang,
  type SetupView,
  type StaffEnrolled,
  type StaffList,
  type StaffListItem,
  type StaffPolicy,
  type StaffRole,
} from '@storefront/contracts';
import { and, count, desc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { JobSender } from '../../platform/jobs.ts';
import { enqueueMail } from '../../platform/mail/jobs.ts';
import type { Limit, RateLimiter } from '../../platform/rate-limit.ts';
import { hashPassword, hashToken, newToken } from '../auth/index.ts';
import { recordAudit, searchAudit, type Actor, type AuditSubjectLabels } from './audit.ts';
import { retireDemoAccounts } from './demo-accounts.ts';
import { readPolicy, savePolicy } from './policy.ts';
import { invitationMail } from './mail.ts';
import { memberOf, needsTotp, type AgentService, type StaffRow } from './service.ts';
import { agents, agentSessions, staffInvitations, staffSetupLinks } from './tables.ts';
import { enrolmentOf, newTotpSecret } from './totp.ts';
import type { Config } from '../../config.ts';

/** Opening or using an invitation or setup link, per source address. */
const LINKS_PER_IP: Limit = { name: 'staff-link-ip', limit: 30, windowSeconds: 600 };

type InvitationRow = typeof staffInvitations.$inferSelect;

/** An invitation whose link could still be used: not accepted, not withdrawn, not expired. */
const pendingInvitation = (): SQL =>
  and(
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.withdrawnAt),
    gt(staffInvitations.expiresAt, sql`now()`),
  )!;

/** Whether an owner invitation still waits for a second owner's confirmation. */
const awaitingConfirmation = (row: InvitationRow) => row.needsConfirmation && row.confirmedBy === null;

/**
 * What owners do with staff (invite, change a role, disable, end sessions), and the two ways in
 * without a session: accepting an invitation, and the first owner's setup link. Every change is
 * written to the audit log in its own transaction.
 */
export function createStaffManagement({
  db,
  jobs,
  limiter,
  staff,
  config,
  pathCodeOf,
  auditLabels,
}: {
  db: Db;
  jobs: JobSender;
  limiter: RateLimiter;
  staff: AgentService;
  config: Pick<Config, 'staff' | 'publicUrl'>;
  pathCodeOf: (lang: Lang) => string;
  /** The audit log's subjects of other modules, by name. */
  auditLabels?: AuditSubjectLabels;
}) {
  const { box } = staff;

  async function listItem(tx: Db | Tx, row: StaffRow): Promise<StaffListItem> {
    const [sessions] = await tx
      .select({ n: count() })
      .from(agentSessions)
      .where(and(eq(agentSessions.agentId, row.id), gt(agentSessions.expiresAt, sql`now()`)));
    return {
      ...memberOf(row),
      disabled: row.disabled,
      demo: row.demo,
      lastActiveAt: row.lastActiveAt?.getTime() ?? null,
      activeSessions: sessions?.n ?? 0,
      createdAt: row.createdAt.getTime(),
    };
  }

  async function target(tx: Tx, staffId: string): Promise<StaffRow> {
    const [row] = await tx.select().from(agents).where(eq(agents.id, staffId)).for('update');
    if (!row) throw new DomainError(CONSOLE_ERROR.STAFF_NOT_FOUND);
    return row;
  }

  /** -1348 when `row` is the last enabled owner: the store must keep one. */
  async function keepAnOwner(tx: Tx, row: StaffRow): Promise<void> {
    if (row.role !== 'owner' || row.disabled) return;
    // Owners are locked in one order, so two owners demoting each other at once cannot both pass.
    const others = await tx
      .select({ id: agents.id })
      .from(agents)
      .where(and(eq(agents.role, 'owner'), eq(agents.disabled, false), ne(agents.id, row.id)))
      .orderBy(agents.id)
      .for('update');
    if (others.length === 0) throw new DomainError(CONSOLE_ERROR.STAFF_LAST_OWNER);
  }

  async function endSessionsOf(tx: Tx, staffId: string): Promise<number> {
    const ended = await tx
      .delete(agentSessions)
      .where(eq(agentSessions.agentId, staffId))
      .returning({ id: agentSessions.id });
    return ended.length;
  }

  /** Whether `staffId` is an enabled owner: the only members who may invite (or confirm) staff. */
  async function enabledOwner(tx: Db | Tx, staffId: string | null): Promise<boolean> {
    if (!staffId) return false;
    const [row] = await tx
      .select({ id: agents.id })
      .from(agents)
      .where(and(eq(agents.id, staffId), eq(agents.role, 'owner'), eq(agents.disabled, false)));
    return Boolean(row);
  }

  /**
   * The invitation behind a link, else -1344; -1359 while it waits for a second owner. Its inviter
   * (and its confirming owner) must still be enabled owners: an invitation outlives no one's access.
   */
  async function validInvitation(tx: Db | Tx, token: string, lock = false): Promise<InvitationRow> {
    const query = tx
      .select()
      .from(staffInvitations)
      .where(and(eq(staffInvitations.tokenHash, hashToken(token)), pendingInvitation()));
    const [row] = lock ? await query.for('update') : await query;
    if (!row || !(await enabledOwner(tx, row.invitedBy))) {
      throw new DomainError(CONSOLE_ERROR.STAFF_INVITATION_INVALID);
    }
    if (awaitingConfirmation(row)) throw new DomainError(CONSOLE_ERROR.STAFF_INVITATION_UNCONFIRMED);
    if (row.needsConfirmation && !(await enabledOwner(tx, row.confirmedBy))) {
      throw new DomainError(CONSOLE_ERROR.STAFF_INVITATION_INVALID);
    }
    return row;
  }

  /** A pending invitation by id, locked, else -1357. */
  async function pendingById(tx: Tx, invitationId: string): Promise<InvitationRow> {
    const [row] = await tx
      .select()
      .from(staffInvitations)
      .where(and(eq(staffInvitations.id, invitationId), pendingInvitation()))
      .for('update');
    if (!row) throw new DomainError(CONSOLE_ERROR.STAFF_INVITATION_NOT_PENDING);
    return row;
  }

  async function emailOf(tx: Db | Tx, staffId: string | null): Promise<string> {
    if (!staffId) return '';
    const [row] = await tx.select({ email: agents.email }).from(agents).where(eq(agents.id, staffId));
    return row?.email ?? '';
  }

  async function invitationOf(tx: Db | Tx, row: InvitationRow): Promise<Invitation> {
    return {
      invitationId: row.id,
      email: row.email,
      role: row.role as StaffRole,
      expiresAt: row.expiresAt.getTime(),
      invitedBy: await emailOf(tx, row.invitedBy),
      awaitingConfirmation: awaitingConfirmation(row),
    };
  }

  /** A new link for the invitation (its token's hash replaces any before), mailed in `lang`. */
  async function mailLink(
    tx: Tx,
    invitation: { id: string; email: string; role: StaffRole },
    inviter: string,
    lang: Lang,
  ): Promise<Date> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + config.staff.invitationHours * 60 * 60 * 1000);
    await tx
      .update(staffInvitations)
      .set({ tokenHash: hashToken(token), expiresAt, pendingSecret: null })
      .where(eq(staffInvitations.id, invitation.id));
    const url = new URL(`/${pathCodeOf(lang)}/console/invitation`, config.publicUrl);
    url.searchParams.set('token', token);
    await enqueueMail(
      jobs,
      tx,
      invitationMail(invitation.email, lang, url.toString(), {
        inviter,
        role: invitation.role,
        hours: config.staff.invitationHours,
      }),
    );
    return expiresAt;
  }

  /**
   * Withdraws every pending invitation `staffId` sent, in the caller's transaction, each an audit
   * entry: done when they are disabled or lose the owner role.
   */
  async function withdrawSentBy(
    tx: Tx,
    actor: Actor,
    staffId: string,
    why: 'disabled' | 'role',
  ): Promise<void> {
    const withdrawn = await tx
      .update(staffInvitations)
      .set({ withdrawnAt: sql`now()`, pendingSecret: null })
      .where(and(eq(staffInvitations.invitedBy, staffId), pendingInvitation()))
      .returning();
    for (const row of withdrawn) {
      await recordAudit(tx, actor, {
        action: 'staff.withdraw',
        targetEmail: row.email,
        before: { role: row.role },
        after: { invitationId: row.id, withdrawn: true, because: `inviter ${why}` },
      });
    }
  }

  async function hasOwner(tx: Db | Tx): Promise<boolean> {
    const [found] = await tx
      .select({ id: agents.id })
      .from(agents)
      .where(and(eq(agents.role, 'owner'), eq(agents.disabled, false)))
      .limit(1);
    return Boolean(found);
  }

  async function validSetupLink(tx: Db | Tx, token: string, lock = false) {
    const query = tx
      .select()
      .from(staffSetupLinks)
      .where(
        and(
          eq(staffSetupLinks.tokenHash, hashToken(token)),
          isNull(staffSetupLinks.usedAt),
          gt(staffSetupLinks.expiresAt, sql`now()`),
        ),
      );
    const [row] = lock ? await query.for('update') : await query;
    if (!row || (await hasOwner(tx))) throw new DomainError(CONSOLE_ERROR.STAFF_SETUP_INVALID);
    return row;
  }

  /** A new staff member with their TOTP secret (when enrolled) and recovery codes, signed in. */
  async function join(
    tx: Tx,
    input: { email: string; name: string; password: string; role: StaffRole },
    secret: string | undefined,
    code: string | undefined,
  ): Promise<{ row: StaffRow; enrolled: StaffEnrolled }> {
    const [taken] = await tx.select({ id: agents.id }).from(agents).where(eq(agents.email, input.email));
    if (taken) throw new DomainError(CONSOLE_ERROR.STAFF_EMAIL_IN_USE);
    const [row] = await tx
      .insert(agents)
      .values({
        id: newId('agt'),
        email: input.email,
        name: input.name,
        passwordHash: await hashPassword(input.password),
        role: input.role,
        totpSecret: secret ? box.seal(secret) : null,
      })
      .returning();
    let recoveryCodes: string[] = [];
    if (secret && code) {
      await staff.takeTotp(tx, row!, secret, code);
      recoveryCodes = await staff.replaceRecoveryCodes(tx, row!.id);
    }
    return { row: row!, enrolled: { session: await staff.startSession(tx, row!), recoveryCodes } };
  }

  const shown = (row: StaffRow) => ({
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled,
    totpEnabled: row.totpSecret !== null,
  });

  return {
    /** The store's rules for staff sign-in (Store settings). */
    policy: () => readPolicy(db),
    savePolicy: (actor: Actor, next: StaffPolicy) => savePolicy(db, actor, next),

    /** The audit log, searched (owners only, by the call's roles), its subjects named in `lang`. */
    audit: (input: Parameters<typeof searchAudit>[1], lang: Lang) =>
      searchAudit(db, input, { labels: auditLabels, lang }),

    async list(): Promise<StaffList> {
      const rows = await db.select().from(agents).orderBy(agents.createdAt);
      const pending = await db
        .select()
        .from(staffInvitations)
        .where(pendingInvitation())
        .orderBy(desc(staffInvitations.createdAt));
      return {
        list: await Promise.all(rows.map((row) => listItem(db, row))),
        invitations: await Promise.all(pending.map((row) => invitationOf(db, row))),
      };
    },

    /**
     * Mails an invitation in the owner's language; an earlier pending one to the same address is
     * withdrawn. -1346 when the address already belongs to staff. An invitation to the owner role
     * while the store has two or more enabled owners waits for another owner's confirmation.
     */
    async invite(actor: Actor, input: { email: string; role: StaffRole }, lang: Lang): Promise<Invitation> {
      return db.transaction(async (tx) => {
        const [taken] = await tx.select({ id: agents.id }).from(agents).where(eq(agents.email, input.email));
        if (taken) throw new DomainError(CONSOLE_ERROR.STAFF_EMAIL_IN_USE);
        await tx
          .update(staffInvitations)
          .set({ withdrawnAt: sql`now()`, pendingSecret: null })
          .where(and(eq(staffInvitations.email, input.email), pendingInvitation()));
        const [owners] = await tx
          .select({ n: count() })
          .from(agents)
          .where(and(eq(agents.role, 'owner'), eq(agents.disabled, false)));
        const needsConfirmation = input.role === 'owner' && (owners?.n ?? 0) >= 2;
        const id = newId('sti');
        await tx.insert(staffInvitations).values({
          id,
          // Replaced by the mailed link's at once: a placeholder nobody holds the token of.
          tokenHash: hashToken(newToken()),
          email: input.email,
          role: input.role,
          invitedBy: actor.staffId!,
          needsConfirmation,
          expiresAt: new Date(),
        });
        const expiresAt = await mailLink(tx, { id, ...input }, actor.email ?? '', lang);
        await recordAudit(tx, actor, {
          action: 'staff.invite',
          targetEmail: input.email,
          after: {
            email: input.email,
            role: input.role,
            expiresAt: expiresAt.toISOString(),
            ...(needsConfirmation ? { awaitingConfirmation: true } : {}),
          },
        });
        return {
          invitationId: id,
          email: input.email,
          role: input.role,
          expiresAt: expiresAt.getTime(),
          invitedBy: actor.email ?? '',
          awaitingConfirmation: needsConfirmation,
        };
      });
    },

    /** Withdraws a pending invitation (a mistyped address): its link no longer works. -1357 unless pending. */
    async withdrawInvitation(actor: Actor, invitationId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await pendingById(tx, invitationId);
        await tx
          .update(staffInvitations)
          .set({ withdrawnAt: sql`now()`, pendingSecret: null })
          .where(eq(staffInvitations.id, row.id));
        await recordAudit(tx, actor, {
          action: 'staff.withdraw',
          targetEmail: row.email,
          before: { role: row.role },
          after: { invitationId: row.id, withdrawn: true },
        });
      });
    },

    /**
     * Mails a pending invitation again with a new link, good for the invitation's hours from now;
     * the old link no longer works. A confirmation it needed, or has, stays as it was.
     */
    async resendInvitation(actor: Actor, invitationId: string, lang: Lang): Promise<Invitation> {
      return db.transaction(async (tx) => {
        const row = await pendingById(tx, invitationId);
        const expiresAt = await mailLink(
          tx,
          { id: row.id, email: row.email, role: row.role as StaffRole },
          actor.email ?? '',
          lang,
        );
        await recordAudit(tx, actor, {
          action: 'staff.resend',
          targetEmail: row.email,
          before: { expiresAt: row.expiresAt.toISOString() },
          after: { invitationId: row.id, expiresAt: expiresAt.toISOString() },
        });
        return invitationOf(tx, { ...row, expiresAt });
      });
    },

    /**
     * Another owner confirms an invitation to the owner role: its link works from now. -1358 for the
     * owner who sent it, -1357 unless it is pending (and waiting).
     */
    async confirmInvitation(actor: Actor, invitationId: string): Promise<Invitation> {
      return db.transaction(async (tx) => {
        const row = await pendingById(tx, invitationId);
        if (!awaitingConfirmation(row)) throw new DomainError(CONSOLE_ERROR.STAFF_INVITATION_NOT_PENDING);
        if (row.invitedBy === actor.staffId)
          throw new DomainError(CONSOLE_ERROR.STAFF_CONFIRM_OWN_INVITATION);
        const [confirmed] = await tx
          .update(staffInvitations)
          .set({ confirmedBy: actor.staffId })
          .where(eq(staffInvitations.id, row.id))
          .returning();
        await recordAudit(tx, actor, {
          action: 'staff.confirmInvitation',
          targetEmail: row.email,
          before: { awaitingConfirmation: true },
          after: { invitationId: row.id, role: row.role, awaitingConfirmation: false },
        });
        return invitationOf(tx, confirmed!);
      });
    },

    /**
     * The invitation behind a link, with the TOTP secret to enrol for owners and operators: made at
     * the first opening and shown again at the next (a reload, the phone after the laptop), so a
     * QR code already scanned stays the one the acceptance checks.
     */
    async openInvitation(token: string, ip: string): Promise<InvitationView> {
      await limiter.hit([LINKS_PER_IP, ip]);
      const row = await validInvitation(db, token);
      let enrolment = null;
      if (needsTotp(row.role)) {
        let secret = row.pendingSecret ? box.open(row.pendingSecret) : undefined;
        if (!secret) {
          secret = newTotpSecret();
          await db
            .update(staffInvitations)
            .set({ pendingSecret: box.seal(secret) })
            .where(eq(staffInvitations.id, row.id));
        }
        enrolment = await enrolmentOf(secret, row.email);
      }
      return { email: row.email, role: row.role as StaffRole, expiresAt: row.expiresAt.getTime(), enrolment };
    },

    async acceptInvitation(
      input: { token: string; name: string; password: string; code?: string },
      ip: string,
    ): Promise<StaffEnrolled> {
      await limiter.hit([LINKS_PER_IP, ip]);
      return db.transaction(async (tx) => {
        const invitation = await validInvitation(tx, input.token, true);
        const totp = needsTotp(invitation.role);
        if (totp && !input.code) throw new DomainError(ERROR.FIELD_REQUIRED, { field: 'code' });
        if (totp && !invitation.pendingSecret) throw new DomainError(CONSOLE_ERROR.STAFF_INVITATION_INVALID);
        const secret = totp ? box.open(invitation.pendingSecret!) : undefined;
        const { row, enrolled } = await join(
          tx,
          {
            email: invitation.email,
            name: input.name,
            password: input.password,
            role: invitation.role as StaffRole,
          },
          secret,
          input.code,
        );
        await tx
          .update(staffInvitations)
          .set({ acceptedAt: sql`now()`, pendingSecret: null })
          .where(eq(staffInvitations.id, invitation.id));
        await recordAudit(
          tx,
          { staffId: row.id, email: row.email, ip },
          {
            action: 'staff.accept',
            target: { staffId: row.id, email: row.email },
            after: { ...shown(row), invitationId: invitation.id, invitedBy: invitation.invitedBy },
          },
        );
        return enrolled;
      });
    },

    /**
     * On a store without an enabled owner: a new setup link (the token to print), good for
     * `STAFF_SETUP_LINK_MINUTES` and once. Undefined when the store has an owner.
     */
    async setupLinkIfNoOwner(lang: Lang): Promise<string | undefined> {
      if (await hasOwner(db)) return undefined;
      const token = newToken();
      await db.insert(staffSetupLinks).values({
        id: newId('sts'),
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + config.staff.setupLinkMinutes * 60 * 1000),
      });
      const url = new URL(`/${pathCodeOf(lang)}/console/setup`, config.publicUrl);
      url.searchParams.set('token', token);
      return url.toString();
    },

    async openSetup(token: string, ip: string): Promise<SetupView> {
      await limiter.hit([LINKS_PER_IP, ip]);
      const link = await validSetupLink(db, token);
      // As for an invitation: the secret of the first opening, shown again at the next.
      let secret = link.pendingSecret ? box.open(link.pendingSecret) : undefined;
      if (!secret) {
        secret = newTotpSecret();
        await db
          .update(staffSetupLinks)
          .set({ pendingSecret: box.seal(secret) })
          .where(eq(staffSetupLinks.id, link.id));
      }
      return { expiresAt: link.expiresAt.getTime(), enrolment: await enrolmentOf(secret, '') };
    },

    async completeSetup(
      input: { token: string; email: string; name: string; password: string; code: string },
      ip: string,
    ): Promise<StaffEnrolled> {
      await limiter.hit([LINKS_PER_IP, ip]);
      return db.transaction(async (tx) => {
        // One setup at a time, store-wide: two links used at once cannot make two first owners.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('staff-first-owner'))`);
        const link = await validSetupLink(tx, input.token, true);
        if (!link.pendingSecret) throw new DomainError(CONSOLE_ERROR.STAFF_SETUP_INVALID);
        const { row, enrolled } = await join(
          tx,
          { email: input.email, name: input.name, password: input.password, role: 'owner' },
          box.open(link.pendingSecret),
          input.code,
        );
        await tx
          .update(staffSetupLinks)
          .set({ usedAt: sql`now()`, pendingSecret: null })
          .where(eq(staffSetupLinks.id, link.id));
        await recordAudit(
          tx,
          { staffId: null, email: null, ip },
          { action: 'staff.setup', target: { staffId: row.id, email: row.email }, after: shown(row) },
        );
        await retireDemoAccounts(tx, ip);
        return enrolled;
      });
    },

    /** A new role; the staff member's sessions end (an owner or operator without TOTP enrols next). */
    async setRole(actor: Actor, staffId: string, role: StaffRole): Promise<StaffListItem> {
      return db.transaction(async (tx) => {
        const before = await target(tx, staffId);
        if (before.role === role) return listItem(tx, before);
        await keepAnOwner(tx, before);
        const [after] = await tx.update(agents).set({ role }).where(eq(agents.id, staffId)).returning();
        await endSessionsOf(tx, staffId);
        // Only owners invite: an owner given another role keeps no invitation they sent.
        if (role !== 'owner') await withdrawSentBy(tx, actor, staffId, 'role');
        await recordAudit(tx, actor, {
          action: 'staff.role',
          target: { staffId, email: before.email },
          before: { role: before.role },
          after: { role },
        });
        return listItem(tx, after!);
      });
    },

    /** Disables (every session ends at once) or enables a staff member. */
    async setDisabled(actor: Actor, staffId: string, disabled: boolean): Promise<StaffListItem> {
      return db.transaction(async (tx) => {
        const before = await target(tx, staffId);
        if (before.disabled === disabled) return listItem(tx, before);
        if (disabled) await keepAnOwner(tx, before);
        const [after] = await tx.update(agents).set({ disabled }).where(eq(agents.id, staffId)).returning();
        const ended = disabled ? await endSessionsOf(tx, staffId) : 0;
        if (disabled) await withdrawSentBy(tx, actor, staffId, 'disabled');
        await recordAudit(tx, actor, {
          action: disabled ? 'staff.disable' : 'staff.enable',
          target: { staffId, email: before.email },
          before: { disabled: before.disabled },
          after: disabled ? { disabled, sessionsEnded: ended } : { disabled },
        });
        return listItem(tx, after!);
      });
    },

    async endSessions(actor: Actor, staffId: string): Promise<number> {
      return db.transaction(async (tx) => {
        const row = await target(tx, staffId);
        const ended = await endSessionsOf(tx, staffId);
        await recordAudit(tx, actor, {
          action: 'staff.endSessions',
          target: { staffId, email: row.email },
          after: { sessionsEnded: ended },
        });
        return ended;
      });
    },
  };
}

export type StaffManagement = ReturnType<typeof createStaffManagement>;
