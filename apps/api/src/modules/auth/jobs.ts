import type { JobDefinition } from '../../platform/jobs.ts';
import type { AccountService } from './accounts.ts';
import type { AuthService } from './service.ts';

export function authJobs(auth: AuthService, accounts: AccountService): JobDefinition[] {
  return [
    {
      name: 'auth.purge-expired-sessions',
      // Hourly, off the top of the hour when other schedules crowd in.
      cron: '23 * * * *',
      run: async (log) => {
        const purged = await auth.purgeExpiredSessions();
        log.info({ purged }, 'expired sessions purged');
      },
    },
    {
      name: 'auth.purge-verifications',
      cron: '53 * * * *',
      run: async (log) => {
        log.info(
          { purged: await accounts.purgeSpentVerifications() },
          'spent verification links and codes purged',
        );
      },
    },
  ];
}
