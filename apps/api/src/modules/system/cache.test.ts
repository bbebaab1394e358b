import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { createCatalogCache } from './cache.ts';

/**
 * Junk headers cost no memory (issue 11, item 10): 3,000 home calls with distinct Currency headers
 * once grew an API process by 200 MB, a cached home answer for each.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const detail = async (headers: Record<string, string>) =>
  (await t.call('product/detail', { id: 'starfall-legends' }, headers)).json();

describe('the answers cache', () => {
  it('keys a product page on the currency, region and language the answer is for, not the headers', async () => {
    const rub = await detail({ lang: 'en', region: 'RUS', currency: 'RUB' });
    const kept = t.services.cache.size();
    for (let i = 0; i < 200; i++) {
      // Currencies and regions the store does not have fall back to the region's and the default.
      const junk = await detail({ lang: 'en', region: `Z${i}`, currency: `J${i}` });
      expect(junk).toEqual(rub);
    }
    expect(t.services.cache.size()).toBe(kept);

    // A currency the store has is an answer of its own.
    const myr = await detail({ lang: 'en', region: 'RUS', currency: 'MYR' });
    expect(myr.data.currency.code).toBe('MYR');
    expect(rub.data.currency.code).toBe('RUB');
    expect(t.services.cache.size()).toBe(kept + 1);
  });

  it('keeps at most its bound, dropping the oldest answer', async () => {
    const cache = createCatalogCache(t.database.db, 1000, 3);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => key);
    expect(cache.size()).toBe(3);
    // 'a' was dropped: it loads again; 'd' is still kept.
    expect(await cache.get('a', async () => 'a again')).toBe('a again');
    expect(await cache.get('d', async () => 'd again')).toBe('d');
  });

  it("keeps a value of the catalogue tables past the answers' minute, until the catalogue changes", async () => {
    const cache = createCatalogCache(t.database.db, 0);
    await cache.get('answer', async () => 'answer');
    await cache.getUntilChanged('index', async () => 'index');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      // A minute on, the answers load again; the catalogue's own value is still the one loaded.
      expect(await cache.get('answer', async () => 'answer again')).toBe('answer again');
      expect(await cache.getUntilChanged('index', async () => 'index again')).toBe('index');
      await t.database.db.execute(sql`UPDATE catalog_version SET version = version + 1 WHERE id = 1`);
      expect(await cache.getUntilChanged('index', async () => 'index after a change')).toBe(
        'index after a change',
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
