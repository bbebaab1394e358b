import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { pino, type Logger } from 'pino';
import { buildApp } from '../../app.ts';
import { loadConfig, type Config } from '../../config.ts';
import { createServices, jobDefinitions, type Services } from '../../modules/index.ts';
import { createJobQueue, jobSender, startJobs } from '../jobs.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  services: Services;
  /** The job queue, with workers running (polling every half second), as in a ROLE=all process. */
  boss: PgBoss;
  /** `POST /api/web/<path>` with a JSON body (none when `body` is undefined). */
  call(path: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The API and its job workers over a fresh test database, configured from defaults plus `env`.
 * Request and job logs go to `logger` when given, else nowhere.
 */
export async function createTestApp(env: Record<string, string> = {}, logger?: Logger): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig(env);
  const boss = createJobQueue({ url: database.url, worker: true });
  const services = createServices({ db: database.db, config, jobs: jobSender(boss) });
  await startJobs({
    boss,
    logger: logger ?? pino({ level: 'silent' }),
    jobs: jobDefinitions(services),
    worker: true,
    pollingIntervalSeconds: 0.5,
  });
  const app = await buildApp({ db: database.db, config, logger, services });
  await app.ready();
  return {
    app,
    database,
    config,
    services,
    boss,
    call: (path, body, headers = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/web/${path}`,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        payload: body === undefined ? undefined : JSON.stringify(body),
      }),
    async close() {
      await app.close();
      await boss.stop({ graceful: false });
      await database.drop();
    },
  };
}
