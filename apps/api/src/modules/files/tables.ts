import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns.ts';

/**
 * Uploaded files (screenshots, chat images). A row is made when the upload is granted
 * (`pending`) and becomes `ready` once the stored bytes were checked; only ready files can be
 * attached, and only by their owner (a customer's or an agent's id).
 */
export const files = pgTable(
  'files',
  {
    key: text('key').primaryKey(),
    ownerId: text('owner_id').notNull(),
    contentType: text('content_type').notNull(),
    /** Declared when granted, the stored size once ready. */
    size: integer('size').notNull(),
    status: text('status', { enum: ['pending', 'ready'] })
      .notNull()
      .default('pending'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    confirmedAt: timestamptz('confirmed_at'),
  },
  (table) => [index('files_owner_idx').on(table.ownerId, table.createdAt)],
);
