import { HOME_KIND_LIMIT, KIND_PAGE_SIZE } from '@storefront/contracts/catalog';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';

// Issue 17: at 10,000 products the home page listed every one (1.2 MB an answer). It shows a
// shelf per kind and "See all"; product/listByKind pages the rest by keyset.

let t: TestApp;
const RUS = { lang: 'en', region: 'RUS', currency: 'RUB' };
/** More top-ups than two pages hold, so there is a middle page; a few sold only in Indonesia. */
const ADDED = 2 * KIND_PAGE_SIZE + 7;

beforeAll(async () => {
  t = await createTestApp();
  // Sort values repeat, so the slug alone must order products of one sort.
  await t.database.db.execute(sql`
    INSERT INTO products (slug, kind, sort, input_fields)
    SELECT 'shelf-game-' || lpad(i::text, 3, '0'), 'topup', 1000 + i % 7,
      '{"playerId": true, "characterName": false, "server": false, "servers": []}'
    FROM generate_series(1, ${ADDED}) i`);
  await t.database.db.execute(sql`
    INSERT INTO product_texts (product_slug, lang, name, description, unit, seo_title, seo_description, seo_keywords)
    SELECT slug, 'en', 'Shelf Game ' || right(slug, 3), '', 'Gems', '', '', '' FROM products
    WHERE slug LIKE 'shelf-game-%'`);
  await t.database.db.execute(sql`
    INSERT INTO product_regions (product_slug, region_code)
    SELECT slug, CASE WHEN right(slug, 1) = '5' THEN 'IDN' ELSE 'RUS' END FROM products
    WHERE slug LIKE 'shelf-game-%'`);
});
afterAll(() => t.close());

async function data(path: string, body: unknown, headers: Record<string, string> = RUS) {
  const answer = (await t.call(path, body, headers)).json();
  expect(answer.code, JSON.stringify(answer)).toBe(1);
  return answer.data;
}

/** The enabled top-ups sold in the region, in the store's order, as the database has them. */
async function topUpsIn(region: string): Promise<string[]> {
  const { rows } = await t.database.db.execute<{ slug: string }>(sql`
    SELECT p.slug FROM products p JOIN product_regions r ON r.product_slug = p.slug AND r.region_code = ${region}
    WHERE p.enabled AND p.kind = 'topup' ORDER BY p.sort, p.slug`);
  return rows.map((row) => row.slug);
}

/** Every page of a kind's list, following each page's cursor. */
async function allPages(kind: string, headers = RUS): Promise<{ id: string }[][]> {
  const pages: { id: string }[][] = [];
  let cursor: string | undefined;
  do {
    const page = await data('product/listByKind', { kind, ...(cursor ? { cursor } : {}) }, headers);
    pages.push(page.list);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return pages;
}

describe('home/home at scale', () => {
  it('shows each kind its first products in the store order, with "more" only where there are others', async () => {
    const home = await data('home/home', {});
    const topUps = home.categories.find((category: { kind: string }) => category.kind === 'topup');
    expect(topUps.products.map((card: { id: string }) => card.id)).toEqual(
      (await topUpsIn('RUS')).slice(0, HOME_KIND_LIMIT),
    );
    expect(topUps.more).toBe(true);
    for (const category of home.categories.filter((c: { kind: string }) => c.kind !== 'topup')) {
      expect(category.products.length).toBeLessThanOrEqual(HOME_KIND_LIMIT);
      expect(category.more).toBe(false);
    }
    // The popular row is not cut by the shelves' limit.
    expect(home.popular.map((card: { id: string }) => card.id).slice(0, 3)).toEqual([
      'starfall-legends',
      'mecha-arena',
      'dragon-oath',
    ]);
  });
});

describe('product/listByKind', () => {
  it('lists every product of the kind sold in the region exactly once, a page at a time, in a stable order', async () => {
    const pages = await allPages('topup');
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages.slice(0, -1)) expect(page).toHaveLength(KIND_PAGE_SIZE);
    const ids = pages.flat().map((card) => card.id);
    expect(ids).toEqual(await topUpsIn('RUS'));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('shelf-game-005');
    expect(pages.flat().map((card) => card.id)).toEqual((await allPages('topup')).flat().map((c) => c.id));

    const idn = { lang: 'id', region: 'IDN', currency: 'IDR' };
    expect((await allPages('topup', idn)).flat().map((card) => card.id)).toEqual(await topUpsIn('IDN'));
  });

  it('answers cards priced in the currency, one page and no cursor for a small kind', async () => {
    const page = await data('product/listByKind', { kind: 'gift_card' }, { ...RUS, lang: 'ru' });
    expect(page.currency.code).toBe('RUB');
    expect(page.nextCursor).toBeNull();
    expect(page.list.length).toBeGreaterThan(0);
    for (const card of page.list) {
      expect(card.kind).toBe('gift_card');
      expect(card.fromPrice).toBeGreaterThan(0);
    }
  });

  it('keeps a page to the products after its cursor when a product is added before it', async () => {
    const { nextCursor } = await data('product/listByKind', { kind: 'topup' });
    const second = await data('product/listByKind', { kind: 'topup', cursor: nextCursor });
    await t.database.db.execute(sql`
      INSERT INTO products (slug, kind, sort, input_fields)
      VALUES ('shelf-game-new', 'topup', -1, '{"playerId": true, "characterName": false, "server": false, "servers": []}')`);
    await t.database.db.execute(sql`
      INSERT INTO product_regions (product_slug, region_code) VALUES ('shelf-game-new', 'RUS')`);
    // The new product leads the kind within a second (the catalogue version), on the home page too.
    await expect
      .poll(async () => (await data('product/listByKind', { kind: 'topup' })).list[0].id, { timeout: 5000 })
      .toBe('shelf-game-new');
    expect((await data('home/home', {})).categories[0].products[0].id).toBe('shelf-game-new');
    // The page after the first page's cursor is the same: no product slid onto it from the one before.
    expect((await data('product/listByKind', { kind: 'topup', cursor: nextCursor })).list).toEqual(
      second.list,
    );
  });

  it('refuses a cursor the store did not make, and an unknown kind, naming the field', async () => {
    for (const cursor of ['abc', '12', '1~Bad Slug', '99999999999~a', '3000000000~a', '1~a'.repeat(30), 7]) {
      const res = await t.call('product/listByKind', { kind: 'topup', cursor }, { lang: 'en' });
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer.code, String(cursor)).toBe(-1101);
      expect(answer.msg).toContain('cursor');
    }
    const kind = (await t.call('product/listByKind', { kind: 'games' }, { lang: 'en' })).json();
    expect(kind.code).toBe(-1101);
    expect(kind.msg).toContain('kind');
  });
});
