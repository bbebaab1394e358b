import { expect, test } from '@playwright/test';
import { messages } from './support/messages';
import { sessionToken } from './support/session';

// Issue 4: the catalogue over the API's demo games, browsed as a customer would.

const { en, ru } = messages;
const STARFALL = { en: 'Starfall Legends', ru: 'Легенды Звездопада' };

for (const [lang, texts, price] of [
  ['en', en, 'RUB 99.00'],
  ['ru', ru, '99,00 ₽'],
] as const) {
  test(`home → game top-ups → a game page, in ${lang}`, async ({ page }) => {
    await page.goto(`/${lang}`);
    const topUps = page.getByRole('region', { name: texts.home.rangeTopUps });
    await topUps.getByRole('link', { name: new RegExp(STARFALL[lang]) }).click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/gameBuy/starfall-legends$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(STARFALL[lang]);
    await expect(page.getByText(texts.game.deliveryTopUp)).toBeVisible();
    const first = page.getByRole('radio').first();
    await expect(first).toBeChecked();
    await expect(page.getByRole('group', { name: texts.game.chooseAmount })).toContainText(price);
    // A discounted denomination shows its original price struck through.
    await expect(page.locator('s').first()).toBeVisible();
    await expect(page.getByLabel(texts.game.playerId)).toBeVisible();
    await expect(page.getByText(texts.game.playerIdHint)).toBeVisible();
    await expect(page.getByLabel(texts.game.server)).toBeVisible();
    await expect(page.getByRole('button', { name: texts.game.buy })).toBeEnabled();
  });
}

test('a disabled denomination is listed as unavailable and cannot be chosen', async ({ page }) => {
  await page.goto('/en/gameBuy/mecha-arena');
  await expect(page.getByRole('radio', { name: /6480 Credits/ })).toBeDisabled();
  await expect(page.getByText(en.game.unavailable)).toBeVisible();
});

test('search finds a game despite a typo, as the customer types', async ({ page }) => {
  await page.goto('/ru');
  await sessionToken(page);
  const box = page.getByRole('combobox', { name: ru.search.label });
  await box.fill('strafall');
  const option = page.getByRole('option', { name: STARFALL.ru });
  await expect(option).toBeVisible();
  await box.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/ru\/gameBuy\/starfall-legends$/);
});

test('recently viewed keeps the last four distinct games, newest first', async ({ page }) => {
  const visits = ['starfall-legends', 'mecha-arena', 'dragon-oath', 'starfall-legends', 'pixel-raiders'];
  for (const game of [...visits, 'kingdom-forge']) {
    await page.goto(`/en/gameBuy/${game}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The list is written once the page has hydrated.
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'historyIdList'))
      .toBe(true);
    await expect
      .poll(async () =>
        decodeURIComponent(
          (await page.context().cookies()).find((c) => c.name === 'historyIdList')?.value ?? '',
        ),
      )
      .toContain(`"id":"${game}"`);
  }
  await page.goto('/en');
  const recent = page.getByRole('region', { name: en.catalog.recent }).getByRole('link');
  await expect(recent).toHaveText([/Kingdom Forge/, /Pixel Raiders/, /Starfall Legends/, /Dragon Oath/]);
});

test('prices follow the region chosen in Settings', async ({ page }) => {
  await page.goto('/en/gameBuy/starfall-legends');
  await sessionToken(page);
  const amounts = page.getByRole('group', { name: en.game.chooseAmount });
  await expect(amounts).toContainText('RUB 99.00');

  await page.getByRole('button', { name: en.settings.open }).click();
  const dialog = page.getByRole('dialog', { name: en.settings.title });
  await dialog.getByLabel(en.settings.region).selectOption('SGP');
  await dialog.getByRole('button', { name: en.settings.save }).click();

  await expect(amounts).toContainText('SGD 1.30');
  await expect(amounts).not.toContainText('RUB');
});

test('short game addresses show the game page', async ({ page }) => {
  expect((await page.goto('/ru/starfall-legends'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STARFALL.ru);
  expect((await page.goto('/starfall-legends'))?.status()).toBe(200);
  await expect(page).toHaveURL(/\/starfall-legends$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STARFALL.ru);
});

for (const path of ['/en/gameBuy/no-such-game', '/en/no-such-game', '/no-such-game']) {
  test(`an unknown game is the full 404 page: ${path}`, async ({ page, context }) => {
    await context.addCookies([{ name: 'lang', value: 'en', url: 'http://localhost' }]);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    // Rendered on the server, not by the browser after an empty error page.
    expect(await response?.text()).toContain(en.notFound.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.title);
  });
}

test('a game page carries its metadata, alternates and Product structured data', async ({
  page,
  request,
}) => {
  await page.goto('/en/gameBuy/starfall-legends');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/en\/gameBuy\/starfall-legends$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute(
    'href',
    /\/ru\/gameBuy\/starfall-legends$/,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Starfall Legends/);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'Product', name: 'Starfall Legends' });
  expect(jsonLd.offers).toMatchObject({ priceCurrency: 'RUB', lowPrice: '99.00' });

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/ru/gameBuy/starfall-legends</loc>');
  expect(sitemap).toContain('/en/news</loc>');
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: .*\/sitemap\.xml/);
});
