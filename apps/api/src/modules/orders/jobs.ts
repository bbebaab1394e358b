import { defineJob, type JobDefinition } from '../../platform/jobs.ts';
import type { Sweep } from '../../platform/sweeps.ts';
import { CLOSE_UNPAID_SWEEP_SECONDS } from './close-unpaid.ts';
import type { OrderLinks } from './links.ts';
import { ORDER_LOOKUP_QUEUE } from './queues.ts';
import type { OrderService } from './service.ts';

export function orderJobs(links: OrderLinks): JobDefinition[] {
  return [
    defineJob({
      queue: ORDER_LOOKUP_QUEUE,
      // The job holds an e-mail address: it goes soon after it ran.
      policy: { retryLimit: 3, retryDelay: 5, deleteAfterSeconds: 600 },
      run: async (log, { orderNo, email, lang }) => {
        const mailed = await links.answerLookup(orderNo, email, lang);
        log.info({ orderNo, mailed }, 'order lookup answered');
      },
    }),
  ];
}

/** Unpaid orders closed at their deadline (close-unpaid.ts): no job an order, one statement a sweep. */
export const CLOSE_UNPAID_SWEEP = 'orders.close-unpaid';

export function orderSweeps(orders: OrderService): Sweep[] {
  return [
    {
      name: CLOSE_UNPAID_SWEEP,
      everySeconds: CLOSE_UNPAID_SWEEP_SECONDS,
      run: (log) => orders.closeOverdue(log),
    },
  ];
}
