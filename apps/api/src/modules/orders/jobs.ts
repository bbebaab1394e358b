import { defineJob, type JobDefinition } from '../../platform/jobs.ts';
import type { OrderLinks } from './links.ts';
import { CLOSE_UNPAID_QUEUE, ORDER_LOOKUP_QUEUE } from './queues.ts';
import type { OrderService } from './service.ts';

const SWEEP_BATCH = 500;

export function orderJobs(orders: OrderService, links: OrderLinks): JobDefinition[] {
  return [
    defineJob({
      queue: CLOSE_UNPAID_QUEUE,
      // Each order's own job runs at its deadline; the minute's sweep catches any that was lost.
      cron: '* * * * *',
      policy: { retryLimit: 5, retryDelay: 5, retryBackoff: true },
      // One job per order comes due: fetched one at a time, a worker would close one order per
      // poll (2 s) and fall ever further behind a store taking more orders than that.
      work: { batchSize: 50 },
      run: async (log, one) => {
        if (one) {
          const { orderNo } = one;
          const outcome = await orders.closeUnpaid(orderNo);
          if (outcome === 'closed') log.info({ orderNo }, 'unpaid order closed at its deadline');
          return;
        }
        const overdue = await orders.overdue(SWEEP_BATCH);
        for (const due of overdue) await orders.closeUnpaid(due);
        if (overdue.length > 0)
          log.info({ count: overdue.length }, 'overdue unpaid orders closed by the sweep');
      },
    }),
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
