import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig, type Config } from '../../config.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** `POST /api/web/<path>` with a JSON body (none when `body` is undefined). */
  call(path: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The API over a fresh test database, configured from defaults plus `env` (never the shell's). */
export async function createTestApp(
  env: Record<string, string> = {},
  logger?: FastifyBaseLogger,
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig(env);
  const app = await buildApp({ db: database.db, config, logger });
  await app.ready();
  return {
    app,
    database,
    config,
    call: (path, body, headers = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/web/${path}`,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        payload: body === undefined ? undefined : JSON.stringify(body),
      }),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
