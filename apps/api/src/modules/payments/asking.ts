import { and, eq, getTableColumns, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db/client.ts';
import type { JobSender } from '../../platform/jobs.ts';
import { orders } from '../orders/tables.ts';
import type { Provider } from './methods.ts';
import {
  ProviderUnavailableError,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentRow,
} from './providers/provider.ts';
import { ASK_NOW_QUEUE } from './queues.ts';
import type { NotificationOutcome } from './service.ts';
import { payments } from './tables.ts';

/**
 * When an attempt still pending is asked about, in seconds after the customer was sent to pay and
 * then after each ask: most customers pay within the first minute; the last delay repeats until the
 * attempt closes with its order.
 */
export const ASK_DELAYS_SECONDS = [5, 15, 30, 60, 120, 300] as const;

/** How often each worker looks for attempts due to be asked about: an ask comes at most this late. */
export const ASK_SWEEP_SECONDS = 2;

/** Attempts claimed by one statement and asked side by side; a full batch claims again at once. */
const SWEEP_BATCH = 25;

/** The delays as a PostgreSQL array, for the sweep's statement to pick the next one from. */
const DELAYS = sql.raw(`'{${ASK_DELAYS_SECONDS.join(',')}}'::int[]`);

type Asked = 'decided' | 'undecided';

/**
 * The store asks each provider what became of its payment attempts, instead of only waiting for
 * notifications that may be lost (a crash while they were in flight) or late: some seconds after
 * the customer was sent to pay and backing off from there (each attempt's `next_ask_at`, found by
 * every worker's sweep every ASK_SWEEP_SECONDS), at once when the customer comes back from the
 * provider, and as a worker starts, every attempt still pending. What the provider answers goes
 * through the notifications' own idempotent path (`apply`).
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
  apply: (provider: Provider, notice: PaymentNotification) => Promise<NotificationOutcome>;
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

  /**
   * Claims the attempts due to be asked about, in one statement: each one's next ask is moved to
   * its next delay (none once its order no longer waits for payment: this ask is its last), so
   * that another worker's sweep passes it by and a crash before the ask only delays it.
   */
  async function claimDue(): Promise<PaymentRow[]> {
    const due = db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.status, 'pending'), lte(payments.nextAskAt, sql`now()`)))
      .orderBy(payments.nextAskAt)
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(payments)
      .set({
        asks: sql`${payments.asks} + 1`,
        nextAskAt: sql`CASE WHEN ${orders.status} = 'waitingPayment'
          THEN now() + make_interval(secs => (${DELAYS})[least(${payments.asks} + 2, ${ASK_DELAYS_SECONDS.length})])
          END`,
      })
      .from(orders)
      .where(and(eq(orders.orderNo, payments.orderNo), inArray(payments.id, due)))
      .returning(getTableColumns(payments));
  }

  return {
    /** The first ask of a new attempt: set with its provider's id (see ASK_DELAYS_SECONDS). */
    firstAskAt: sql`now() + make_interval(secs => ${ASK_DELAYS_SECONDS[0]})`,

    /** One ask now (the customer came back). */
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

    /** Every attempt due is asked about, side by side, a batch at a time. */
    async sweep(log: Logger): Promise<void> {
      for (;;) {
        const claimed = await claimDue();
        const asked = await Promise.allSettled(claimed.map((payment) => ask(log, payment)));
        for (const result of asked) {
          // Asked again at its next time: one failure must not stop the others.
          if (result.status === 'rejected')
            log.error({ err: result.reason }, 'asking about a payment failed');
        }
        if (claimed.length < SWEEP_BATCH) return;
      }
    },

    /**
     * As a worker starts, every attempt still pending whose order waits for payment is due at once:
     * after a crash that lost notifications in flight, the paid orders are found within seconds.
     */
    async dueAtStart(log: Logger): Promise<void> {
      const due = await db
        .update(payments)
        .set({ nextAskAt: sql`now()` })
        .from(orders)
        .where(
          and(
            eq(orders.orderNo, payments.orderNo),
            eq(orders.status, 'waitingPayment'),
            eq(payments.status, 'pending'),
            isNotNull(payments.providerRef),
            or(isNull(payments.nextAskAt), gt(payments.nextAskAt, sql`now()`)),
          ),
        )
        .returning({ id: payments.id });
      if (due.length > 0) log.info({ count: due.length }, 'pending payments to be asked about');
    },
  };
}
