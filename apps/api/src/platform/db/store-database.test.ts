import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/database.ts';
import { freePort } from '../../testing/processes.ts';
import { APP_ROLE } from './app-role.ts';
import { AppRoleError, openStoreDatabase } from './store-database.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const silent = pino({ level: 'silent' });
let database: TestDatabase | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  await database?.drop();
  database = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

const where = { production: true, dataDir: tmpdir(), embeddedPgPort: 1, logger: silent };

describe('a production store', () => {
  it('refuses to start as a role that could alter the audit log, and runs as its own role given the owner apart', async () => {
    database = await createTestDatabase({ empty: true });
    // The superuser alone: it would migrate and then run the API with every right.
    await expect(openStoreDatabase({ ...where, databaseUrl: database.url })).rejects.toThrow(AppRoleError);

    const store = await openStoreDatabase({
      ...where,
      databaseUrl: database.app.url,
      migrationUrl: database.url,
    });
    try {
      const { rows } = await store.db.execute<{ name: string; orders: number; pgboss: boolean }>(sql`
        SELECT current_user AS name, (SELECT count(*)::int FROM orders) AS orders,
               has_table_privilege('pgboss.job', 'INSERT') AS pgboss`);
      expect(rows[0]).toEqual({ name: APP_ROLE, orders: 0, pgboss: true });
      await expect(store.db.execute(sql`DELETE FROM staff_audit_log`)).rejects.toMatchObject({
        cause: { code: '42501' },
      });
    } finally {
      await store.close();
    }
  }, 60_000);
});

describe('the embedded PostgreSQL of `npm start`', () => {
  it('is migrated as postgres and serves the API as the app role, on a fresh data folder', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sf-embedded-'));
    // Run as root, the server runs as the postgres user, who must reach the folder.
    await chmod(dataDir, 0o711);
    const pgPort = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      API_PORT: String(await freePort()),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    delete env.DATABASE_MIGRATION_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiRoot,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const lines = createInterface({ input: child.stdout });
      await new Promise<void>((resolve, reject) => {
        lines.on('line', (line) => line.includes('API listening on') && resolve());
        child.once('exit', (code) => reject(new Error(`the API stopped while starting (${code})`)));
      });
      const client = new pg.Client({
        connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort}/storefront`,
      });
      await client.connect();
      try {
        const { rows } = await client.query<{ usename: string; superuser: boolean; owns: number }>(
          `SELECT DISTINCT a.usename, r.rolsuper AS superuser,
                  (SELECT count(*)::int FROM pg_class WHERE relowner = r.oid) AS owns
           FROM pg_stat_activity a JOIN pg_roles r ON r.rolname = a.usename
           WHERE a.datname = 'storefront' AND a.pid <> pg_backend_pid()`,
        );
        expect(rows).toEqual([{ usename: APP_ROLE, superuser: false, owns: 0 }]);
      } finally {
        await client.end();
      }
    } finally {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    }
  }, 180_000);
});
