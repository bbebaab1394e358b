import type { JobDefinition } from '../../platform/jobs.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import {
  DELIVER_FAILED_QUEUE,
  DELIVER_QUEUE,
  DELIVER_SWEEP_QUEUE,
  RECEIPT_QUEUE,
  type FulfilmentService,
} from './service.ts';

const orderNoOf = (data: unknown) => (data as { orderNo: string }).orderNo;

export function fulfilmentJobs(fulfilment: FulfilmentService, mailer: Mailer): JobDefinition[] {
  const { supplierRetries, supplierTimeoutMs } = fulfilment.settings;
  return [
    // Before the deliver queue, which names it as its dead-letter queue.
    {
      name: DELIVER_FAILED_QUEUE,
      run: (log, data) => fulfilment.giveUp(orderNoOf(data), log),
    },
    {
      name: DELIVER_QUEUE,
      queue: {
        retryLimit: supplierRetries,
        retryDelay: 1,
        retryBackoff: true,
        retryDelayMax: 300,
        // A worker that dies mid-delivery loses its job for this long before another takes it.
        expireInSeconds: Math.ceil((supplierTimeoutMs * 2) / 1000) + 30,
        deadLetter: DELIVER_FAILED_QUEUE,
        // Customers wait on it: a paid order wakes the workers at once rather than at their next poll.
        notify: true,
      },
      // Two workers, woken by each paid order's notification, take up to 50 deliveries at a time and
      // run them side by side (most of a top-up's time is spent waiting for the supplier); a slow
      // batch holds up only one of them. Retries come due without a notification: the poll finds
      // them within 2 s.
      work: {
        pollingIntervalSeconds: 0.5,
        notifyPollingIntervalSeconds: 2,
        localConcurrency: 2,
        batchSize: 50,
      },
      run: (log, data) => fulfilment.deliver(orderNoOf(data), log),
    },
    {
      name: DELIVER_SWEEP_QUEUE,
      cron: '* * * * *',
      run: (log) => fulfilment.sweep(log),
    },
    {
      name: RECEIPT_QUEUE,
      // The job holds only the order number: codes are read (and decrypted) when the mail is sent.
      queue: { retryLimit: 8, retryDelay: 15, retryBackoff: true },
      run: async (log, data) => {
        const message = await fulfilment.receipt(orderNoOf(data));
        if (!message) return;
        await mailer.send(message);
        log.info('receipt sent');
      },
    },
  ];
}
