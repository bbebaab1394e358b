import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../platform/db/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { agents } from '../modules/agents/tables.ts';
import { regionNames, regions } from '../modules/system/tables.ts';
import { DEMO_AGENT } from './agent.ts';
import { loadDemoData } from './load.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  await migrateDatabase(database);
});
afterAll(() => database.drop());

async function counts() {
  const { rows } = await database.db.execute<Record<string, number>>(sql`
    SELECT (SELECT count(*)::int FROM products) AS products,
           (SELECT count(*)::int FROM skus) AS skus,
           (SELECT count(*)::int FROM product_keys) AS codes,
           (SELECT count(*)::int FROM agents) AS agents,
           (SELECT count(*)::int FROM regions) AS regions,
           (SELECT count(*)::int FROM payment_methods) AS "paymentMethods",
           (SELECT count(*)::int FROM coupon_templates) AS "couponTemplates"`);
  return rows[0]!;
}

describe('demo data', () => {
  it('is not there when the store starts without DEMO_DATA: no products, no codes, no agent', async () => {
    // Only the spec's default region, so that the empty store still answers its customers.
    expect(await counts()).toEqual({
      products: 0,
      skus: 0,
      codes: 0,
      agents: 0,
      regions: 1,
      paymentMethods: 0,
      couponTemplates: 0,
    });
  });

  it('loads once: what an operator deleted or changed stays as they left it on the next start', async () => {
    expect(await loadDemoData(database.db)).toBe('loaded');
    const loaded = await counts();
    expect(loaded.products).toBeGreaterThan(10);
    expect(loaded.codes).toBeGreaterThan(0);
    expect(loaded.agents).toBe(1);
    expect(loaded.regions).toBe(7);

    await database.db.delete(agents).where(eq(agents.email, DEMO_AGENT.email));
    await database.db.update(regions).set({ sort: 999 }).where(eq(regions.code, 'RUS'));
    await database.db.delete(regionNames).where(eq(regionNames.regionCode, 'VNM'));
    await database.db.delete(regions).where(eq(regions.code, 'VNM'));

    expect(await loadDemoData(database.db)).toBe('already');
    expect(await counts()).toEqual({ ...loaded, agents: 0, regions: 6 });
    const [rus] = await database.db.select().from(regions).where(eq(regions.code, 'RUS'));
    expect(rus!.sort).toBe(999);
  });
});
