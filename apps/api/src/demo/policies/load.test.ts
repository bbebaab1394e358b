import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../platform/db/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/database.ts';
import { sitePages, sitePageTexts } from '../../modules/content/tables.ts';
import { DEMO_DATA_VERSION, loadDemoData } from '../load.ts';
import { demoDataLoads } from '../tables.ts';
import { DEMO_POLICIES, POLICIES_UPDATED_AT } from './index.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  await migrateDatabase(database);
});
afterAll(() => database.drop());

const text = async (pageKey: string, lang: string) => {
  const [row] = await database.db
    .select({ title: sitePageTexts.title, content: sitePageTexts.content, updatedAt: sitePages.updatedAt })
    .from(sitePageTexts)
    .innerJoin(sitePages, eq(sitePages.key, sitePageTexts.pageKey))
    .where(and(eq(sitePageTexts.pageKey, pageKey), eq(sitePageTexts.lang, lang)));
  return row!;
};

describe('the demo policy documents', () => {
  it('reach a demo database that an earlier demo version loaded, unless an operator changed the page', async () => {
    // As an earlier demo left it: its load, and two-line documents written in that load.
    const earlier = new Date('2026-11-01T09:00:00Z');
    await database.db.insert(demoDataLoads).values({ version: DEMO_DATA_VERSION - 1, loadedAt: earlier });
    await database.db.insert(sitePages).values([
      { key: 'terms', updatedAt: earlier },
      { key: 'refund', updatedAt: new Date('2026-11-20T09:00:00Z') },
    ]);
    await database.db.insert(sitePageTexts).values([
      { pageKey: 'terms', lang: 'ru', title: 'Условия', content: 'Старый текст.' },
      { pageKey: 'refund', lang: 'ru', title: 'Возврат', content: 'Текст оператора.' },
    ]);

    expect(await loadDemoData(database.db)).toBe('loaded');

    // Unchanged since the earlier load: replaced, in every language, dated by the documents.
    expect(await text('terms', 'ru')).toEqual({
      title: DEMO_POLICIES.ru.terms[0],
      content: DEMO_POLICIES.ru.terms[1],
      updatedAt: POLICIES_UPDATED_AT,
    });
    expect((await text('terms', 'en')).content).toBe(DEMO_POLICIES.en.terms[1]);
    // Edited by an operator after that load: left as they wrote it.
    expect(await text('refund', 'ru')).toMatchObject({ title: 'Возврат', content: 'Текст оператора.' });
    // A page the earlier demo never wrote arrives whole.
    expect(await text('cookie', 'vi')).toMatchObject({ content: DEMO_POLICIES.vi.cookie[1] });
    const { rows } = await database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM site_page_texts WHERE page_key = 'privacy'`,
    );
    expect(rows[0]!.n).toBe(12);
  });
});
