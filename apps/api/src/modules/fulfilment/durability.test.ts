import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createJobQueue, jobSender, startJobs } from '../../platform/jobs.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/database.ts';
import { jobsSent } from '../../testing/jobs.ts';
import { createServices, jobDefinitions, type Services } from '../index.ts';
import { lockOrder, moveOrder } from '../orders/state.ts';
import { orderEvents, orders } from '../orders/tables.ts';
import { REFUND_QUEUE } from '../payments/queues.ts';
import { payOrder, WEBHOOK_BY_TEST } from '../payments/testing.ts';
import { attemptsOf } from './attempts.ts';
import { createSupplier, type Supplier } from './providers/index.ts';
import { DELIVER_QUEUE } from './queues.ts';
import { createFulfilmentService } from './service.ts';
import { deliveries } from './tables.ts';
import { insertOrder, statusOf, waitForStatus } from './testing.ts';

/**
 * Paid orders survive the workers: the delivery job is in the database from the payment's own
 * transaction, so whichever worker runs next delivers it; the sweep catches a job a dead worker held.
 */
let database: TestDatabase;
let services: Services;
// An API process: it takes the payment and sends jobs but works none (ROLE=api), as if every
// worker were down. Its supplier is too slow for its own timeout, so the delivery it starts right
// after a payment fails and only the queued job can deliver. With no worker, the gateway's own
// notification job does not run either: each test posts the notification itself.
const api = {
  app: undefined as unknown as FastifyInstance,
  boss: undefined as unknown as ReturnType<typeof createJobQueue>,
  config: loadConfig({ ...WEBHOOK_BY_TEST, SUPPLIER_TIMEOUT_MS: '50' }),
};
const silent = pino({ level: 'silent' });
// The workers' processes, with a supplier that answers in time.
const config = loadConfig(WEBHOOK_BY_TEST);

beforeAll(async () => {
  database = await createTestDatabase();
  api.boss = createJobQueue({ url: database.app.url, worker: false });
  const apiServices = createServices({ db: database.app.db, config: api.config, jobs: jobSender(api.boss) });
  await startJobs({ boss: api.boss, logger: silent, jobs: jobDefinitions(apiServices), worker: false });
  api.app = await buildApp({ db: database.app.db, config: api.config, services: apiServices });
  services = createServices({ db: database.app.db, config, jobs: jobSender(api.boss) });
});
afterAll(async () => {
  await api.app.close();
  await api.boss.stop({ graceful: false });
  await database.drop();
});

const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url: `/api/web/${path}`, headers, payload: body as object });

/** A guest's top-up, paid through the API process, whose own delivery attempt has failed. */
async function paidTopUp(playerId: string): Promise<string> {
  const guest = (await call('auth/loginByDevice', { DeviceId: `durability-${playerId}` })).json().data;
  const orderNo = await database.db.transaction((tx) =>
    insertOrder(tx, {
      customerId: guest.userId,
      productSlug: 'streamly',
      skuId: 'sku_streamly_70',
      playerId,
    }),
  );
  await payOrder({ ...api, call }, guest, orderNo);
  await expect
    .poll(async () => {
      const [row] = await database.db.select().from(deliveries).where(eq(deliveries.orderNo, orderNo));
      return row && { lastError: row.lastError, running: row.attemptStartedAt !== null };
    })
    .toEqual({ lastError: 'timeout', running: false });
  return orderNo;
}

async function startWorker() {
  const boss = createJobQueue({ url: database.app.url, worker: true });
  await startJobs({
    boss,
    logger: silent,
    jobs: jobDefinitions(services),
    worker: true,
    pollingIntervalSeconds: 0.5,
  });
  return boss;
}

describe('with every worker down', () => {
  it('keeps the paid order, and the next worker to start delivers it', async () => {
    const orderNo = await paidTopUp('51000001');
    const [delivery] = await jobsSent(api.boss, DELIVER_QUEUE, { orderNo });
    expect(delivery?.state).toBe('created');
    expect((await statusOf({ database }, orderNo)).status).toBe('pendingShipment');

    const worker = await startWorker();
    try {
      await waitForStatus({ database }, orderNo, 'completed');
    } finally {
      await worker.stop({ graceful: false });
    }
  });

  it('a job taken by a worker that died is caught by the sweep', async () => {
    const orderNo = await paidTopUp('51000002');
    // A worker takes the job and dies before finishing it: the job stays active, nobody delivers.
    const dying = createJobQueue({ url: database.app.url, worker: false });
    await dying.start();
    const [taken] = await dying.fetch(DELIVER_QUEUE.name);
    expect(taken?.data).toEqual({ orderNo });
    await dying.stop({ graceful: false });

    // Minutes later the sweep finds it still undelivered.
    await database.db
      .update(orders)
      .set({ paidAt: sql`now() - interval '6 minutes'` })
      .where(eq(orders.orderNo, orderNo));
    await services.fulfilment.sweep(silent);
    expect((await statusOf({ database }, orderNo)).status).toBe('completed');
  });

  it('the sweep refunds a paid order that could not be delivered for an hour', async () => {
    const orderNo = await paidTopUp('58000003'); // the supplier never answers
    await database.db
      .update(orders)
      .set({ paidAt: sql`now() - interval '61 minutes'` })
      .where(eq(orders.orderNo, orderNo));
    await services.fulfilment.sweep(silent);
    expect(await statusOf({ database }, orderNo)).toMatchObject({
      status: 'pendingRefund',
      failure: 'supplierFailed',
    });
  });
});

