import { TOTP_ROLES, type StaffPolicy, type StaffRole } from '@storefront/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { recordAudit, type Actor } from './audit.ts';
import { staffPolicy } from './tables.ts';

const ROW = 'store';

/** The store's rules for staff sign-in; a store that never saved them has the defaults. */
export async function readPolicy(db: Db | Tx): Promise<StaffPolicy> {
  const [row] = await db.select().from(staffPolicy).where(eq(staffPolicy.id, ROW));
  return { agentTotpRequired: row?.agentTotpRequired ?? false };
}

/** Whether a member of this role signs in with a TOTP code: owners and operators always, agents by the policy. */
export async function totpRequiredFor(db: Db | Tx, role: string): Promise<boolean> {
  if (TOTP_ROLES.includes(role as StaffRole)) return true;
  return role === ('agent' satisfies StaffRole) && (await readPolicy(db)).agentTotpRequired;
}

/** Owners change the rules at Store settings; the change is in the audit log. */
export async function savePolicy(db: Db, actor: Actor, next: StaffPolicy): Promise<StaffPolicy> {
  return db.transaction(async (tx) => {
    // The row is locked (made first if need be) so two saves at once are recorded in their order.
    await tx.insert(staffPolicy).values({ id: ROW }).onConflictDoNothing();
    const [before] = await tx.select().from(staffPolicy).where(eq(staffPolicy.id, ROW)).for('update');
    if (before!.agentTotpRequired === next.agentTotpRequired) return next;
    await tx
      .update(staffPolicy)
      .set({ agentTotpRequired: next.agentTotpRequired, updatedAt: sql`now()` })
      .where(eq(staffPolicy.id, ROW));
    await recordAudit(tx, actor, {
      action: 'staff.policy',
      before: { agentTotpRequired: before!.agentTotpRequired },
      after: { agentTotpRequired: next.agentTotpRequired },
    });
    return next;
  });
}
