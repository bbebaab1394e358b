import type { ConsoleOrderTimelineEntry } from '@storefront/contracts';
import { asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { staffNames } from '../agents/index.ts';
import type { TimelineOrder } from '../orders/index.ts';
import { paymentNotifications, payments, refunds } from './tables.ts';

/** Orders with a payment of this id, or of this provider id (`cs_…`, `sbx_…`): the console's search. */
export async function ordersOfPayment(db: Db, paymentId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ orderNo: payments.orderNo })
    .from(payments)
    .where(or(eq(payments.id, paymentId), eq(payments.providerRef, paymentId)))
    .limit(100);
  return rows.map((row) => row.orderNo);
}

/** An order's payment attempts, the providers' notifications about it and its refunds, for its timeline. */
export async function paymentTimeline(
  db: Db,
  { orderNo }: TimelineOrder,
): Promise<ConsoleOrderTimelineEntry[]> {
  const [attempts, notices, given] = await Promise.all([
    db.select().from(payments).where(eq(payments.orderNo, orderNo)).orderBy(asc(payments.createdAt)),
    db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderNo, orderNo))
      .orderBy(asc(paymentNotifications.receivedAt)),
    db.select().from(refunds).where(eq(refunds.orderNo, orderNo)).orderBy(asc(refunds.createdAt)),
  ]);
  const names = await staffNames(
    db,
    given.flatMap((row) => (row.requestedBy ? [row.requestedBy] : [])),
  );
  return [
    ...attempts.map((row): ConsoleOrderTimelineEntry => ({
      kind: 'payment',
      at: row.createdAt.getTime(),
      paymentId: row.id,
      provider: row.provider,
      providerRef: row.providerRef,
      method: row.methodId,
      amount: row.amount,
      currency: row.currencyCode,
      status: row.status,
      updatedAt: row.updatedAt.getTime(),
    })),
    ...notices.map((row): ConsoleOrderTimelineEntry => ({
      kind: 'notification',
      at: row.receivedAt.getTime(),
      provider: row.provider,
      eventId: row.eventId,
      paymentId: row.paymentId,
      outcome: row.outcome,
      detail: row.detail,
    })),
    ...given.map((row): ConsoleOrderTimelineEntry => ({
      kind: 'refund',
      at: row.createdAt.getTime(),
      refundId: row.id,
      amount: row.amount,
      currency: row.currencyCode,
      scope: row.kind,
      reason: row.reason,
      status: row.status,
      requestedBy: row.requestedBy ? (names.get(row.requestedBy) ?? null) : null,
      doneAt: row.doneAt?.getTime() ?? null,
      error: row.lastError,
    })),
  ];
}
