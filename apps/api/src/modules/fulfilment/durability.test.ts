import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createJobQueue, jobSender, startJobs } from '../../platform/jobs.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/database.ts';
import { jobsSent } from '../../testing/jobs.ts';
import { createServices, jobDefinitions, type Services } from '../index.ts';
import { orders } from '../orders/tables.ts';
import { payOrder, WEBHOOK_BY_TEST } from '../payments/testing.ts';
import { DELIVER_QUEUE } from './queues.ts';
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
  api.boss = createJobQueue({ url: database.url, worker: false });
  const apiServices = createServices({ db: database.db, config: api.config, jobs: jobSender(api.boss) });
  await startJobs({ boss: api.boss, logger: silent, jobs: jobDefinitions(apiServices), worker: false });
  api.app = await buildApp({ db: database.db, config: api.config, services: apiServices });
  services = createServices({ db: database.db, config, jobs: jobSender(api.boss) });
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
  const boss = createJobQueue({ url: database.url, worker: true });
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
    const dying = createJobQueue({ url: database.url, worker: false });
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
