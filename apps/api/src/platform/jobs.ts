import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss, type JobResult, type Queue, type SendOptions, type WorkOptions } from 'pg-boss';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Tx } from './db/client.ts';

/** A queue: its name, written only here, and the payload every job on it carries. */
export interface JobQueue<P> {
  readonly name: string;
  readonly payload: z.ZodType<P>;
}

export function jobQueue<S extends z.ZodType>(name: string, payload: S): JobQueue<z.output<S>> {
  return { name, payload: payload as z.ZodType<z.output<S>> };
}

/** The queue of a job that runs on its schedule, or when asked by hand: its runs carry nothing. */
export const scheduleQueue = (name: string) => jobQueue(name, z.strictObject({}).nullable());

/** A module's background job: its queue, an optional cron schedule, and the work itself. */
export interface JobDefinition<P = unknown> {
  queue: JobQueue<P>;
  /** A schedule's runs carry null: the queue's payload must allow it. */
  cron?: string;
  /**
   * A schedule's job that also runs once as the workers start, not only at its first time;
   * `afterSeconds` later when what it looks for must first age (a crash's leftovers).
   */
  atStart?: boolean | { afterSeconds: number };
  /** Retries, retention and dead-letter queue, when pg-boss's defaults do not fit. */
  policy?: Omit<Queue, 'name'>;
  /**
   * How the worker polls and how many jobs it runs at once, when the process-wide default does not
   * fit. `batchSize` above 1 fetches that many jobs at a time and runs them side by side, each
   * succeeding or failing (and retried) on its own.
   */
  work?: Pick<
    WorkOptions,
    'pollingIntervalSeconds' | 'notifyPollingIntervalSeconds' | 'localConcurrency' | 'batchSize'
  >;
  /** Runs one job with its payload, checked against the queue's. Throwing retries it. */
  run(log: Logger, data: P): Promise<void>;
}

/** Keeps `run` typed by its queue's payload where the definition is written. */
export const defineJob = <P>(definition: JobDefinition<P>): JobDefinition => definition as JobDefinition;

/** A job whose payload is not its queue's: never run, as no retry can mend it. */
export class JobPayloadError extends Error {
  constructor(queue: string, error: z.ZodError) {
    // The paths only: a payload may hold an e-mail address.
    super(
      `a job on ${queue} carries a payload its queue refuses at ${error.issues.map((i) => i.path.join('.') || '(root)').join(', ')}`,
    );
    this.name = 'JobPayloadError';
  }
}

function payloadOf<P>(queue: JobQueue<P>, data: unknown): P {
  const parsed = queue.payload.safeParse(data);
  if (!parsed.success) throw new JobPayloadError(queue.name, parsed.error);
  return parsed.data;
}

/**
 * What a service needs of the queue: to enqueue a job in its own transaction, optionally not
 * before a time (`startAfter`) or once per key (`singletonKey`).
 */
export interface JobSender {
  send<P>(
    tx: Tx,
    queue: JobQueue<P>,
    data: P,
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
 * started after them (the workers run their jobs). It connects as the app's role, which may not
 * create or alter tables: its schema is installed by `installJobSchema` when the database migrates.
 */
export function createJobQueue({ url, worker }: { url: string; worker: boolean }): PgBoss {
  return new PgBoss({
    connectionString: url,
    max: 4,
    application_name: 'storefront-jobs',
    migrate: false,
    schedule: worker,
    supervise: worker,
    // Workers of queues created with `notify: true` are woken by a job's commit instead of polling.
    useListenNotify: worker,
  });
}

/**
 * Creates or upgrades pg-boss's schema as the owner of the database's tables, and waits for the
 * index builds an upgrade queues, which pg-boss runs only in a process allowed to migrate.
 */
export async function installJobSchema(ownerUrl: string, logger: Logger): Promise<void> {
  const boss = new PgBoss({
    connectionString: ownerUrl,
    max: 2,
    application_name: 'storefront-migrate',
    schedule: false,
    supervise: false,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error while migrating'));
  await boss.start();
  try {
    let told = false;
    const building = async () =>
      (await boss.getBamStatus()).some(
        ({ status, count }) => count > 0 && (status === 'pending' || status === 'in_progress'),
      );
    while (await building()) {
      if (!told) logger.info('pg-boss is building indexes for its upgrade');
      told = true;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await boss.stop({ graceful: false });
  }
}

/**
 * Sends through the caller's Drizzle transaction: the job exists only if that transaction commits,
 * and a worker sees it only after the commit.
 */
export function jobSender(boss: PgBoss): JobSender {
  return {
    async send(tx, queue, data, options = {}) {
      const payload = payloadOf(queue, data) as object;
      await boss.send(queue.name, payload, { ...options, db: fromDrizzle(tx, sql) });
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
  for (const job of jobs) await boss.createQueue(job.queue.name, job.policy);
  if (!worker) return;

  // A schedule kept from a job that is gone (made a sweep) would queue runs no worker takes.
  const scheduled = new Set(jobs.filter((job) => job.cron).map((job) => job.queue.name));
  for (const { name } of await boss.getSchedules()) {
    if (!scheduled.has(name)) await boss.unschedule(name);
  }
  for (const job of jobs) {
    const { name } = job.queue;
    if (job.cron) await boss.schedule(name, job.cron, null, { tz: 'UTC' });
    const jobLog = logger.child({ job: name });
    const run = async (data: unknown) => {
      let payload: unknown;
      try {
        payload = payloadOf(job.queue, data);
      } catch (error) {
        // Retrying would refuse it again: it is logged and dropped.
        jobLog.error({ err: error }, 'job dropped');
        return;
      }
      await job.run(jobLog, payload);
    };
    const options = { pollingIntervalSeconds, ...job.work };
    if ((options.batchSize ?? 1) > 1) {
      // A full batch means more are waiting: fetch again at once instead of after the poll delay.
      const batched = { ...options, perJobResults: true as const, burstWhenBatchFull: true };
      await boss.work(name, batched, (batch) =>
        Promise.all(
          batch.map(async (item): Promise<JobResult> => {
            try {
              await run(item.data);
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
    await boss.work(name, options, async (batch) => {
      for (const item of batch) await run(item.data);
    });
  }
  for (const { queue, atStart } of jobs) {
    if (!atStart) continue;
    const startAfter = atStart === true ? undefined : atStart.afterSeconds;
    await boss.send(queue.name, null, { startAfter });
  }
  logger.info({ queues: jobs.map((job) => job.queue.name) }, 'job workers started');
}
