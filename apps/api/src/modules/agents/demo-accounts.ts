import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { recordAudit } from './audit.ts';
import { agents, agentSessions } from './tables.ts';

/**
 * The demo store's accounts (their passwords are in the README) are disabled, their sessions ended,
 * when the store gets its first owner: from then on the store is someone's, and a published
 * password must not open its console. Each is an audit entry with no actor (the setup did it).
 */
export async function retireDemoAccounts(tx: Tx, ip: string | null): Promise<void> {
  const retired = await tx
    .update(agents)
    .set({ disabled: true })
    .where(and(eq(agents.demo, true), eq(agents.disabled, false)))
    .returning({ id: agents.id, email: agents.email });
  for (const account of retired) {
    const ended = await tx
      .delete(agentSessions)
      .where(eq(agentSessions.agentId, account.id))
      .returning({ id: agentSessions.id });
    await recordAudit(
      tx,
      { staffId: null, email: null, ip },
      {
        action: 'staff.disable',
        target: { staffId: account.id, email: account.email },
        before: { disabled: false },
        after: { disabled: true, sessionsEnded: ended.length, demo: true },
      },
    );
  }
}
