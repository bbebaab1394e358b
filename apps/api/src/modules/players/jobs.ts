import type { Db } from '../../platform/db/client.ts';
import { defineJob, scheduleQueue, type JobDefinition } from '../../platform/jobs.ts';
import { forgetOldAnswers } from './checks.ts';

export const FORGET_ANSWERS_QUEUE = scheduleQueue('players.forget-old-answers');

/** Every 10 minutes: the shared answers never hold more than the last 20 minutes of lookups. */
export function playerJobs(db: Db): JobDefinition[] {
  return [
    defineJob({
      queue: FORGET_ANSWERS_QUEUE,
      cron: '*/10 * * * *',
      run: async (log) => {
        const forgotten = await forgetOldAnswers(db);
        if (forgotten > 0) log.info({ forgotten }, 'old answers about players forgotten');
      },
    }),
  ];
}
