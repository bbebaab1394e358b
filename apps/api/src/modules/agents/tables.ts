import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns.ts';

/** Customer-service agents: their own accounts, apart from customers, made by `npm run agent:create`. */
export const agents = pgTable('agents', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  /** Shown to customers next to the agent's replies. */
  name: text('name').notNull(),
  /** argon2id. */
  passwordHash: text('password_hash').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const agentSessions = pgTable(
  'agent_sessions',
  {
    id: text('id').primaryKey(),
    /** sha-256 of the token, hex: the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('agent_sessions_agent_idx').on(table.agentId)],
);
