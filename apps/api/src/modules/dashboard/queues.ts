import { scheduleQueue } from '../../platform/jobs.ts';

/** Every minute: orders that became stuck are mailed to operators and owners (once each). */
export const STUCK_ALERTS_QUEUE = scheduleQueue('dashboard.stuck-alerts');
