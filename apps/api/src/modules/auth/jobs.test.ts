import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createJobQueue, jobSender, startJobs } from '../../platform/jobs.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/database.ts';
import { createServices, jobDefinitions } from '../index.ts';
import { PURGE_SESSIONS_QUEUE, PURGE_VERIFICATIONS_QUEUE } from './queues.ts';
import { sessions, verifications } from './tables.ts';

let database: TestDatabase;
let boss: PgBoss;

beforeAll(async () => {
  database = await createTestDatabase();
  boss = createJobQueue({ url: database.app.url, worker: true });
  const services = createServices({ db: database.app.db, config: loadConfig({}), jobs: jobSender(boss) });
  await startJobs({
    boss,
    logger: pino({ level: 'silent' }),
    jobs: jobDefinitions(services),
    worker: true,
    pollingIntervalSeconds: 0.5,
  });
});
afterAll(async () => {
  await boss.stop({ graceful: false });
  await database.drop();
});

describe('the expired-session purge', () => {
  it('is scheduled in pg-boss', async () => {
    const schedule = await boss.getSchedule(PURGE_SESSIONS_QUEUE.name);
    expect(schedule).toMatchObject({ name: 'auth.purge-expired-sessions', cron: '23 * * * *' });
  });

  it('deletes expired sessions and keeps live ones when its job runs', async () => {
    const services = createServices({ db: database.app.db, config: loadConfig({}), jobs: jobSender(boss) });
    const device = (n: number) => `jobs-test-device-000${n}`;
    const expired = await services.auth.loginByDevice(
      device(1),
      { lang: undefined, region: undefined },
      '127.0.0.1',
    );
    const live = await services.auth.loginByDevice(
      device(2),
      { lang: undefined, region: undefined },
      '127.0.0.1',
    );
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.customerId, expired.userId));

    await boss.send(PURGE_SESSIONS_QUEUE.name, {});
    await expect
      .poll(async () => (await database.db.select().from(sessions)).map((row) => row.customerId), {
        timeout: 15_000,
        interval: 250,
      })
      .toEqual([live.userId]);
  });
});

describe('the verification purge', () => {
  it('deletes expired links and codes and those used over a day ago, and keeps live ones', async () => {
    const row = (id: string, expiresInMs: number, usedAgoMs?: number) => ({
      id,
      email: `${id}@example.com`,
      purpose: 'login' as const,
      codeHash: '0'.repeat(64),
      expiresAt: new Date(Date.now() + expiresInMs),
      usedAt: usedAgoMs === undefined ? null : new Date(Date.now() - usedAgoMs),
    });
    await database.db
      .insert(verifications)
      .values([
        row('ver_live', 600_000),
        row('ver_used_now', 600_000, 1000),
        row('ver_expired', -1000),
        row('ver_used_long_ago', 600_000, 2 * 24 * 3600 * 1000),
      ]);
    await boss.send(PURGE_VERIFICATIONS_QUEUE.name, {});
    await expect
      .poll(async () => (await database.db.select().from(verifications)).map((v) => v.id).sort(), {
        timeout: 15_000,
        interval: 250,
      })
      .toEqual(['ver_live', 'ver_used_now']);
  });
});
