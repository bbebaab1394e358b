import { scheduleQueue } from '../../platform/jobs.ts';

export const PURGE_SESSIONS_QUEUE = scheduleQueue('auth.purge-expired-sessions');
export const PURGE_VERIFICATIONS_QUEUE = scheduleQueue('auth.purge-verifications');
