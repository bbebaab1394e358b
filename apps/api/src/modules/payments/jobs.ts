import { defineJob, type JobDefinition } from '../../platform/jobs.ts';
import { CLOSE_CHECKOUTS_QUEUE, REFUND_QUEUE, REFUND_SWEEP_QUEUE } from './queues.ts';
import type { PaymentService } from './service.ts';

export function paymentJobs(payments: PaymentService): JobDefinition[] {
  return [
    defineJob({
      queue: REFUND_QUEUE,
      // A provider that is down for a while must not keep a customer's money.
      policy: { retryLimit: 10, retryDelay: 10, retryBackoff: true },
      run: (log, refund) => payments.refund(log, refund),
    }),
    defineJob({
      queue: CLOSE_CHECKOUTS_QUEUE,
      // A provider that is down now will still take the page's payment later: keep asking.
      policy: { retryLimit: 10, retryDelay: 10, retryBackoff: true },
      run: (_log, { orderNo }) => payments.closeCheckouts(orderNo),
    }),
    defineJob({
      queue: REFUND_SWEEP_QUEUE,
      // Hourly: a refund is asked for again only hours after its job gave up.
      cron: '37 * * * *',
      run: (log) => payments.sweepRefunds(log),
    }),
  ];
}
