import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../platform/db/client.ts';
import type { OrderFulfilment } from './fulfilment.ts';
import { moveOrder } from './state.ts';
import { orders } from './tables.ts';

/** How often each worker looks for unpaid orders past their deadline: an order closes at most this late. */
export const CLOSE_UNPAID_SWEEP_SECONDS = 2;

/** Orders read by one statement and closed one by one; a full batch reads again at once. */
const SWEEP_BATCH = 50;

// The status as a literal, as the partial index's predicate has it: a prepared plan still uses the index.
const overdue = and(sql`${orders.status} = 'waitingPayment'`, lte(orders.paymentDeadline, sql`now()`));

/**
 * Unpaid orders are closed at their deadline by every worker's sweep, where a job an order cost a
 * send as it was placed and a fetch, a read and a completion at its deadline for every order, paid
 * or not. The sweep's read goes through the partial index `orders_waiting_deadline_idx`, so that a
 * run that finds nothing is one statement on a few index pages. Due is judged by the database's
 * clock.
 */
export function createUnpaidClosing({
  db,
  fulfilment,
  afterClosed,
}: {
  db: Db;
  fulfilment: Pick<OrderFulfilment, 'releaseCodes'>;
  /** In the transaction that closes an unpaid order: its payment pages are to be closed too. */
  afterClosed?: ((tx: Tx, orderNo: string) => Promise<unknown>) | undefined;
}) {
  async function due(): Promise<string[]> {
    const rows = await db
      .select({ orderNo: orders.orderNo })
      .from(orders)
      .where(overdue)
      .orderBy(asc(orders.paymentDeadline))
      .limit(SWEEP_BATCH);
    return rows.map((row) => row.orderNo);
  }

  /**
   * Closes the order, frees its codes and has its payment pages closed, in one transaction of its
   * own: one order that fails does not hold back the others, and a payment arriving for another
   * order waits for no batch. The order is claimed only if it still waits past its deadline and no
   * one else holds it (SKIP LOCKED): another worker's sweep closing it, or a payment being applied,
   * after which it no longer waits. False when it was not this run's to close.
   */
  function close(orderNo: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.orderNo, orderNo), overdue))
        .for('update', { skipLocked: true });
      if (!order) return false;
      await moveOrder(tx, order, 'closed', 'deadline');
      await fulfilment.releaseCodes(tx, orderNo);
      await afterClosed?.(tx, orderNo);
      return true;
    });
  }

  return {
    /**
     * One sweep's run: every unpaid order past its deadline closed, a batch at a time. A payment
     * that arrives anyway reopens the order, or is refunded when its coupon has gone to another
     * order (see payments). Logs order numbers and counts only.
     */
    async closeOverdue(log: Logger): Promise<void> {
      for (;;) {
        const batch = await due();
        let closed = 0;
        let failed = 0;
        for (const orderNo of batch) {
          try {
            if (await close(orderNo)) closed++;
          } catch (error) {
            // Tried again at the next run: one order must not stop the others.
            failed++;
            log.error({ err: error, orderNo }, 'closing an unpaid order failed');
          }
        }
        if (closed > 0) log.info({ count: closed }, 'unpaid orders closed at their deadline');
        // Again at once only while it makes headway: orders that fail, or that others hold, wait
        // for the next run rather than being read over and over.
        if (batch.length < SWEEP_BATCH || closed === 0 || failed > 0) return;
      }
    },
  };
}
