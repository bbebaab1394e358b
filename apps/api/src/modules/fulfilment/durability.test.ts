import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { newId } from '../../platform/ids.ts';
import { createJobQueue, jobSender, startJobs } from '../../platform/jobs.ts';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/database.ts';
import { customers } from '../auth/tables.ts';
import { createServices, jobDefinitions, type Services } from '../index.ts';
import { orders } from '../orders/tables.ts';
import { DELIVER_QUEUE } from './service.ts';
import { insertOrder, markPaid, statusOf, waitForStatus } from './testing.ts';

/**
 * Paid orders survive the workers: the delivery job is in the database from the payment's own
 * transaction, so whichever worker runs next delivers it; the sweep catches a job a dead worker held.
 */
let database: TestDatabase;
let services: Services;
// An API process: it sends jobs but works none (ROLE=api), as if every worker were down.
const api = { boss: undefined as unknown as ReturnType<typeof createJobQueue> };
const silent = pino({ level: 'silent' });
const config = loadConfig({});

beforeAll(async () => {
  database = await createTestDatabase();
  api.boss = createJobQueue({ url: database.url, worker: false });
  services = createServices({ db: database.db, config, jobs: jobSender(api.boss) });
  await startJobs({ boss: api.boss, logger: silent, jobs: jobDefinitions(services), worker: false });
});
afterAll(async () => {
  await api.boss.stop({ graceful: false });
  await database.drop();
});

async function paidTopUp(playerId: string): Promise<string> {
  const customerId = newId('cus');
  await database.db
    .insert(customers)
    .values({ id: customerId, lang: 'en', regionCode: 'RUS', currencyCode: 'RUB' });
  const orderNo = await database.db.transaction((tx) =>
    insertOrder(tx, { customerId, productSlug: 'streamly', skuId: 'sku_streamly_70', playerId }),
  );
  await markPaid({ database, boss: api.boss }, orderNo);
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
    await new Promise((resolve) => setTimeout(resolve, 1500));
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
    const [taken] = await dying.fetch(DELIVER_QUEUE);
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
