import type { JobDefinition } from '../../platform/jobs.ts';
import type { AuthService } from './service.ts';

export function authJobs(auth: AuthService): JobDefinition[] {
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
  ];
}
