import { z } from 'zod';
import { jobQueue } from '../../platform/jobs.ts';

/** An unpaid order's close at its deadline; the minute's schedule (null) sweeps any job lost. */
export const CLOSE_UNPAID_QUEUE = jobQueue(
  'orders.close-unpaid',
  z.object({ orderNo: z.string() }).nullable(),
);
