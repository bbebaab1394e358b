import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';

export type Db = NodePgDatabase;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connectDatabase(url: string, logger?: Logger, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // An idle client losing its server (a restart, a failover) must not take the process down.
  pool.on('error', (error) =>
    logger?.warn(
      { code: (error as { code?: string }).code, reason: error.message },
      'idle database connection lost',
    ),
  );
  const db = drizzle({ client: pool });
  return {
    db,
    pool,
    async close() {
      await pool.end();
    },
  };
}

/** A transaction of `Db`, for functions that must run inside their caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
