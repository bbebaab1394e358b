import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createJobQueue,
  defineJob,
  jobQueue,
  jobSender,
  scheduleQueue,
  startJobs,
  type JobQueue,
} from './jobs.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { jobFinished, jobsSent } from '../testing/jobs.ts';

const GREETING = jobQueue('test.greeting', z.object({ name: z.string().min(1) }));

let database: TestDatabase;
let boss: ReturnType<typeof createJobQueue>;
const greeted: string[] = [];
const logged: { level: number; msg: string; err?: { message: string } }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  boss = createJobQueue({ url: database.app.url, worker: true });
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void logged.push(JSON.parse(line) as (typeof logged)[number]) },
  );
  await startJobs({
    boss,
    logger,
    worker: true,
    pollingIntervalSeconds: 0.5,
    jobs: [
      defineJob({
        queue: GREETING,
        run: async (_log, { name }) => void greeted.push(name),
      }),
    ],
  });
});
afterAll(async () => {
  await boss.stop({ graceful: false });
  await database.drop();
});

describe('a queue with a declared payload', () => {
  it('runs a job with the payload it was sent', async () => {
    await database.db.transaction((tx) => jobSender(boss).send(tx, GREETING, { name: 'Ada' }));
    const [sent] = await jobsSent(boss, GREETING, { name: 'Ada' });
    await jobFinished(boss, GREETING, sent!.id);
    expect(greeted).toContain('Ada');
  });

  it('refuses to send a payload it does not declare, and the transaction sends nothing', async () => {
    // A caller the types cannot see (a payload built from JSON, say).
    const untyped = GREETING as JobQueue<unknown>;
    await expect(
      database.db.transaction((tx) => jobSender(boss).send(tx, untyped, { name: '' })),
    ).rejects.toThrow(/test\.greeting.*name/);
    expect(await jobsSent(boss, GREETING, { name: '' })).toEqual([]);
  });

  it('drops a job whose payload it refuses, logging the queue and the field, never the values', async () => {
    const id = await boss.send(GREETING.name, { name: 42, secret: 'never logged' });
    await jobFinished(boss, GREETING, id!);
    const dropped = logged.find((line) => line.msg === 'job dropped');
    expect(dropped?.level).toBe(50);
    expect(dropped?.err?.message).toBe('a job on test.greeting carries a payload its queue refuses at name');
    expect(JSON.stringify(logged)).not.toContain('never logged');
    expect(greeted).not.toContain(42);
  });
});

const HOURLY = scheduleQueue('test.hourly');

describe('a schedule', () => {
  it('is dropped as the workers start when no job defines it any more', async () => {
    await boss.createQueue('test.retired');
    await boss.schedule('test.retired', '* * * * *', null, { tz: 'UTC' });
    const restarted = createJobQueue({ url: database.app.url, worker: true });
    try {
      await startJobs({
        boss: restarted,
        logger: pino({ level: 'silent' }),
        worker: true,
        jobs: [defineJob({ queue: HOURLY, cron: '0 * * * *', run: async () => undefined })],
      });
      expect((await restarted.getSchedules()).map((schedule) => schedule.name)).toEqual([HOURLY.name]);
    } finally {
      await restarted.stop({ graceful: false });
    }
  });
});
