import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { forgetFailures } from '../auth/index.ts';
import { recordAudit } from './audit.ts';
import { forgetCodeFailures } from './code-limits.ts';
import type { AgentService, StaffServiceConfig } from './service.ts';
import { agents, staffChallenges, staffRecoveryCodes } from './tables.ts';

export interface Recovered {
  email: string;
  role: string;
  disabled: boolean;
  /** Failure counters forgotten (wrong passwords and TOTP codes, from every source). */
  countersCleared: number;
  /** TOTP was taken off: the member enrols again at the next sign-in. */
  totpReset: boolean;
  /** Ten new recovery codes in place of the old ones, to be shown once; none without TOTP. */
  recoveryCodes: string[];
}

/**
 * The way back for a staff member locked out anyway (issue 26), run on the server by
 * `npm run staff:recover`: their failure counters are forgotten; with `resetTotp` their TOTP and
 * recovery codes go (they enrol again at the next sign-in), else a member with TOTP gets ten new
 * recovery codes, the old ones no longer good. Written to the audit log as done from the command
 * line. Null when no staff member has the address.
 */
export async function recoverStaff(
  {
    db,
    limiter,
    config,
    staff,
  }: { db: Db; limiter: RateLimiter; config: StaffServiceConfig; staff: AgentService },
  { email, resetTotp }: { email: string; resetTotp: boolean },
): Promise<Recovered | null> {
  const [member] = await db.select().from(agents).where(eq(agents.email, email));
  if (!member) return null;
  const countersCleared =
    (await forgetFailures(limiter, config.rateLimits, 'agent', email)) +
    (await forgetCodeFailures(limiter, member.id));
  const hadTotp = member.totpSecret !== null;
  return db.transaction(async (tx) => {
    let recoveryCodes: string[] = [];
    if (resetTotp) {
      await tx.update(agents).set({ totpSecret: null, totpLastStep: null }).where(eq(agents.id, member.id));
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.agentId, member.id));
      await tx.delete(staffChallenges).where(eq(staffChallenges.agentId, member.id));
    } else if (hadTotp) {
      recoveryCodes = await staff.replaceRecoveryCodes(tx, member.id);
    }
    await recordAudit(
      tx,
      { staffId: null, email: null, ip: null },
      {
        action: 'staff.recover',
        target: { staffId: member.id, email: member.email },
        ...(resetTotp && hadTotp && { before: { totpEnabled: true } }),
        after: {
          via: 'command line',
          ...(resetTotp && hadTotp && { totpEnabled: false }),
          recoveryCodesReplaced: recoveryCodes.length > 0,
        },
      },
    );
    return {
      email: member.email,
      role: member.role,
      disabled: member.disabled,
      countersCleared,
      totpReset: resetTotp && hadTotp,
      recoveryCodes,
    };
  });
}
