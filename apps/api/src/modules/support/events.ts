import type { ChatSender, FeedbackStatus } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';

/** The channel every API process LISTENs on for chat and feedback changes. */
export const SUPPORT_CHANNEL = 'support_events';

/**
 * What changed, small enough for a NOTIFY payload (ids, not texts): each process loads what its
 * own sockets need. Sent inside the writing transaction, so it is delivered only once committed.
 */
export type SupportEvent =
  | { kind: 'message'; conversationId: string; messageId: number }
  /** `agentId`: whose own mark moved, when an agent read (other agents' counts did not change). */
  | { kind: 'read'; conversationId: string; by: ChatSender; lastReadId: number; agentId?: string }
  | { kind: 'feedback'; orderNo: string; customerId: string; status: FeedbackStatus }
  | { kind: 'conversation'; conversationId: string; open: boolean }
  /** A live session ended; sent by a database trigger on its deletion (migration 0012), or by announceSessionsEnded. */
  | { kind: 'sessionEnded'; sessionId: string };

export async function publish(tx: Db | Tx, event: SupportEvent): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${SUPPORT_CHANNEL}, ${JSON.stringify(event)})`);
}

/**
 * Tells every process that these sessions ended though their rows stay (a disabled account's, see
 * the auth module's setDisabled): their chat sockets and live order pages close at the commit, as
 * for a deleted session (migration 0012's trigger).
 */
export async function announceSessionsEnded(tx: Tx, sessionIds: string[]): Promise<void> {
  for (const sessionId of sessionIds) await publish(tx, { kind: 'sessionEnded', sessionId });
}
