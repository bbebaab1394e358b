import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './db/columns.ts';

/**
 * Fixed-window counters shared by every API process. `key` names the limit and what it counts
 * (an IP address, or a hash of an e-mail address: addresses are not kept here).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamptz('window_start').notNull(),
  hits: integer('hits').notNull(),
});

/** Mail kept instead of sent when no SMTP_URL is set: the developer's own outbox. */
export const mailOutbox = pgTable('mail_outbox', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
