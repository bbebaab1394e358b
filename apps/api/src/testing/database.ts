import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../platform/db/client.ts';
import { databaseUrl, onServer } from './server.ts';

export interface TestDatabase extends Database {
  url: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

/**
 * A database of this test file's own, cloned from the migrated template (demo data included), or
 * with `empty` a database with nothing in it, not even the migrations.
 */
export async function createTestDatabase({ empty = false } = {}): Promise<TestDatabase> {
  const { serverUrl, template: migrated } = inject('testServer');
  const template = empty ? 'template0' : migrated;
  const name = `sf_test_${randomBytes(6).toString('hex')}`;
  await onServer(
    serverUrl,
    (client) =>
      `CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(template)}`,
  );
  const url = databaseUrl(serverUrl, name);
  const database = connectDatabase(url);
  return {
    ...database,
    url,
    async drop() {
      await database.close();
      await onServer(
        serverUrl,
        (client) => `DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`,
      );
    },
  };
}
