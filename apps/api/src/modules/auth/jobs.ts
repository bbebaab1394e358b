import { defineJob, type JobDefinition } from '../../platform/jobs.ts';
import type { AccountService } from './accounts.ts';
import { PURGE_SESSIONS_QUEUE, PURGE_VERIFICATIONS_QUEUE } from './queues.ts';
import type { AuthService } from './service.ts';

export function authJobs(auth: AuthService, accounts: AccountService): JobDefinition[] {
  return [
    defineJob({
      queue: PURGE_SESSIONS_QUEUE,
      // Hourly, off the top of the hour when other schedules crowd in.
      cron: '23 * * * *',
      run: async (log) => {
        const purged = await auth.purgeExpiredSessions();
        log.info({ purged }, 'expired sessions purged');
      },
    }),
    defineJob({
      queue: PURGE_VERIFICATIONS_QUEUE,
      cron: '53 * * * *',
      run: async (log) => {
        log.info(
          { purged: await accounts.purgeSpentVerifications() },
          'spent verification links and codes purged',
        );
      },
    }),
  ];
}
