import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { expect } from 'vitest';
import { orderEvents, orders } from '../modules/orders/tables.ts';
import type { TestApp } from './app.ts';

/**
 * Closes the order unpaid as its deadline does: the deadline moved to a second ago, then a run of
 * the sweep that closes such orders. The workers' own run may be closing it already: its close is
 * waited for.
 */
export async function closeUnpaid(t: Pick<TestApp, 'database' | 'services'>, orderNo: string) {
  await t.database.db
    .update(orders)
    .set({ paymentDeadline: sql`now() - interval '1 second'` })
    .where(eq(orders.orderNo, orderNo));
  await t.services.orders.closeOverdue(pino({ level: 'silent' }));
  // Its event, not its status: a payment arriving at once may have reopened it since.
  await expect
    .poll(
      () =>
        t.database.db.$count(
          orderEvents,
          and(eq(orderEvents.orderNo, orderNo), eq(orderEvents.reason, 'deadline')),
        ),
      { timeout: 10_000, interval: 100 },
    )
    .toBe(1);
}
