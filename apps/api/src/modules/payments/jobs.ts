import { defineJob, type JobDefinition } from '../../platform/jobs.ts';
import type { Sweep } from '../../platform/sweeps.ts';
import { ASK_SWEEP_SECONDS } from './asking.ts';
import { ASK_NOW_QUEUE, CLOSE_CHECKOUTS_QUEUE, REFUND_QUEUE, REFUND_SWEEP_QUEUE } from './queues.ts';
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
    defineJob({
      queue: ASK_NOW_QUEUE,
      // The customer waits on it: their return wakes the workers at once. One waiting job per
      // attempt ('short'), a failure retried a few times; its schedule asks again anyway.
      policy: { policy: 'short', retryLimit: 3, retryDelay: 5, retryBackoff: true, notify: true },
      work: { batchSize: 25, localConcurrency: 2, notifyPollingIntervalSeconds: 2 },
      run: (log, asked) => payments.asking.askNow(log, asked),
    }),
  ];
}

/** The asks on each attempt's schedule (asking.ts): no job per attempt, one statement a sweep. */
export const ASK_SWEEP = 'payments.ask-sweep';

export function paymentSweeps(payments: PaymentService): Sweep[] {
  return [
    {
      name: ASK_SWEEP,
      everySeconds: ASK_SWEEP_SECONDS,
      atStart: (log) => payments.asking.dueAtStart(log),
      run: (log) => payments.asking.sweep(log),
    },
  ];
}
