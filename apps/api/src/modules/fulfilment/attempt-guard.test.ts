import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSender } from '../../platform/jobs.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { lockOrder, moveOrder } from '../orders/state.ts';
import { orders } from '../orders/tables.ts';
import { createSupplier, type Supplier } from './providers/index.ts';
import { REFUND_QUEUE } from '../payments/queues.ts';
import { DELIVER_QUEUE } from './queues.ts';
import { createFulfilmentService } from './service.ts';
import { deliveries } from './tables.ts';
import { guestOf, insertOrder, statusOf, waitForRefund } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A top-up paid two hours ago and never delivered (its job lost): past the sweep's give-up. */
async function longPaidTopUp(playerId: string): Promise<string> {
  const { customerId } = await guestOf(t);
  return t.database.db.transaction(async (tx) => {
    const orderNo = await insertOrder(tx, {
      customerId,
      productSlug: 'streamly',
      skuId: 'sku_streamly_70',
      playerId,
    });
    await moveOrder(tx, (await lockOrder(tx, orderNo))!, 'pendingShipment', 'paid');
    await tx
      .update(orders)
      .set({ paidAt: sql`now() - interval '2 hours'` })
      .where(eq(orders.orderNo, orderNo));
    return orderNo;
  });
}

async function deliveryOf(orderNo: string) {
  const [row] = await t.database.db.select().from(deliveries).where(eq(deliveries.orderNo, orderNo));
  return row;
}

async function refundJobsFor(orderNo: string): Promise<number> {
  const rows = await t.database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${REFUND_QUEUE.name} AND data->>'orderNo' = ${orderNo}`,
  );
  return rows.rows[0]!.n;
}

/** Deliveries of the order queued to run later (a look again), not now. */
async function laterDeliveriesOf(orderNo: string): Promise<number> {
  const rows = await t.database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${DELIVER_QUEUE.name}
        AND data->>'orderNo' = ${orderNo} AND start_after > now()`,
  );
  return rows.rows[0]!.n;
}

/** A process whose supplier holds every top-up until the test lets it answer. */
function heldSupplierProcess() {
  const supplier = createSupplier(t.config.fulfilment);
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const held: Supplier = {
    ...supplier,
    topUp: async (input) => {
      await answered;
      return supplier.topUp(input);
    },
  };
  const fulfilment = createFulfilmentService({
    db: t.database.db,
    config: t.config.fulfilment,
    jobs: jobSender(t.boss),
    queueRefund: (tx, orderNo) => jobSender(t.boss).send(tx, REFUND_QUEUE, { orderNo }),
    orderLink: t.services.orderLinks.linkFor,
    supplier: held,
  });
  return { fulfilment, answer };
}

describe('a top-up whose supplier call is running', () => {
  it('is not refunded by the sweep or a give-up, and completes when the supplier answers', async () => {
    const orderNo = await longPaidTopUp('51770001');
    const other = heldSupplierProcess();
    const delivering = other.fulfilment.deliver(orderNo);
    await expect.poll(async () => (await deliveryOf(orderNo))?.attemptStartedAt ?? null).not.toBeNull();

    // This process's sweep finds the order an hour past its give-up, the dead-letter job gives up.
    await t.services.fulfilment.sweep();
    await t.services.fulfilment.giveUp(orderNo);
    expect(await statusOf(t, orderNo)).toMatchObject({ status: 'pendingShipment', failure: null });
    expect(await refundJobsFor(orderNo)).toBe(0);

    other.answer();
    await delivering;
    expect((await statusOf(t, orderNo)).status).toBe('completed');
    expect(await deliveryOf(orderNo)).toMatchObject({ attemptStartedAt: null, attempts: 1 });
    expect(await refundJobsFor(orderNo)).toBe(0);
  });

  it('is not called a second time by another process meanwhile, which looks again later', async () => {
    const orderNo = await longPaidTopUp('51770004');
    const other = heldSupplierProcess();
    const delivering = other.fulfilment.deliver(orderNo);
    await expect.poll(async () => (await deliveryOf(orderNo))?.attemptStartedAt ?? null).not.toBeNull();

    await t.services.fulfilment.deliver(orderNo);
    expect(await deliveryOf(orderNo)).toMatchObject({ attempts: 1 });
    expect(await laterDeliveriesOf(orderNo)).toBe(1);
    expect((await statusOf(t, orderNo)).status).toBe('pendingShipment');

    other.answer();
    await delivering;
    expect((await statusOf(t, orderNo)).status).toBe('completed');
    expect(await deliveryOf(orderNo)).toMatchObject({ attempts: 1, attemptStartedAt: null });
  });

  it('holds the refund back only for the timeout and a margin: a call whose worker died does not', async () => {
    const orderNo = await longPaidTopUp('58770002'); // the supplier never answers this player
    const { supplierTimeoutMs } = t.config.fulfilment;
    await t.database.db.insert(deliveries).values({
      orderNo,
      attempts: 1,
      attemptStartedAt: sql`now() - ${supplierTimeoutMs + 61_000} * interval '1 millisecond'`,
    });
    await t.services.fulfilment.giveUp(orderNo);
    const order = await waitForRefund(t, orderNo);
    expect(order.failure).toBe('supplierFailed');
    expect(await refundJobsFor(orderNo)).toBe(1);
  });

  it('is marked running only while the supplier call lasts, success or failure', async () => {
    const orderNo = await longPaidTopUp('59770003'); // every top-up of this player is rejected
    await t.services.fulfilment.deliver(orderNo);
    // A rejection refunds at once: the attempt that failed no longer holds it back.
    expect((await statusOf(t, orderNo)).status).toMatch(/^(pendingRefund|refunded)$/);
    expect(await deliveryOf(orderNo)).toMatchObject({ attemptStartedAt: null, lastError: 'rejected' });
  });
});
