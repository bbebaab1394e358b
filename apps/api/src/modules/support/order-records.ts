import type { ConsoleOrderTimelineEntry } from '@storefront/contracts';
import { and, asc, eq, gte, inArray, like, lte, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { staffNames } from '../agents/index.ts';
import type { TimelineOrder } from '../orders/index.ts';
import { chatMessages, claimEvents, claims, feedbackRecords } from './tables.ts';

/** After an order settled, chat about it goes on for a while (the customer asks where the code is). */
const CHAT_AFTER_MS = 24 * 3_600_000;
/** The most chat messages one order's timeline shows. */
const MAX_CHAT = 200;

/**
 * An order's feedback thread, its claims' moves, and the customer's chat messages about it: those
 * naming the order, and those sent while it was open (until a day after it settled).
 */
export async function supportTimeline(
  db: Db,
  { orderNo, customerId, createdAt, settledAt }: TimelineOrder,
): Promise<ConsoleOrderTimelineEntry[]> {
  const chatUntil = new Date((settledAt ?? new Date()).getTime() + CHAT_AFTER_MS);
  const [records, moves, chat] = await Promise.all([
    db
      .select()
      .from(feedbackRecords)
      .where(eq(feedbackRecords.orderNo, orderNo))
      .orderBy(asc(feedbackRecords.id)),
    db
      .select({
        claimId: claimEvents.claimId,
        state: claimEvents.state,
        agentId: claimEvents.agentId,
        at: claimEvents.createdAt,
      })
      .from(claimEvents)
      .where(
        inArray(
          claimEvents.claimId,
          db.select({ id: claims.id }).from(claims).where(eq(claims.orderNo, orderNo)),
        ),
      )
      .orderBy(asc(claimEvents.id)),
    db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, customerId),
          or(
            like(chatMessages.text, `%${orderNo}%`),
            and(gte(chatMessages.createdAt, createdAt), lte(chatMessages.createdAt, chatUntil)),
          ),
        ),
      )
      .orderBy(asc(chatMessages.id))
      .limit(MAX_CHAT),
  ]);
  const names = await staffNames(db, [
    ...records.flatMap((row) => (row.agentId ? [row.agentId] : [])),
    ...moves.flatMap((row) => (row.agentId ? [row.agentId] : [])),
    ...chat.flatMap((row) => (row.agentId ? [row.agentId] : [])),
  ]);
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  return [
    ...records.map((row): ConsoleOrderTimelineEntry => ({
      kind: 'feedback',
      at: row.createdAt.getTime(),
      author: row.author,
      by: nameOf(row.agentId),
      text: row.content,
      images: row.images.length,
    })),
    ...moves.map((row): ConsoleOrderTimelineEntry => ({
      kind: 'claim',
      at: row.at.getTime(),
      claimId: row.claimId,
      state: row.state,
      by: nameOf(row.agentId),
    })),
    ...chat.map((row): ConsoleOrderTimelineEntry => ({
      kind: 'chat',
      at: row.createdAt.getTime(),
      sender: row.sender,
      by: nameOf(row.agentId),
      text: row.text,
    })),
  ];
}
