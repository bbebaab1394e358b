import {
  ERROR,
  type ChatMessage,
  type ChatQueueItem,
  type ChatSender,
  type ConversationList,
  type History,
} from '@storefront/contracts';
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { SupportLimits } from '../../config.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { sourceOf } from '../../platform/http/source.ts';
import type { Limit, RateLimiter } from '../../platform/rate-limit.ts';
import { agents, agentSessions } from '../agents/tables.ts';
import { customers, sessions } from '../auth/tables.ts';
import type { FileService } from '../files/index.ts';
import { publish } from './events.ts';
import { chatAgentReads, chatConversations, chatMessages } from './tables.ts';
import type { ChatIdentity, ChatParty } from './user-sig.ts';

type MessageRow = typeof chatMessages.$inferSelect;

export interface SendInput {
  clientId: string;
  conversationId?: string;
  text: string;
  image?: string;
}

/** A fast typist sends a message every two seconds; a flood is refused, not stored. */
const MESSAGES_PER_MINUTE: Limit = { name: 'chat.message', limit: 30, windowSeconds: 60 };

export type ChatService = ReturnType<typeof createChatService>;

/**
 * Live chat between a customer and customer service: one conversation per customer (its id is
 * the customer's id), any agent answering. Every message is stored before anyone is told of it.
 */
