import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database, Db } from './client.ts';

const MIGRATIONS = fileURLToPath(new URL('../../../migrations', import.meta.url));
// Any constant shared by every process of this app; it only has to differ from other advisory locks.
const LOCK_KEY = 7_310_001;

/**
 * Applies the committed SQL migrations, then `afterwards` (demo data), holding an advisory lock so
 * that processes starting together (ROLE=api beside ROLE=worker) take turns instead of racing.
 */
export async function migrateDatabase<T>(
  database: Database,
  afterwards?: (db: Db) => Promise<T>,
): Promise<T | undefined> {
  const lock = await database.pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await migrate(database.db, { migrationsFolder: MIGRATIONS });
    return await afterwards?.(database.db);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
    lock.release();
  }
}
