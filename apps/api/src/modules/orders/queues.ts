import { z } from 'zod';
import { LANGS } from '@storefront/contracts';
import { jobQueue } from '../../platform/jobs.ts';

/** An unpaid order's close at its deadline; the minute's schedule (null) sweeps any job lost. */
export const CLOSE_UNPAID_QUEUE = jobQueue(
  'orders.close-unpaid',
  z.object({ orderNo: z.string() }).nullable(),
);

/** A guest's order lookup (number + e-mail), checked apart from the request that asked. */
export const ORDER_LOOKUP_QUEUE = jobQueue(
  'orders.lookup',
  z.object({ orderNo: z.string(), email: z.string(), lang: z.enum(LANGS) }),
);
