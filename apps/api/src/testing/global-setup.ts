import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.ts';
import { loadDemoData } from '../demo/load.ts';
import { startEmbeddedPostgres } from '../platform/db/embedded.ts';
import { openStoreDatabase } from '../platform/db/store-database.ts';
import { createLogger } from '../platform/logger.ts';
import { databaseUrl, onServer } from './server.ts';

// Not the app's embedded port, so tests never touch a running store's data.
const TEST_PG_PORT = 54339;

/**
 * PostgreSQL for the integration tests: DATABASE_URL's server when set (CI), else an embedded one
 * under $DATA_DIR/test-pg. A template database is migrated and loaded once per run.
 */
export default async function setup(project: TestProject) {
  const logger = createLogger({ level: process.env.LOG_LEVEL ?? 'warn' });
  const serverUrlFromEnv = process.env.DATABASE_URL;
  const embedded = serverUrlFromEnv
    ? undefined
    : await startEmbeddedPostgres({
        dir: path.join(loadConfig().dataDir, 'test-pg'),
        port: TEST_PG_PORT,
        logger,
      });
  const serverUrl = serverUrlFromEnv ?? embedded!.url('postgres');

  const template = `sf_template_${Date.now().toString(36)}_${process.pid}`;
  await onServer(serverUrl, (client) => `CREATE DATABASE ${client.escapeIdentifier(template)}`);
  // Migrated as the server's superuser, which sets up the app role, as the embedded store does; each
  // test file's app connects as that role. pg-boss's schema too, so each file's queue finds it.
  const store = await openStoreDatabase({
    databaseUrl: databaseUrl(serverUrl, template),
    production: false,
    dataDir: loadConfig().dataDir,
    embeddedPgPort: TEST_PG_PORT,
    logger,
    afterMigrations: loadDemoData,
  });
  // A database with open connections cannot serve as a template.
  await store.close();
  project.provide('testServer', { serverUrl, appServerUrl: databaseUrl(store.url, 'postgres'), template });

  return async () => {
    await onServer(
      serverUrl,
      (client) => `DROP DATABASE IF EXISTS ${client.escapeIdentifier(template)} WITH (FORCE)`,
    );
    await embedded?.stop();
  };
}
