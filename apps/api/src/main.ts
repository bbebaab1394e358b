import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { buildApp } from './app.ts';
import { ConfigError, databaseOptions, loadConfig, type Config } from './config.ts';
import { createServices, jobDefinitions, sweepDefinitions } from './modules/index.ts';
import { loadDemoData } from './demo/load.ts';
import type { Database } from './platform/db/client.ts';
import type { EmbeddedServer } from './platform/db/embedded.ts';
import { PostgresUserAccessError } from './platform/db/postgres-user-access.ts';
import { AppRoleError, openStoreDatabase } from './platform/db/store-database.ts';
import { createJobQueue, jobSender, startJobs } from './platform/jobs.ts';
import { createLogger } from './platform/logger.ts';
import { startSweeps, type Sweeps } from './platform/sweeps.ts';

const SHUTDOWN_LIMIT_MS = 20_000;

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

const logger = createLogger({
  level: config.logLevel,
  pretty: process.stdout.isTTY && process.env.NODE_ENV !== 'production',
});

// Separate loggers for the database pool and the job queue, to be quieted once shutdown begins.
const dbLogger = logger.child({ component: 'db' });
const jobsLogger = logger.child({ component: 'jobs' });

let embedded: EmbeddedServer | undefined;
let database: Database | undefined;
let boss: PgBoss | undefined;
let sweeps: Sweeps | undefined;
let app: FastifyInstance | undefined;
let stopping = false;

/** Stops in the reverse order of start: no new calls, then jobs, then the database. */
async function shutdown(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  // A terminal's Ctrl-C reaches the PostgreSQL child as well: from now on, lost connections are expected.
  dbLogger.level = 'fatal';
  jobsLogger.level = 'fatal';
  setTimeout(() => {
    logger.error('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS).unref();
  const steps: [string, (() => Promise<unknown>) | undefined][] = [
    ['HTTP server', app && (() => app!.close())],
    ['sweeps', sweeps && (() => sweeps!.stop())],
    ['job queue', boss && (() => boss!.stop({ graceful: true, timeout: 10_000 }))],
    ['database pool', database && (() => database!.close())],
    ['embedded PostgreSQL', embedded && (() => embedded!.stop())],
  ];
  for (const [name, stop] of steps) {
    if (stop)
      await stop().catch((error: unknown) => logger.warn({ err: error }, `stopping the ${name} failed`));
  }
  logger.info('stopped');
  logger.flush();
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (!stopping) logger.info({ signal }, 'shutting down');
    void shutdown(0);
  });
}

try {
  // Migrated as the owner of the tables; requests and jobs run as the app's own role.
  const store = await openStoreDatabase({
    ...databaseOptions(config),
    logger: dbLogger,
    afterMigrations: config.demoData ? loadDemoData : undefined,
  });
  database = store;
  embedded = store.embedded;
  if (store.prepared === 'loaded') logger.info('demo data loaded (DEMO_DATA=true)');
  boss = createJobQueue({ url: store.url, worker: config.role !== 'api' });
  const services = createServices({ db: database.db, config, jobs: jobSender(boss) });
  await startJobs({
    boss,
    logger: jobsLogger,
    jobs: jobDefinitions(services),
    worker: config.role !== 'api',
  });
  if (config.role !== 'api') sweeps = startSweeps({ sweeps: sweepDefinitions(services), logger: jobsLogger });
  if (config.role === 'worker') {
    console.log('Worker running');
  } else {
    app = await buildApp({ db: database.db, config, logger, services });
    await app.listen({ port: config.port, host: config.host });
    console.log(`API listening on http://${config.host}:${config.port}`);
    // A store without an owner: a one-time link to make the first one (or `npm run staff:create`).
    const setupLink = await services.staff.setupLinkIfNoOwner('en');
    if (setupLink) {
      console.log(
        `No owner yet. Make the first one within ${config.staff.setupLinkMinutes} minutes at:\n  ${setupLink}\n` +
          '(or: npm run staff:create -w apps/api -- --role owner --email … --name … --password …)',
      );
    }
  }
} catch (error) {
  if (error instanceof PostgresUserAccessError || error instanceof AppRoleError) console.error(error.message);
  else logger.fatal({ err: error }, 'start failed');
  await shutdown(1);
}
