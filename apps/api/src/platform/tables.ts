import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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

/**
 * Mail the store queued about something (an order's receipt, its delivery, a refund): when it was
 * queued and when it went out, so that staff can tell what the customer was sent. Never the address,
 * the subject or the text: those hold codes and links.
 */
export const sentMail = pgTable(
  'sent_mail',
  {
    id: text('id').primaryKey(),
    /** What the mail is about: an order's number. */
    about: text('about').notNull(),
    /** Which mail it is (`receipt`, `delivery`, `refund`…), for the timeline's wording. */
    kind: text('kind').notNull(),
    queuedAt: timestamptz('queued_at').notNull().defaultNow(),
    /** Null until the mail server (or the developer's outbox) took it. */
    sentAt: timestamptz('sent_at'),
  },
  (table) => [index('sent_mail_about_idx').on(table.about, table.queuedAt)],
);
