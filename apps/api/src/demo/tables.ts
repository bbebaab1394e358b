import { integer, pgTable } from 'drizzle-orm/pg-core';
import { timestamptz } from '../platform/db/columns.ts';

/**
 * Which versions of the demo data this database has had. The demo loads once per version, so a
 * demo row an operator deletes stays deleted on the next start.
 */
export const demoDataLoads = pgTable('demo_data_loads', {
  version: integer('version').primaryKey(),
  loadedAt: timestamptz('loaded_at').notNull().defaultNow(),
});
