import { z } from 'zod';
import { jobQueue, scheduleQueue } from '../../platform/jobs.ts';

const ofOrder = z.object({ orderNo: z.string() });

/** `requestedBy`: the staff member whose console retry queued it, kept on the attempts it makes. */
export const DELIVER_QUEUE = jobQueue(
  'fulfilment.deliver',
  ofOrder.extend({ requestedBy: z.string().optional() }),
);
/** Where a delivery goes once its retries are spent: the order is refunded. */
export const DELIVER_FAILED_QUEUE = jobQueue('fulfilment.deliver-failed', ofOrder);
/** `sentMailId`: the receipt's sent_mail record, marked sent once the mail server took it. */
export const RECEIPT_QUEUE = jobQueue(
  'fulfilment.receipt',
  ofOrder.extend({ sentMailId: z.string().optional() }),
);
/** Every minute: paid orders left undelivered (a lost job) are delivered or refunded. */
export const DELIVER_SWEEP_QUEUE = scheduleQueue('fulfilment.sweep');
/** Every minute: SKUs whose free codes fell below their threshold mail the operators (once). */
export const STOCK_ALERTS_QUEUE = scheduleQueue('fulfilment.stock-alerts');
/** Every five minutes: imports cut short by a stopped process are marked failed. */
export const STALE_IMPORTS_QUEUE = scheduleQueue('fulfilment.stale-imports');