export function createChatService({
  db,
  uploads,
  limiter,
  limits,
}: {
  db: Db;
  uploads: FileService;
  limiter: RateLimiter;
  limits: Pick<SupportLimits, 'chatPerIpMinute'>;
}) {
  // A new guest starts its own count again: the address it writes from does not.
  const perSource: Limit = { name: 'chat.message-source', limit: limits.chatPerIpMinute, windowSeconds: 60 };

  async function views(rows: MessageRow[]): Promise<ChatMessage[]> {
    const agentIds = [...new Set(rows.flatMap((row) => (row.agentId ? [row.agentId] : [])))];
    const names = new Map(
      agentIds.length === 0
        ? []
        : (
            await db
              .select({ id: agents.id, name: agents.name })
              .from(agents)
              .where(inArray(agents.id, agentIds))
          ).map((agent) => [agent.id, agent.name]),
    );
    const files = await uploads.refs(rows.flatMap((row) => (row.imageKey ? [row.imageKey] : [])));
    return rows.map((row) => ({
      id: String(row.id),
      conversationId: row.conversationId,
      from: row.sender,
      senderName: row.agentId ? (names.get(row.agentId) ?? '') : '',
      text: row.text,
      image: row.imageKey ? (files.get(row.imageKey) ?? null) : null,
      clientId: row.clientId,
      createdAt: row.createdAt.getTime(),
    }));
  }

  /** The conversation the identity may use: a customer only their own, an agent any that exists. */
  async function conversationOf(who: ChatParty, requested: string | undefined, tx: Db | Tx = db) {
    if (who.role === 'customer') {
      if (requested && requested !== who.userId) throw new DomainError(ERROR.CONVERSATION_NOT_FOUND);
      return who.userId;
    }
    if (!requested) throw new DomainError(ERROR.CONVERSATION_NOT_FOUND);
    const [found] = await tx
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(eq(chatConversations.id, requested));
    if (!found) throw new DomainError(ERROR.CONVERSATION_NOT_FOUND);
    return found.id;
  }

  async function unreadFor(conversationId: string, side: ChatSender, readId: number): Promise<number> {
    const other = side === 'customer' ? 'agent' : 'customer';
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          eq(chatMessages.sender, other),
          gt(chatMessages.id, readId),
        ),
      );
    return row?.count ?? 0;
  }

  async function lastMessage(conversationId: string): Promise<ChatMessage | null> {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId))
      .orderBy(desc(chatMessages.id))
      .limit(1);
    return (await views(rows))[0] ?? null;
  }

  /** Moves the agent's own read mark forward (never back); answers whether it moved. */
  async function markAgentRead(tx: Db | Tx, conversationId: string, agentId: string, lastReadId: number) {
    const moved = await tx
      .insert(chatAgentReads)
      .values({ conversationId, agentId, lastReadId })
      .onConflictDoUpdate({
        target: [chatAgentReads.conversationId, chatAgentReads.agentId],
        set: { lastReadId },
        setWhere: lt(chatAgentReads.lastReadId, lastReadId),
      })
      .returning({ id: chatAgentReads.conversationId });
    return moved.length > 0;
  }

  async function markRead(who: ChatParty, conversationId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ id: sql<number>`COALESCE(max(${chatMessages.id}), 0)::bigint` })
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId));
      const lastReadId = Number(last?.id ?? 0);
      if (lastReadId === 0) return;
      const moved =
        who.role === 'customer'
          ? (
              await tx
                .update(chatConversations)
                .set({ customerReadId: lastReadId })
                .where(
                  and(
                    eq(chatConversations.id, conversationId),
                    lt(chatConversations.customerReadId, lastReadId),
                  ),
                )
                .returning({ id: chatConversations.id })
            ).length > 0
          : await markAgentRead(tx, conversationId, who.userId, lastReadId);
      if (!moved) return;
      await publish(tx, {
        kind: 'read',
        conversationId,
        by: who.role,
        lastReadId,
        ...(who.role === 'agent' ? { agentId: who.userId } : {}),
      });
    });
  }

  async function liveIdentities(identities: readonly ChatIdentity[]): Promise<Set<string>> {
    const idsOf = (role: ChatSender) => [
      ...new Set(identities.filter((who) => who.role === role).map((who) => who.sessionId)),
    ];
    const customerSessions = idsOf('customer');
    const agentSessionIds = idsOf('agent');
    const live = [
      ...(customerSessions.length === 0
        ? []
        : await db
            .select({ id: sessions.id, userId: sessions.customerId })
            .from(sessions)
            .innerJoin(customers, eq(customers.id, sessions.customerId))
            .where(
              and(
                inArray(sessions.id, customerSessions),
                gt(sessions.expiresAt, sql`now()`),
                eq(customers.disabled, false),
              ),
            )),
      ...(agentSessionIds.length === 0
        ? []
        : await db
            .select({ id: agentSessions.id, userId: agentSessions.agentId })
            .from(agentSessions)
            .innerJoin(agents, eq(agents.id, agentSessions.agentId))
            .where(
              and(
                inArray(agentSessions.id, agentSessionIds),
                gt(agentSessions.expiresAt, sql`now()`),
                eq(agents.disabled, false),
              ),
            )),
    ];
    const owners = new Map(live.map((row) => [row.id, row.userId]));
    return new Set(
      identities.filter((who) => owners.get(who.sessionId) === who.userId).map((who) => who.sessionId),
    );
  }

  async function queueItem(conversationId: string, agentId: string): Promise<ChatQueueItem> {
    const [row] = await db
      .select({ open: chatConversations.open, email: customers.email, readId: chatAgentReads.lastReadId })
      .from(chatConversations)
      .innerJoin(customers, eq(customers.id, chatConversations.id))
      .leftJoin(
        chatAgentReads,
        and(eq(chatAgentReads.conversationId, chatConversations.id), eq(chatAgentReads.agentId, agentId)),
      )
      .where(eq(chatConversations.id, conversationId));
    if (!row) throw new DomainError(ERROR.CONVERSATION_NOT_FOUND);
    return {
      conversationId,
      customerEmail: row.email ?? '',
      open: row.open,
      lastMessage: await lastMessage(conversationId),
      unread: await unreadFor(conversationId, 'agent', row.readId ?? 0),
    };
  }

  return {
    conversationOf,

    /** Whether a chat credential may still chat: its session goes on and its account is not disabled. */
    async mayChat(who: ChatIdentity): Promise<boolean> {
      return (await liveIdentities([who])).has(who.sessionId);
    },

    /** Of these credentials, the session ids that may still chat (see `mayChat`), in one query per role. */
    liveIdentities,

    /**
     * Stores a message (once per `clientId`: a resend answers the stored one) and tells every API
     * process after commit. The sender has read up to its own message. A customer's messages count
     * against the address they come from (`ip`) too; an agent's only against the agent.
     */
    async send(who: ChatParty, input: SendInput, ip: string): Promise<ChatMessage> {
      const text = input.text.trim();
      if (!text && !input.image) throw new DomainError(ERROR.CHAT_MESSAGE_EMPTY);
      if (input.image) await uploads.ensureAttachable(who.userId, [input.image]);
      const checks: [Limit, string][] = [[MESSAGES_PER_MINUTE, who.userId]];
      if (who.role === 'customer') checks.push([perSource, sourceOf(ip)]);
      await limiter.hit(...checks);
      const row = await db.transaction(async (tx) => {
        const conversationId = await conversationOf(who, input.conversationId, tx);
        // A customer's conversation begins with its first message (reading one makes none).
        if (who.role === 'customer') {
          await tx.insert(chatConversations).values({ id: conversationId }).onConflictDoNothing();
        }
        const [inserted] = await tx
          .insert(chatMessages)
          .values({
            conversationId,
            sender: who.role,
            agentId: who.role === 'agent' ? who.userId : null,
            text,
            imageKey: input.image ?? null,
            clientId: input.clientId,
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) {
          const [stored] = await tx
            .select()
            .from(chatMessages)
            .where(
              and(
                eq(chatMessages.conversationId, conversationId),
                eq(chatMessages.sender, who.role),
                eq(chatMessages.clientId, input.clientId),
              ),
            );
          return stored!;
        }
        const [before] = await tx
          .select({ open: chatConversations.open })
          .from(chatConversations)
          .where(eq(chatConversations.id, conversationId))
          .for('update');
        await tx
          .update(chatConversations)
          .set({
            updatedAt: sql`now()`,
            ...(who.role === 'customer' ? { customerReadId: inserted.id, open: true } : {}),
          })
          .where(eq(chatConversations.id, conversationId));
        if (who.role === 'agent') await markAgentRead(tx, conversationId, who.userId, inserted.id);
        await publish(tx, { kind: 'message', conversationId, messageId: inserted.id });
        // A customer writing again reopens a closed conversation: agents see it come back.
        if (who.role === 'customer' && before && !before.open) {
          await publish(tx, { kind: 'conversation', conversationId, open: true });
        }
        return inserted;
      });
      return (await views([row]))[0]!;
    },

    async message(messageId: number): Promise<ChatMessage | undefined> {
      const rows = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId));
      return (await views(rows))[0];
    },

    markRead,

    /** A customer's conversations: the one with customer service (empty until the first message). */
    async conversations(customerId: string): Promise<ConversationList> {
      const [conversation] = await db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.id, customerId));
      const unread = await unreadFor(customerId, 'customer', conversation?.customerReadId ?? 0);
      return {
        list: [
          {
            conversationId: customerId,
            kind: 'customerService',
            lastMessage: await lastMessage(customerId),
            unread,
          },
        ],
        totalUnread: unread,
      };
    },

    /** A page of messages, oldest first; reading it marks the conversation read for the reader's side. */
    async history(
      who: ChatParty,
      input: { conversationId?: string; beforeId?: string; limit: number },
    ): Promise<History> {
      const conversationId = await conversationOf(who, input.conversationId);
      const before = input.beforeId && /^\d+$/.test(input.beforeId) ? Number(input.beforeId) : undefined;
      const rows = await db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            before === undefined ? undefined : lt(chatMessages.id, before),
          ),
        )
        .orderBy(desc(chatMessages.id))
        .limit(input.limit + 1);
      const hasMore = rows.length > input.limit;
      const page = rows.slice(0, input.limit).reverse();
      if (before === undefined) await markRead(who, conversationId);
      return { list: await views(page), hasMore };
    },

    /**
     * An agent's queue: open conversations first, the ones whose customer spoke last on top, each
     * with the customer messages this agent has not read.
     */
    async queue(agentId: string, includeClosed: boolean): Promise<ChatQueueItem[]> {
      // One query for the page: each conversation's last message and the agent's unread count.
      const { rows } = await db.execute<{
        id: string;
        open: boolean;
        email: string | null;
        unread: number;
        message_id: string;
      }>(sql`
        SELECT c.id, c.open, cu.email, last.id AS message_id,
          (SELECT count(*)::int FROM chat_messages m
            WHERE m.conversation_id = c.id AND m.sender = 'customer'
              AND m.id > COALESCE(r.last_read_id, 0)) AS unread
        FROM chat_conversations c
        JOIN customers cu ON cu.id = c.id
        LEFT JOIN chat_agent_reads r ON r.conversation_id = c.id AND r.agent_id = ${agentId}
        JOIN LATERAL (SELECT m.id, m.sender FROM chat_messages m WHERE m.conversation_id = c.id
          ORDER BY m.id DESC LIMIT 1) last ON true
        ${includeClosed ? sql`` : sql`WHERE c.open`}
        ORDER BY c.open DESC, last.sender = 'customer' DESC, last.id DESC
        LIMIT 200`);
      const ids = rows.map((row) => Number(row.message_id));
      const messages = ids.length
        ? await views(await db.select().from(chatMessages).where(inArray(chatMessages.id, ids)))
        : [];
      const byId = new Map(messages.map((message) => [message.id, message]));
      return rows.map((row) => ({
        conversationId: row.id,
        customerEmail: row.email ?? '',
        open: row.open,
        lastMessage: byId.get(String(row.message_id)) ?? null,
        unread: row.unread,
      }));
    },

    async close(agentId: string, conversationId: string): Promise<ChatQueueItem> {
      await db.transaction(async (tx) => {
        const closed = await tx
          .update(chatConversations)
          .set({ open: false, updatedAt: sql`now()` })
          .where(eq(chatConversations.id, conversationId))
          .returning({ id: chatConversations.id });
        if (closed.length === 0) throw new DomainError(ERROR.CONVERSATION_NOT_FOUND);
        await publish(tx, { kind: 'conversation', conversationId, open: false });
      });
      return queueItem(conversationId, agentId);
    },
  };
}

/** A guest who signs in keeps the chat: its messages move to the account's conversation. */
export async function mergeGuestChat(guestId: string, accountId: string, tx: Tx): Promise<void> {
  const [guest] = await tx.select().from(chatConversations).where(eq(chatConversations.id, guestId));
  if (!guest) return;
  await tx.insert(chatConversations).values({ id: accountId }).onConflictDoNothing();
  await tx
    .update(chatMessages)
    .set({ conversationId: accountId })
    .where(eq(chatMessages.conversationId, guestId));
  await tx.delete(chatConversations).where(eq(chatConversations.id, guestId));
}
