import type { PgBoss } from 'pg-boss';
import { expect } from 'vitest';
import type { JobQueue } from '../platform/jobs.ts';

/**
 * The jobs sent to `queue` whose data contains `data`, since `since`: what a worker has been or
 * will be asked to do. A test that expects nothing to happen looks here, where anything that would
 * happen must first be queued, instead of waiting to see that nothing did.
 */
export async function jobsSent<P>(boss: PgBoss, queue: JobQueue<P>, data: Partial<P>, since = new Date(0)) {
  const jobs = await boss.findJobs(queue.name, { data });
  return jobs.filter((job) => job.createdOn > since);
}

/** Waits until a worker has finished the job, whether it succeeded or failed for good. */
export async function jobFinished<P>(
  boss: PgBoss,
  queue: JobQueue<P>,
  id: string,
  timeout = 15_000,
): Promise<void> {
  await expect
    .poll(async () => (await boss.findJobs(queue.name, { id }))[0]?.state, { timeout, interval: 100 })
    .toMatch(/^(completed|failed)$/);
}
