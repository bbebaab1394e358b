import type { JobDefinition } from '../../platform/jobs.ts';
import { REFUND_QUEUE, REFUND_SWEEP_QUEUE, type PaymentService } from './service.ts';

export function paymentJobs(payments: PaymentService): JobDefinition[] {
  return [
    {
      name: REFUND_QUEUE,
      // A provider that is down for a while must not keep a customer's money.
      queue: { retryLimit: 10, retryDelay: 10, retryBackoff: true },
      run: (log, data) => payments.refund(log, data as { orderNo: string; paymentId?: string }),
    },
    {
      name: REFUND_SWEEP_QUEUE,
      // Hourly: a refund is asked for again only hours after its job gave up.
      cron: '37 * * * *',
      run: (log) => payments.sweepRefunds(log),
    },
  ];
}
