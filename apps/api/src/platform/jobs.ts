import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';

/** A module's background job: its queue name, an optional cron schedule, and the work itself. */
export interface JobDefinition {
  name: string;
  cron?: string;
  run: (log: Logger) => Promise<void>;
}

export interface JobsOptions {
  url: string;
  logger: Logger;
  jobs: JobDefinition[];
  /** Whether this process works jobs and keeps schedules (ROLE all or worker), or only sends them. */
  worker: boolean;
  pollingIntervalSeconds?: number;
}

/**
 * pg-boss in the application's own database, so a job can be enqueued in the same transaction as
 * the change that calls for it. Every process creates the queues; only workers run schedules.
 */
export async function startJobs({
  url,
  logger,
  jobs,
  worker,
  pollingIntervalSeconds = 2,
}: JobsOptions): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: url,
    max: 4,
    application_name: 'storefront-jobs',
    schedule: worker,
    supervise: worker,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of jobs) await boss.createQueue(job.name);
  if (!worker) return boss;

  for (const job of jobs) {
    if (job.cron) await boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
    const jobLog = logger.child({ job: job.name });
    await boss.work(job.name, { pollingIntervalSeconds }, async () => {
      await job.run(jobLog);
    });
  }
  logger.info({ queues: jobs.map((job) => job.name) }, 'job workers started');
  return boss;
}
