import { z } from 'zod';
import { LANGS } from '@storefront/contracts';
import { jobQueue } from '../../platform/jobs.ts';

/** A guest's order lookup (number + e-mail), checked apart from the request that asked. */
export const ORDER_LOOKUP_QUEUE = jobQueue(
  'orders.lookup',
  z.object({ orderNo: z.string(), email: z.string(), lang: z.enum(LANGS) }),
);
