import { defineJob, type JobDefinition } from '../../platform/jobs.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import {
  DELIVER_FAILED_QUEUE,
  DELIVER_QUEUE,
  DELIVER_SWEEP_QUEUE,
  RECEIPT_QUEUE,
  STALE_IMPORTS_QUEUE,
  STOCK_ALERTS_QUEUE,
} from './queues.ts';
import type { FulfilmentService } from './service.ts';
import type { StockAlerts } from './stock-alerts.ts';
import type { StockService } from './batches.ts';

export function fulfilmentJobs(fulfilment: FulfilmentService, mailer: Mailer): JobDefinition[] {
  const { supplierRetries, supplierTimeoutMs } = fulfilment.settings;
  return [
    // Before the deliver queue, which names it as its dead-letter queue.
    defineJob({
      queue: DELIVER_FAILED_QUEUE,
      run: (log, { orderNo }) => fulfilment.giveUp(orderNo, log),
    }),
    defineJob({
      queue: DELIVER_QUEUE,
      policy: {
        retryLimit: supplierRetries,
        retryDelay: 1,
        retryBackoff: true,
        retryDelayMax: 300,
        // A worker that dies mid-delivery holds its job this long; the sweep takes over sooner.
        expireInSeconds: Math.ceil((supplierTimeoutMs * 2) / 1000) + 30,
        deadLetter: DELIVER_FAILED_QUEUE.name,
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
      run: (log, { orderNo, requestedBy }) => fulfilment.deliver(orderNo, log, requestedBy),
    }),
    defineJob({
      queue: DELIVER_SWEEP_QUEUE,
      cron: '* * * * *',
      // After a crash, its deliveries cut short are taken over as soon as they count as such, not
      // at the next minute's sweep nor when the queue expires the jobs the dead process held.
      atStart: { afterSeconds: Math.ceil(fulfilment.settings.takeoverAfterMs / 1000) },
      run: (log) => fulfilment.sweep(log),
    }),
    defineJob({
      queue: RECEIPT_QUEUE,
      // The job holds only the order number: codes are read (and decrypted) when the mail is sent.
      policy: { retryLimit: 8, retryDelay: 15, retryBackoff: true },
      run: async (log, { orderNo, sentMailId }) => {
        const message = await fulfilment.receipt(orderNo);
        if (!message) return;
        await mailer.send(message);
        if (sentMailId) await fulfilment.receiptSent(sentMailId);
        log.info('receipt sent');
      },
    }),
  ];
}

/** The low-stock check every minute (sales take codes without waiting on it), and cut-short imports. */
export function stockJobs(alerts: StockAlerts, stock: StockService): JobDefinition[] {
  return [
    defineJob({ queue: STOCK_ALERTS_QUEUE, cron: '* * * * *', run: () => alerts.checkAll() }),
    defineJob({
      queue: STALE_IMPORTS_QUEUE,
      cron: '*/5 * * * *',
      run: async (log) => {
        const failed = await stock.failStaleImports();
        if (failed > 0) log.warn({ failed }, 'imports cut short marked failed');
      },
    }),
  ];
}
