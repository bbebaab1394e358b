import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { installJobSchema } from '../jobs.ts';
import { appRoleExcessRights, ensureAppRole, grantAppRole } from './app-role.ts';
import { connectDatabase, type Database, type Db } from './client.ts';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from './embedded.ts';
import { migrateDatabase } from './migrate.ts';

const EMBEDDED_DATABASE = 'storefront';

export interface StoreDatabaseOptions<T> {
  /** DATABASE_URL: the API's own role. Unset: the embedded PostgreSQL. */
  databaseUrl?: string;
  /** DATABASE_MIGRATION_URL: the owner of the schema, for migrations only. Unset: DATABASE_URL's role. */
  migrationUrl?: string;
  /** In production the API never sets up roles by itself and refuses a role that could alter the audit log. */
  production: boolean;
  dataDir: string;
  embeddedPgPort: number;
  logger: Logger;
  /** Runs as the owner after the migrations, under their lock (the demo data). */
  afterMigrations?: (db: Db) => Promise<T>;
}

export interface StoreDatabase<T> extends Database {
  /** The app role's connection string, for pg-boss. */
  url: string;
  embedded?: EmbeddedServer;
  /** What `afterMigrations` answered. */
  prepared: T | undefined;
}

/** Thrown in production when the API's role could change or erase the audit log. */
export class AppRoleError extends Error {
  override name = 'AppRoleError';
}

/**
 * The API's database as every process of the store opens it: migrated (with pg-boss's schema) as
 * the owner of the tables, then connected as the app role, which may only add to the audit log.
 *
 * - Embedded, or a superuser DATABASE_URL outside production with no DATABASE_MIGRATION_URL: the
 *   owner's connection migrates and sets up the app role (`storefront_app`) by itself.
 * - DATABASE_MIGRATION_URL and DATABASE_URL: the first migrates and grants, the second runs the app.
 * - DATABASE_URL alone otherwise: one role does both; in production the API refuses to start when
 *   that role could change the audit log, elsewhere it warns.
 */
export async function openStoreDatabase<T>(opts: StoreDatabaseOptions<T>): Promise<StoreDatabase<T>> {
  let embedded: EmbeddedServer | undefined;
  let ownerUrl: string;
  let appUrl: string | undefined = opts.migrationUrl ? opts.databaseUrl : undefined;
  if (opts.databaseUrl) {
    ownerUrl = opts.migrationUrl ?? opts.databaseUrl;
  } else {
    embedded = await startEmbeddedPostgres({
      dir: path.join(opts.dataDir, 'pg'),
      port: opts.embeddedPgPort,
      logger: opts.logger,
    });
    await ensureDatabase(embedded.url('postgres'), EMBEDDED_DATABASE);
    ownerUrl = embedded.url(EMBEDDED_DATABASE);
  }
  try {
    if (!appUrl && (embedded || !opts.production) && (await isSuperuser(ownerUrl))) {
      appUrl = await ensureAppRole(ownerUrl);
    }
    const app = connectDatabase(appUrl ?? ownerUrl, opts.logger);
    const owner = appUrl ? connectDatabase(ownerUrl, opts.logger, 2) : app;
    let prepared: T | undefined;
    try {
      const appRole = appUrl ? await currentUser(app) : undefined;
      prepared = await migrateDatabase(owner, async (db) => {
        const answer = await opts.afterMigrations?.(db);
        await installJobSchema(ownerUrl, opts.logger);
        if (appRole && appRole !== (await currentUser(owner))) await grantAppRole(db, appRole);
        return answer;
      });
      await refuseExcessRights(app, opts);
    } catch (error) {
      await app.close();
      throw error;
    } finally {
      if (owner !== app) await owner.close();
    }
    return { ...app, url: appUrl ?? ownerUrl, embedded, prepared };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

async function refuseExcessRights(app: Database, opts: { production: boolean; logger: Logger }) {
  const problems = await appRoleExcessRights(app.db);
  if (problems.length === 0) return;
  const message =
    `The API's database role could change or erase the staff audit log: ${problems.join('; ')}. ` +
    'Set DATABASE_MIGRATION_URL to the owner of the tables and DATABASE_URL to a role of its own (see .env.example).';
  if (opts.production) throw new AppRoleError(message);
  opts.logger.warn(message);
}

async function currentUser(database: Database): Promise<string> {
  const { rows } = await database.pool.query<{ name: string }>('SELECT current_user AS name');
  return rows[0]!.name;
}

async function isSuperuser(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ on: string }>(`SELECT current_setting('is_superuser') AS on`);
    return rows[0]?.on === 'on';
  } finally {
    await client.end();
  }
}
