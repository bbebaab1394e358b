import { expect, test } from '@playwright/test';
import pg from 'pg';
import { messages } from './support/messages';
import { horizontalOverflow } from './support/staff';

// Issue 17: the home shows each kind's first ten games; "See all" opens the kind's page, which
// shows 30 and loads the next page on "Show more".

const { en, ru } = messages;
const database = `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? '54349'}/storefront`;
/** Beside the demo's top-ups (ten sold in Russia): more than a page of the kind, placed after them. */
const ADDED = 25;
const name = (i: number) => `Vellum Isle ${String(i).padStart(2, '0')}`;

test.beforeAll(async ({ request }) => {
  const client = new pg.Client(database);
  await client.connect();
  try {
    // Both viewports' workers may add them: the same rows, added once.
    await client.query(
      `INSERT INTO products (slug, kind, sort, input_fields)
       SELECT 'e2e-vellum-isle-' || lpad(i::text, 2, '0'), 'topup', 9000 + i,
         '{"playerId": true, "characterName": false, "server": false, "servers": []}'
       FROM generate_series(1, $1::int) i ON CONFLICT DO NOTHING`,
      [ADDED],
    );
    await client.query(
      `INSERT INTO product_texts (product_slug, lang, name, description, unit, seo_title, seo_description, seo_keywords)
       SELECT slug, 'en', 'Vellum Isle ' || right(slug, 2), '', 'Pearls', '', '', '' FROM products
       WHERE slug LIKE 'e2e-vellum-isle-%' ON CONFLICT DO NOTHING`,
    );
    await client.query(
      `INSERT INTO product_regions (product_slug, region_code)
       SELECT p.slug, r.code FROM products p CROSS JOIN regions r
       WHERE p.slug LIKE 'e2e-vellum-isle-%' ON CONFLICT DO NOTHING`,
    );
    await client.query(
      `INSERT INTO skus (id, product_slug, face_value, base_price)
       SELECT 'sku_e2e_vellum_' || right(slug, 2), slug, 100, 199 FROM products
       WHERE slug LIKE 'e2e-vellum-isle-%' ON CONFLICT DO NOTHING`,
    );
  } finally {
    await client.end();
  }
  // The store serves the change once its catalogue cache reads the new version (within a second).
  await expect
    .poll(async () => {
      const answer = await request.post('/api/web/product/listByKind', { data: { kind: 'topup' } });
      return (await answer.json()).data?.nextCursor ?? null;
    })
    .not.toBeNull();
});

test('home → "See all" top-ups → the next page on "Show more", every game once', async ({ page }) => {
  await page.goto('/en');
  const shelf = page.getByRole('region', { name: en.home.rangeTopUps });
  await expect(shelf.getByRole('listitem')).toHaveCount(10);
  await shelf.getByRole('link', { name: `${en.catalog.seeAll}: ${en.home.rangeTopUps}` }).click();

  await expect(page).toHaveURL(/\/en\/games\/top-ups$/);
  await expect(page).toHaveTitle(new RegExp(en.home.rangeTopUps));
  const list = page.getByRole('region', { name: en.home.rangeTopUps });
  await expect(list.getByRole('heading', { level: 1 })).toHaveText(en.home.rangeTopUps);
  const games = list.getByRole('link');
  await expect(games).toHaveCount(30);
  await expect(list.getByRole('link', { name: /Starfall Legends/ })).toBeVisible();
  await expect(list.getByText(name(ADDED))).toHaveCount(0);
  expect(await horizontalOverflow(page)).toBeUndefined();

  await page.getByRole('button', { name: en.catalog.showMore }).click();
  await expect(list.getByRole('link', { name: new RegExp(name(ADDED)) })).toBeVisible();
  await expect(page.getByRole('button', { name: en.catalog.showMore })).toHaveCount(0);
  const hrefs = await games.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(30);
  expect(new Set(hrefs).size).toBe(hrefs.length);
  for (let i = 1; i <= ADDED; i++)
    expect(hrefs).toContain(`/en/gameBuy/e2e-vellum-isle-${String(i).padStart(2, '0')}`);
  expect(await horizontalOverflow(page)).toBeUndefined();
});

test("a kind's page in Russian, and an unknown kind is the 404 page", async ({ page, request }) => {
  await page.goto('/ru/games/top-ups');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.home.rangeTopUps);
  await expect(page.getByRole('button', { name: ru.catalog.showMore })).toBeVisible();
  for (const word of ['cards', 'gift_card']) {
    expect((await request.get(`/en/games/${word}`)).status(), word).toBe(404);
  }
});
