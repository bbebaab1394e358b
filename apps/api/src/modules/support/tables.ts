import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { agents } from '../agents/tables.ts';
import { customers } from '../auth/tables.ts';
import { orders } from '../orders/tables.ts';
import { timestamptz } from '../../platform/db/columns.ts';

/**
 * One feedback thread per order. `status`: 1 waiting for a reply, 2 replied, 3 closed. Its
 * customer is the order's (so a guest's thread follows the order when the guest signs in).
 */
export const feedbackThreads = pgTable(
  'feedback_threads',
  {
    orderNo: text('order_no')
      .primaryKey()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(1),
    questionType: text('question_type').notNull(),
    /** Where the customer wants to be answered too. */
    email: text('email').notNull(),
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** Since when the customer waits for a reply (the queue's order); null when not waiting. */
    waitingSince: timestamptz('waiting_since'),
  },
  (table) => [
    index('feedback_threads_queue_idx').on(table.status, table.waitingSince),
    check('feedback_threads_status_valid', sql`${table.status} IN (1, 2, 3)`),
  ],
);

/**
 * "I did not receive it" claims on completed orders (issue 13). `state`: received → checking →
 * replaced | refunded | declined. At most one open claim (received or checking) per order, kept by
 * a unique index. `images` are file keys; `decline_reason` is written for the customer.
 */
export const claims = pgTable(
  'claims',
  {
    id: text('id').primaryKey(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['notReceived', 'codeNotWorking'] }).notNull(),
    state: text('state', { enum: ['received', 'checking', 'replaced', 'refunded', 'declined'] })
      .notNull()
      .default('received'),
    description: text('description').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    declineReason: text('decline_reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('claims_one_open_idx')
      .on(table.orderNo)
      .where(sql`${table.state} IN ('received', 'checking')`),
    index('claims_queue_idx').on(table.state, table.createdAt),
    check('claims_kind_valid', sql`${table.kind} IN ('notReceived', 'codeNotWorking')`),
    check(
      'claims_state_valid',
      sql`${table.state} IN ('received', 'checking', 'replaced', 'refunded', 'declined')`,
    ),
  ],
);

/** Each move of a claim, for its timeline; `agent_id` is who moved it (none for its creation). */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    claimId: text('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    agentId: text('agent_id').references(() => agents.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('claim_events_claim_idx').on(table.claimId, table.id)],
);

/** The messages of a thread, customer's and agents', in order. `images` are file keys. */
export const feedbackRecords = pgTable(
  'feedback_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no')
      .notNull()
      .references(() => feedbackThreads.orderNo, { onDelete: 'cascade' }),
    author: text('author', { enum: ['customer', 'agent'] }).notNull(),
    agentId: text('agent_id').references(() => agents.id),
    content: text('content').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('feedback_records_thread_idx').on(table.orderNo, table.id)],
);

/**
 * A customer's live chat with customer service: one per customer, its id the customer's id.
 * `customerReadId` is the last message id the customer has seen (unread = newer agent messages);
 * each agent's own mark is in `chatAgentReads`.
 */
export const chatConversations = pgTable('chat_conversations', {
  id: text('id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  open: boolean('open').notNull().default(true),
  customerReadId: bigint('customer_read_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Chat messages. A repeated `client_id` from the same side is the same message (a resend after a lost ack). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['customer', 'agent'] }).notNull(),
    agentId: text('agent_id').references(() => agents.id),
    text: text('text').notNull(),
    imageKey: text('image_key'),
    clientId: text('client_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_conversation_idx').on(table.conversationId, table.id),
    uniqueIndex('chat_messages_client_idx').on(table.conversationId, table.sender, table.clientId),
  ],
);

/**
 * How far each agent has read each conversation: one agent reading a chat leaves it unread for the
 * others. No row means nothing read yet.
 */
export const chatAgentReads = pgTable(
  'chat_agent_reads',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.agentId] })],
);
