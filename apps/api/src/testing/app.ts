import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { pino, type Logger } from 'pino';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Supplier } from '../modules/fulfilment/index.ts';
import { createServices, jobDefinitions, sweepDefinitions, type Services } from '../modules/index.ts';
import { createJobQueue, jobSender, startJobs } from '../platform/jobs.ts';
import { startSweeps, type Sweeps } from '../platform/sweeps.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  services: Services;
  /** The job queue, with workers running (polling every half second), as in a ROLE=all process. */
  boss: PgBoss;
  /** The sweeps every few seconds, running as in a worker (a test may pause one). */
  sweeps: Sweeps;
  /** `POST /api/web/<path>` with a JSON body (none when `body` is undefined). */
  call(path: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * Every injected call comes from 127.0.0.1, as every e2e test does (scripts/e2e-server.mjs): the
 * limits per source address would trip across a file's tests. A test of those limits sets its own.
 */
export const ONE_ADDRESS_FOR_ALL: Record<string, string> = {
  GUEST_LIMIT_PER_IP_MINUTE: '100000',
  GUEST_LIMIT_PER_IP_HOUR: '100000',
  HELD_CODES_PER_IP: '100000',
  NEW_USER_COUPONS_PER_IP_DAY: '100000',
  FEEDBACK_LIMIT_PER_IP: '100000',
  CHAT_LIMIT_PER_IP: '100000',
  UPLOAD_LIMIT_PER_IP: '100000',
  ORDER_STREAMS_PER_IP: '100000',
};

/**
 * The API and its job workers over a fresh test database, configured from defaults plus `env`.
 * Request and job logs go to `logger` when given, else nowhere; `supplier` replaces the sandbox's.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  logger?: Logger,
  { supplier }: { supplier?: Supplier } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ ...ONE_ADDRESS_FOR_ALL, ...env });
  // As the store runs: the app's role, which may only add to the audit log.
  const boss = createJobQueue({ url: database.app.url, worker: true });
  const services = createServices({
    db: database.app.db,
    config,
    jobs: jobSender(boss),
    ...(supplier ? { supplier } : {}),
  });
  await startJobs({
    boss,
    logger: logger ?? pino({ level: 'silent' }),
    jobs: jobDefinitions(services),
    worker: true,
    pollingIntervalSeconds: 0.5,
  });
  const sweeps = startSweeps({
    sweeps: sweepDefinitions(services),
    logger: logger ?? pino({ level: 'silent' }),
  });
  const app = await buildApp({ db: database.app.db, config, logger, services });
  await app.ready();
  return {
    app,
    database,
    config,
    services,
    boss,
    sweeps,
    call: (path, body, headers = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/web/${path}`,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        payload: body === undefined ? undefined : JSON.stringify(body),
      }),
    async close() {
      await app.close();
      await sweeps.stop();
      await boss.stop({ graceful: false });
      await database.drop();
    },
  };
}