/**
 * A worker that takes the order's delivery job, starts its supplier call and dies there: the call
 * is never answered nor settled, and the job stays active until the queue expires it.
 */
async function cutShort(orderNo: string) {
  const dying = createJobQueue({ url: database.app.url, worker: false });
  await dying.start();
  // Every delivery waiting, as a worker's batch takes them: the earlier tests left some.
  const batch = await dying.fetch<{ orderNo: string }>(DELIVER_QUEUE.name, { batchSize: 50 });
  const taken = batch.find((job) => job.data.orderNo === orderNo);
  expect(taken).toBeDefined();
  const supplier = createSupplier(config.fulfilment);
  const neverAnswers: Supplier = { ...supplier, topUp: () => new Promise(() => undefined) };
  const fulfilment = createFulfilmentService({
    db: database.app.db,
    config: config.fulfilment,
    jobs: jobSender(dying),
    queueRefund: (tx, refunded) => jobSender(dying).send(tx, REFUND_QUEUE, { orderNo: refunded }),
    orderLink: services.orderLinks.linkFor,
    supplier: neverAnswers,
  });
  void fulfilment.deliver(orderNo, silent);
  await expect
    .poll(async () => (await attemptsOf(database.db, orderNo)).map((attempt) => attempt.outcome))
    .toEqual(['timeout', null]);
  await dying.stop({ graceful: false });
  const [cut] = (await attemptsOf(database.db, orderNo)).slice(-1);
  return { jobId: taken!.id, startedAt: cut!.startedAt };
}

const deliveredEvents = async (orderNo: string) =>
  database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderNo, orderNo), eq(orderEvents.reason, 'delivered')));

// Last: the look again a second worker may queue would be the next job the dying worker fetches.
describe('a delivery whose worker died', () => {
  it('mid supplier call is taken over once by the workers that start next, before its job expires', async () => {
    const orderNo = await paidTopUp('51000004');
    const dead = await cutShort(orderNo);
    // Not taken over while the call may still be running (an answer on its way), however slowly
    // this test reaches the sweep: it sweeps as at the call's timeout.
    const atTimeout = new Date(dead.startedAt.getTime() + config.fulfilment.supplierTimeoutMs);
    await services.fulfilment.sweep(silent, atTimeout);
    expect((await attemptsOf(database.db, orderNo)).length).toBe(2);

    // Two processes start at once, each sweeping once the call counts as cut short.
    const workers = await Promise.all([startWorker(), startWorker()]);
    try {
      await waitForStatus({ database }, orderNo, 'completed', 30_000);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop({ graceful: false })));
    }
    const attempts = await attemptsOf(database.db, orderNo);
    expect(attempts.map(({ outcome, finishedAt }) => [outcome, finishedAt !== null])).toEqual([
      ['timeout', true],
      [null, false],
      ['delivered', true],
    ]);
    expect(await deliveredEvents(orderNo)).toHaveLength(1);
    // Taken over by the start-up sweep, not by the queue expiring the dead worker's job.
    const [job] = await jobsSent(api.boss, DELIVER_QUEUE, { orderNo });
    expect(job).toMatchObject({ id: dead.jobId, state: 'active' });
  }, 60_000);

  it('before any supplier call is delivered by the next worker to start, once its payment is seconds old', async () => {
    const guest = (await call('auth/loginByDevice', { DeviceId: 'durability-51000005' })).json().data;
    const orderNo = await database.db.transaction(async (tx) => {
      const placed = await insertOrder(tx, {
        customerId: guest.userId,
        productSlug: 'streamly',
        skuId: 'sku_streamly_70',
        playerId: '51000005',
      });
      // Paid, and its job taken by a worker that died before it started delivering.
      await moveOrder(tx, (await lockOrder(tx, placed))!, 'pendingShipment', 'paid');
      return placed;
    });
    const { paidAt } = await statusOf({ database }, orderNo);
    const { takeoverAfterMs } = services.fulfilment.settings;
    const secondsOld = new Date(paidAt!.getTime() + takeoverAfterMs + 1_000);
    // A process that was running when it was paid leaves it to the worker that took its job.
    await services.fulfilment.sweep(silent, secondsOld);
    expect(await attemptsOf(database.db, orderNo)).toEqual([]);

    // One started since: not while the payment is so recent that a running worker may be on it.
    const next = createServices({ db: database.app.db, config, jobs: jobSender(api.boss) });
    await next.fulfilment.sweep(silent, paidAt!);
    expect(await attemptsOf(database.db, orderNo)).toEqual([]);
    expect((await statusOf({ database }, orderNo)).status).toBe('pendingShipment');

    await next.fulfilment.sweep(silent, secondsOld);
    expect((await statusOf({ database }, orderNo)).status).toBe('completed');
    expect(await deliveredEvents(orderNo)).toHaveLength(1);
  });
});
