import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../platform/db/client.ts';
import type { JobSender } from '../../platform/jobs.ts';
import { orders } from '../orders/tables.ts';
import type { Provider } from './methods.ts';
import {
  ProviderUnavailableError,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentRow,
} from './providers/provider.ts';
import { ASK_LATER_QUEUE, ASK_NOW_QUEUE } from './queues.ts';
import type { NotificationOutcome } from './service.ts';
import { payments } from './tables.ts';

/**
 * When an attempt still pending is asked about, in seconds after the customer was sent to pay and
 * then after each ask: most customers pay within the first minute; the last delay repeats until the
 * attempt closes with its order. The minute's sweep asks as well, whatever the attempt's age.
 */
export const ASK_DELAYS_SECONDS = [5, 15, 30, 60, 120, 300] as const;

/** Attempts asked about in one sweep: more wait for the next minute's. */
const SWEEP_BATCH = 500;

type Asked = 'decided' | 'undecided';

/**
 * The store asks each provider what became of its payment attempts, instead of only waiting for
 * notifications that may be lost (a crash while they were in flight) or late: some seconds after
 * the customer was sent to pay and backing off from there, at once when the customer comes back
 * from the provider, and in a sweep every minute (and as the workers start) of every attempt still
 * pending. What the provider answers goes through the notifications' own idempotent path (`apply`).
 */
export function createPaymentAsking({
  db,
  jobs,
  providers,
  apply,
}: {
  db: Db;
  jobs: JobSender;
  providers: Partial<Record<Provider, PaymentProvider>>;
  /** The service's application of a provider's word on an attempt, once per event id. */
  apply: (provider: Provider, notice: PaymentNotification) => Promise<NotificationOutcome | 'mismatch'>;
}) {
  /** One question to the provider and its answer applied. Logs ids and outcomes only. */
  async function ask(log: Logger, payment: PaymentRow): Promise<Asked> {
    const provider = providers[payment.provider];
    // A provider no longer configured here cannot be asked; its notifications are not taken either.
    if (!provider || !payment.providerRef) return 'undecided';
    const about = { provider: payment.provider, orderNo: payment.orderNo, paymentId: payment.id };
    let notice: PaymentNotification | null;
    try {
      notice = await provider.fetchOutcome(payment);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      log.warn(about, 'the payment provider did not answer: the payment is asked about again later');
      return 'undecided';
    }
    if (!notice) return 'undecided';
    const outcome = await apply(payment.provider, notice);
    if (outcome === 'mismatch') {
      // As a notification of it would be: recorded for the order's timeline, never applied.
      log.error(about, 'asked payment not applied: amount or currency differs from the payment');
    } else if (outcome !== 'repeated' && outcome !== 'ignored') {
      log.info({ ...about, outcome }, 'payment outcome found by asking the provider');
    }
    return 'decided';
  }

  async function pendingPayment(paymentId: string) {
    const [row] = await db
      .select({ payment: payments, orderStatus: orders.status })
      .from(payments)
      .innerJoin(orders, eq(orders.orderNo, payments.orderNo))
      .where(eq(payments.id, paymentId));
    return row?.payment.status === 'pending' ? row : undefined;
  }

  async function askNowAll(paymentIds: string[]): Promise<void> {
    if (paymentIds.length === 0) return;
    await db.transaction(async (tx) => {
      for (const paymentId of paymentIds) {
        // One waiting ask per attempt: a page reloaded while it waits adds none.
        await jobs.send(tx, ASK_NOW_QUEUE, { paymentId }, { singletonKey: paymentId });
      }
    });
  }

  return {
    /** The first ask of a new attempt, queued in the transaction that gave it its provider's id. */
    firstAsk: (tx: Tx, paymentId: string) =>
      jobs.send(
        tx,
        ASK_LATER_QUEUE,
        { paymentId, round: 0 },
        { startAfter: ASK_DELAYS_SECONDS[0], singletonKey: paymentId },
      ),

    /**
     * An ask of the attempt's schedule: the next is queued while it stays undecided and its order
     * waits for payment. Once the order has closed or been paid, this ask is the attempt's last.
     */
    async askLater(log: Logger, { paymentId, round }: { paymentId: string; round: number }): Promise<void> {
      const row = await pendingPayment(paymentId);
      if (!row) return;
      if ((await ask(log, row.payment)) === 'decided' || row.orderStatus !== 'waitingPayment') return;
      const next = Math.min(round + 1, ASK_DELAYS_SECONDS.length - 1);
      await db.transaction((tx) =>
        jobs.send(
          tx,
          ASK_LATER_QUEUE,
          { paymentId, round: next },
          { startAfter: ASK_DELAYS_SECONDS[next], singletonKey: paymentId },
        ),
      );
    },

    /** One ask now (the customer came back, or the sweep found the attempt pending). */
    async askNow(log: Logger, { paymentId }: { paymentId: string }): Promise<void> {
      const row = await pendingPayment(paymentId);
      if (row) await ask(log, row.payment);
    },

    /**
     * The customer is back on the order's payment page (the provider sends the browser there):
     * its attempts still pending are asked about at once. The page shows what the order's own
     * status then says; what the provider put in the return address decides nothing.
     */
    async askOnReturn(orderNo: string): Promise<void> {
      const pending = await db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(eq(payments.orderNo, orderNo), eq(payments.status, 'pending'), isNotNull(payments.providerRef)),
        );
      await askNowAll(pending.map((row) => row.id));
    },

    /**
     * Every attempt still pending whose order waits for payment is asked about: after a crash
     * that lost notifications in flight, the paid orders are found within a minute of the start.
     * An attempt younger than its first ask is left to it.
     */
    async sweep(log: Logger, now = new Date()): Promise<void> {
      const before = new Date(now.getTime() - ASK_DELAYS_SECONDS[0] * 1000);
      const pending = await db
        .select({ id: payments.id })
        .from(payments)
        .innerJoin(orders, eq(orders.orderNo, payments.orderNo))
        .where(
          and(
            eq(orders.status, 'waitingPayment'),
            eq(payments.status, 'pending'),
            isNotNull(payments.providerRef),
            lt(payments.updatedAt, before),
          ),
        )
        .limit(SWEEP_BATCH);
      await askNowAll(pending.map((row) => row.id));
      if (pending.length > 0) log.info({ count: pending.length }, 'pending payments asked about');
    },
  };
}
