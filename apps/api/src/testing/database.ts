import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../platform/db/client.ts';
import { databaseUrl, onServer } from './server.ts';

export interface TestDatabase extends Database {
  /** As the server's superuser, the owner of the tables: for a test's own setup and checks. */
  url: string;
  /**
   * As the app's role, which the test app and its job queue use: it may read and write the tables
   * but owns none, so the suite runs with the rights the store runs with.
   */
  app: Database & { url: string };
  /** Closes the pools and drops the database. */
  drop(): Promise<void>;
}

/**
 * A database of this test file's own, cloned from the migrated template (demo data included), or
 * with `empty` a database with nothing in it, not even the migrations.
 */
export async function createTestDatabase({ empty = false } = {}): Promise<TestDatabase> {
  const { serverUrl, appServerUrl, template: migrated } = inject('testServer');
  const template = empty ? 'template0' : migrated;
  const name = `sf_test_${randomBytes(6).toString('hex')}`;
  await onServer(
    serverUrl,
    (client) =>
      `CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(template)}`,
  );
  const url = databaseUrl(serverUrl, name);
  const database = connectDatabase(url);
  const appUrl = databaseUrl(appServerUrl, name);
  const app = connectDatabase(appUrl);
  return {
    ...database,
    url,
    app: { ...app, url: appUrl },
    async drop() {
      await app.close();
      await database.close();
      await onServer(
        serverUrl,
        (client) => `DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`,
      );
    },
  };
}
