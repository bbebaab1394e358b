import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss, type QueueOptions } from 'pg-boss';
import type { Logger } from 'pino';
import type { Tx } from './db/client.ts';

/** A module's background job: its queue name, an optional cron schedule, and the work itself. */
export interface JobDefinition {
  name: string;
  cron?: string;
  /** Retries and retention of the queue, when pg-boss's defaults do not fit. */
  queue?: QueueOptions;
  /** Runs one job; `data` is what was sent (null for a scheduled run). Throwing retries it. */
  run: (log: Logger, data: unknown) => Promise<void>;
}

/** What a service needs of the queue: to enqueue a job in its own transaction. */
export interface JobSender {
  send(tx: Tx, name: string, data: object): Promise<void>;
}

export interface JobsOptions {
  boss: PgBoss;
  logger: Logger;
  jobs: JobDefinition[];
  /** Whether this process works jobs and keeps schedules (ROLE all or worker), or only sends them. */
  worker: boolean;
  pollingIntervalSeconds?: number;
}

/**
 * pg-boss in the application's own database. Made before the services (they send through it) and
 * started after them (the workers run their jobs).
 */
export function createJobQueue({ url, worker }: { url: string; worker: boolean }): PgBoss {
  return new PgBoss({
    connectionString: url,
    max: 4,
    application_name: 'storefront-jobs',
    schedule: worker,
    supervise: worker,
  });
}

/**
 * Sends through the caller's Drizzle transaction: the job exists only if that transaction commits,
 * and a worker sees it only after the commit.
 */
export function jobSender(boss: PgBoss): JobSender {
  return {
    async send(tx, name, data) {
      await boss.send(name, data, { db: fromDrizzle(tx, sql) });
    },
  };
}

/** Starts the queue: every process creates the queues; only workers run jobs and schedules. */
export async function startJobs({
  boss,
  logger,
  jobs,
  worker,
  pollingIntervalSeconds = 2,
}: JobsOptions): Promise<void> {
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of jobs) await boss.createQueue(job.name, job.queue);
  if (!worker) return;

  for (const job of jobs) {
    if (job.cron) await boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
    const jobLog = logger.child({ job: job.name });
    await boss.work(job.name, { pollingIntervalSeconds }, async (batch) => {
      for (const item of batch) await job.run(jobLog, item.data);
    });
  }
  logger.info({ queues: jobs.map((job) => job.name) }, 'job workers started');
}
