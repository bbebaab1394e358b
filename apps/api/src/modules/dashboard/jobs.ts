import { defineJob, type JobDefinition } from '../../platform/jobs.ts';
import { STUCK_ALERTS_QUEUE } from './queues.ts';
import type { StuckOrdersService } from './stuck.ts';

/** The stuck orders' check, every minute as the low-stock one (fulfilment's stockJobs). */
export function dashboardJobs(stuck: StuckOrdersService): JobDefinition[] {
  return [
    defineJob({
      queue: STUCK_ALERTS_QUEUE,
      cron: '* * * * *',
      run: async (log) => {
        const told = await stuck.alertNew();
        if (told > 0) log.warn({ told }, 'stuck orders mailed to operators');
      },
    }),
  ];
}
