import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss, type JobResult, type Queue, type SendOptions, type WorkOptions } from 'pg-boss';
import type { Logger } from 'pino';
import type { Tx } from './db/client.ts';

/** A module's background job: its queue name, an optional cron schedule, and the work itself. */
export interface JobDefinition {
  name: string;
  cron?: string;
  /** Retries, retention and dead-letter queue, when pg-boss's defaults do not fit. */
  queue?: Omit<Queue, 'name'>;
  /**
   * How the worker polls and how many jobs it runs at once, when the process-wide default does not
   * fit. `batchSize` above 1 fetches that many jobs at a time and runs them side by side, each
   * succeeding or failing (and retried) on its own.
   */
  work?: Pick<
    WorkOptions,
    'pollingIntervalSeconds' | 'notifyPollingIntervalSeconds' | 'localConcurrency' | 'batchSize'
  >;
  /** Runs one job; `data` is what was sent (null for a scheduled run). Throwing retries it. */
  run: (log: Logger, data: unknown) => Promise<void>;
}

/**
 * What a service needs of the queue: to enqueue a job in its own transaction, optionally not
 * before a time (`startAfter`) or once per key (`singletonKey`).
 */
export interface JobSender {
  send(
    tx: Tx,
    name: string,
    data: object,
    options?: Pick<SendOptions, 'startAfter' | 'singletonKey'>,
  ): Promise<void>;
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
    // Workers of queues created with `notify: true` are woken by a job's commit instead of polling.
    useListenNotify: worker,
  });
}

/**
 * Sends through the caller's Drizzle transaction: the job exists only if that transaction commits,
 * and a worker sees it only after the commit.
 */
export function jobSender(boss: PgBoss): JobSender {
  return {
    async send(tx, name, data, options = {}) {
      await boss.send(name, data, { ...options, db: fromDrizzle(tx, sql) });
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
    const options = { pollingIntervalSeconds, ...job.work };
    if ((options.batchSize ?? 1) > 1) {
      // A full batch means more are waiting: fetch again at once instead of after the poll delay.
      const batched = { ...options, perJobResults: true as const, burstWhenBatchFull: true };
      await boss.work(job.name, batched, (batch) =>
        Promise.all(
          batch.map(async (item): Promise<JobResult> => {
            try {
              await job.run(jobLog, item.data);
              return { id: item.id, status: 'completed' };
            } catch (error) {
              // Only the kind of failure is kept with the job, as when a single job throws.
              return { id: item.id, status: 'failed', output: { name: (error as Error).name } };
            }
          }),
        ),
      );
      continue;
    }
    await boss.work(job.name, options, async (batch) => {
      for (const item of batch) await job.run(jobLog, item.data);
    });
  }
  logger.info({ queues: jobs.map((job) => job.name) }, 'job workers started');
}
