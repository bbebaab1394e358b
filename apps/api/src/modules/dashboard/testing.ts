import type { OrderStatus } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { customers } from '../auth/tables.ts';
import { deliveryAttempts } from '../fulfilment/tables.ts';
import { orderEvents, orders } from '../orders/tables.ts';
import { payments, refunds } from '../payments/tables.ts';

/**
 * An order as the dashboard's tests write it: its row with the payments, status events, supplier
 * calls and refunds that production leaves behind when an order gets there, at chosen times.
 */
export interface SeedOrder {
  orderNo: string;
  currency: 'RUB' | 'IDR' | 'MYR';
  skuId: string;
  productSlug: string;
  quantity: number;
  unitPrice: number;
  status: OrderStatus;
  createdAt: Date;
  paidAt?: Date;
  completedAt?: Date;
  closedAt?: Date;
  refundRequestedAt?: Date;
  refundedAt?: Date;
  failure?: 'supplierFailed' | 'outOfStock' | 'operatorRefund' | 'couponUsed';
  /** Attempts to pay, in order: the one `succeeded` (or `refunded`) is the order's. */
  payments: { method: string; status: 'pending' | 'succeeded' | 'failed' | 'refunded'; at: Date }[];
  /** Supplier calls: when each began and how it ended. */
  attempts?: { at: Date; outcome: 'delivered' | 'failed' }[];
  /** Refunds of the order's payment, by staff (`by`) or the store; `succeeded` ones are its refunded amount. */
  refunds?: { amount: number; status: 'pending' | 'succeeded'; at: Date; by?: string }[];
  /** An order refunded before refunds were counted: refunded, its refunded amount still 0. */
  uncounted?: boolean;
}

const REGION = { RUB: 'RUS', IDR: 'IDN', MYR: 'MYS' } as const;
const MINUTE = 60_000;
const after = (at: Date, ms: number) => new Date(at.getTime() + ms);

export async function seedOrders(db: Db, list: SeedOrder[]): Promise<void> {
  const customerId = `cus_dashboard_${list[0]!.orderNo}`;
  await db
    .insert(customers)
    .values({ id: customerId, lang: 'en', regionCode: 'RUS', currencyCode: 'RUB' })
    .onConflictDoNothing();
  for (const order of list) {
    const amount = order.unitPrice * order.quantity;
    const counted = (order.refunds ?? [])
      .filter((refund) => refund.status === 'succeeded')
      .reduce((sum, refund) => sum + refund.amount, 0);
    await db.insert(orders).values({
      orderNo: order.orderNo,
      customerId,
      status: order.status,
      productSlug: order.productSlug,
      skuId: order.skuId,
      quantity: order.quantity,
      regionCode: REGION[order.currency],
      currencyCode: order.currency,
      lang: 'en',
      unitPrice: order.unitPrice,
      productAmount: amount,
      payAmount: amount,
      paymentMethod: order.payments.at(-1)?.method,
      email: `buyer.${order.orderNo}@dashboard.test`,
      playerId: '512345678',
      paymentDeadline: after(order.createdAt, 15 * MINUTE),
      createdAt: order.createdAt,
      paidAt: order.paidAt,
      completedAt: order.completedAt,
      closedAt: order.closedAt,
      refundRequestedAt: order.refundRequestedAt,
      refundedAt: order.refundedAt,
      failure: order.failure,
      refundedAmount: order.uncounted ? 0 : counted,
    });
    const events: { to: OrderStatus; reason: string; at: Date | undefined; from: OrderStatus | null }[] = [
      { from: null, to: 'waitingPayment', reason: 'created', at: order.createdAt },
      { from: 'waitingPayment', to: 'closed', reason: 'deadline', at: order.closedAt },
      { from: 'waitingPayment', to: 'pendingShipment', reason: 'paid', at: order.paidAt },
      { from: 'pendingShipment', to: 'completed', reason: 'delivered', at: order.completedAt },
      {
        from: order.paidAt ? 'pendingShipment' : 'closed',
        to: 'pendingRefund',
        reason: order.failure ?? 'operatorRefund',
        at: order.refundRequestedAt,
      },
      { from: 'pendingRefund', to: 'refunded', reason: 'refunded', at: order.refundedAt },
    ];
    for (const event of events) {
      if (!event.at) continue;
      await db.insert(orderEvents).values({
        orderNo: order.orderNo,
        fromStatus: event.from,
        toStatus: event.to,
        reason: event.reason,
        at: event.at,
      });
    }
    let applied: string | undefined;
    for (const [i, payment] of order.payments.entries()) {
      const id = `pay_${order.orderNo}_${i}`;
      if (payment.status === 'succeeded' || payment.status === 'refunded') applied = id;
      await db.insert(payments).values({
        id,
        orderNo: order.orderNo,
        provider: 'sandbox',
        methodId: payment.method,
        providerRef: `sbx_${id}`,
        amount,
        currencyCode: order.currency,
        status: payment.status,
        createdAt: payment.at,
        updatedAt: payment.at,
      });
    }
    for (const [i, attempt] of (order.attempts ?? []).entries()) {
      await db.insert(deliveryAttempts).values({
        orderNo: order.orderNo,
        attempt: i + 1,
        startedAt: attempt.at,
        finishedAt: after(attempt.at, 2_000),
        outcome: attempt.outcome,
      });
    }
    for (const [i, refund] of (order.refunds ?? []).entries()) {
      await db.insert(refunds).values({
        id: `ref_${order.orderNo}_${i}`,
        orderNo: order.orderNo,
        paymentId: applied!,
        amount: refund.amount,
        currencyCode: order.currency,
        kind: refund.amount === amount ? 'full' : 'partial',
        reason: 'seeded',
        requestedBy: refund.by ?? null,
        status: refund.status,
        createdAt: refund.at,
        doneAt: refund.status === 'succeeded' ? after(refund.at, MINUTE) : null,
      });
    }
  }
  await db.execute(sql`ANALYZE ${orders}`);
}
