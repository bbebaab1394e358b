import { z } from 'zod';
import { jobQueue, scheduleQueue } from '../../platform/jobs.ts';
import { SandboxNotification } from './providers/sandbox.ts';

/**
 * An order's refund: the provider refunds (one payment, or every payment of the order), the customer is
 * told. With `refundId`: that refund asked for by staff (part or all of the payment).
 */
export const REFUND_QUEUE = jobQueue(
  'payments.refund',
  z.object({ orderNo: z.string(), paymentId: z.string().optional(), refundId: z.string().optional() }),
);
/** Hourly: refunds still undone hours after they were asked for are asked again. */
export const REFUND_SWEEP_QUEUE = scheduleQueue('payments.refundSweep');
/** Closes the payment pages of an order that closed unpaid (orders queue it in that move). */
export const CLOSE_CHECKOUTS_QUEUE = jobQueue('payments.close-checkouts', z.object({ orderNo: z.string() }));
/** The sandbox gateway's notification of a decided payment, sent to the store's webhook. */
export const SANDBOX_NOTIFY_QUEUE = jobQueue('payments.sandbox-notify', SandboxNotification);
/** An ask of the provider about one attempt at once: the customer came back from its page. */
export const ASK_NOW_QUEUE = jobQueue('payments.ask-now', z.object({ paymentId: z.string() }));
