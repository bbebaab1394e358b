import { defineJob, type JobDefinition } from '../../platform/jobs.ts';
import {
  ASK_LATER_QUEUE,
  ASK_NOW_QUEUE,
  ASK_SWEEP_QUEUE,
  CLOSE_CHECKOUTS_QUEUE,
  REFUND_QUEUE,
  REFUND_SWEEP_QUEUE,
} from './queues.ts';
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
    // The asks (asking.ts): one waiting job per attempt on each queue ('short'), a failure retried
    // a few times; the sweep asks again anyway. Fetched 25 at a time and run side by side: after a
    // crash the sweep asks about every pending attempt at once.
    defineJob({
      queue: ASK_LATER_QUEUE,
      policy: { policy: 'short', retryLimit: 3, retryDelay: 5, retryBackoff: true },
      work: { batchSize: 25 },
      run: (log, asked) => payments.asking.askLater(log, asked),
    }),
    defineJob({
      queue: ASK_NOW_QUEUE,
      // The customer waits on it: their return wakes the workers at once.
      policy: { policy: 'short', retryLimit: 3, retryDelay: 5, retryBackoff: true, notify: true },
      work: { batchSize: 25, localConcurrency: 2, notifyPollingIntervalSeconds: 2 },
      run: (log, asked) => payments.asking.askNow(log, asked),
    }),
    defineJob({
      queue: ASK_SWEEP_QUEUE,
      cron: '* * * * *',
      atStart: true,
      run: (log) => payments.asking.sweep(log),
    }),
  ];
}
