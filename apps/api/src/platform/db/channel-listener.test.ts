import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/database.ts';
import { createChannelListener } from './channel-listener.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const listenerPids = async () =>
  (
    await database.db.execute<{ pid: number }>(
      sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN test_channel%'`,
    )
  ).rows.map((row) => row.pid);

it('hears notifications, takes the channel again after losing it, and closes without throwing', async () => {
  const heard: string[] = [];
  let lost = 0;
  let back = 0;
  const listener = createChannelListener(database.db, {
    channel: 'test_channel',
    what: 'test listener',
    onPayload: (payload) => heard.push(payload),
    onLost: () => lost++,
    onBack: () => back++,
    wanted: () => true,
  });
  await listener.ensure();
  await database.db.execute(sql`SELECT pg_notify('test_channel', 'first')`);
  await expect.poll(() => heard).toEqual(['first']);

  for (const pid of await listenerPids()) await database.db.execute(sql`SELECT pg_terminate_backend(${pid})`);
  await expect.poll(() => [lost, back], { timeout: 5000 }).toEqual([1, 1]);
  await database.db.execute(sql`SELECT pg_notify('test_channel', 'second')`);
  await expect.poll(() => heard).toEqual(['first', 'second']);

  await listener.close();
  await listener.close();
  expect(await listenerPids()).toEqual([]);
});
