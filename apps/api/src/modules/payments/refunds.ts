import { CONSOLE_ERROR, type Lang, type QuoteCurrency } from '@storefront/contracts';
import { and, eq, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import type { JobSender } from '../../platform/jobs.ts';
import { enqueueMail } from '../../platform/mail/jobs.ts';
import { lockOrder, moveOrder, notifyOrderChange, type OrderRow } from '../orders/index.ts';
import { orders } from '../orders/tables.ts';
import { refundMail } from './mail.ts';
import { RefundRefusedError, type PaymentProvider, type PaymentRow } from './providers/provider.ts';
import { REFUND_QUEUE } from './queues.ts';
import { payments, refunds } from './tables.ts';

export type RefundRow = typeof refunds.$inferSelect;

/** How much of a provider's refusal is kept with the refund: its words, never a secret. */
const MAX_ERROR_CHARS = 300;

/**
 * Refunds of part or all of an order's payment asked for by staff: a `refunds` row, then the refund
 * job asks the provider (the row's id its idempotency key), again until it confirms; only then does
 * the order's refunded amount rise, and a refund in full moves the order on to refunded.
 */
export function createRefunds({
  db,
  jobs,
  provider,
  currencyOf,
  langOf,
}: {
  db: Db;
  jobs: JobSender;
  provider: (name: PaymentRow['provider']) => PaymentProvider;
  currencyOf: (code: string) => Promise<QuoteCurrency>;
  /** The language of the customer's mail, as the store offers it now. */
  langOf: (order: OrderRow) => Lang;
}) {
  return {
    /**
     * Records a refund of the locked, paid order and queues it, in the caller's transaction. -1397
     * when no payment took its money, -1396 while another refund of it is under way.
     */
    async request(
      tx: Tx,
      order: OrderRow,
      refund: Pick<RefundRow, 'id' | 'amount' | 'kind' | 'reason' | 'requestedBy'>,
    ): Promise<RefundRow> {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderNo, order.orderNo), eq(payments.status, 'succeeded')));
      if (!payment || payment.amount === 0) throw new DomainError(CONSOLE_ERROR.ORDERS_REFUND_UNPAID);
      const [pending] = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.orderNo, order.orderNo), eq(refunds.status, 'pending')));
      if (pending) throw new DomainError(CONSOLE_ERROR.ORDERS_REFUND_PENDING);
      const [row] = await tx
        .insert(refunds)
        .values({
          ...refund,
          orderNo: order.orderNo,
          paymentId: payment.id,
          currencyCode: payment.currencyCode,
        })
        .returning();
      await jobs.send(tx, REFUND_QUEUE, { orderNo: order.orderNo, refundId: refund.id });
      return row!;
    },

    /**
     * The refund job's work for one refund: the provider asked, then the refund, the order's refunded
     * amount and (in full) its status, in one transaction. A provider's failure is kept on the row and
     * thrown, for the job to retry; its refusal fails the refund for good.
     */
    async settle(log: Logger, refundId: string): Promise<void> {
      const [row] = await db
        .select({ refund: refunds, payment: payments, status: orders.status })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .innerJoin(orders, eq(orders.orderNo, refunds.orderNo))
        .where(eq(refunds.id, refundId));
      if (row?.refund.status !== 'pending') return;
      const { refund, payment } = row;
      let providerRef: string | null;
      try {
        ({ providerRef } = await provider(payment.provider).refund(payment, {
          amount: refund.amount,
          idempotencyKey: refund.id,
        }));
      } catch (error) {
        const refused = error instanceof RefundRefusedError;
        const lastError = (error instanceof Error ? error.message : 'failed').slice(0, MAX_ERROR_CHARS);
        await db
          .update(refunds)
          .set({ lastError, ...(refused && { status: 'failed' as const, doneAt: new Date() }) })
          .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
        log.warn({ orderNo: refund.orderNo, refundId, refused }, 'refund not made by the provider');
        if (refused) return;
        throw error;
      }
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, refund.orderNo);
        const [done] = await tx
          .update(refunds)
          .set({ status: 'succeeded', providerRef, lastError: null, doneAt: new Date() })
          .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
          .returning();
        if (!done || !order) return;
        const refundedAmount = order.refundedAmount + refund.amount;
        let told: OrderRow = { ...order, refundedAmount };
        if (refund.kind === 'full' && order.status === 'pendingRefund') {
          await tx
            .update(payments)
            .set({ status: 'refunded', updatedAt: new Date() })
            .where(eq(payments.id, payment.id));
          told = await moveOrder(tx, order, 'refunded', 'refunded', { refundedAmount });
        } else {
          await tx.update(orders).set({ refundedAmount }).where(eq(orders.orderNo, order.orderNo));
          // The status stays: the order's open pages hear of the refund all the same.
          await notifyOrderChange(tx, order.orderNo);
        }
        if (told.email) {
          const mail = refundMail(told, await currencyOf(told.currencyCode), langOf(told), {
            amount: refund.amount,
            scope: refund.kind,
          });
          await enqueueMail(jobs, tx, mail, { orderNo: refund.orderNo, kind: 'refund' });
        }
      });
      log.info({ orderNo: refund.orderNo, refundId, kind: refund.kind }, 'refund made');
    },

    /** Staff refunds still pending since before `before`: their jobs gave up, so each is queued again. */
    async requeueStuck(tx: Tx, before: Date): Promise<{ orderNo: string; refundId: string }[]> {
      const stuck = await tx
        .select({ orderNo: refunds.orderNo, refundId: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.status, 'pending'), lt(refunds.createdAt, before)))
        .limit(100);
      for (const item of stuck) await jobs.send(tx, REFUND_QUEUE, item);
      return stuck;
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
