import { expect, test } from '@playwright/test';
import { messages } from './support/messages';
import { cookieValue, sessionToken } from './support/session';

// Spec section 4, "Saving settings": the choice is saved with updateInfo, the URL gets the new
// language prefix, the page reloads and shows the region's currency.

const { en, ru } = messages;

test('the settings dialog changes language and region, and the page shows the new currency', async ({
  page,
  context,
}) => {
  await page.goto('/ru/news');
  await sessionToken(page);
  await expect(page.getByRole('banner')).toContainText('RUB');

  await page.getByRole('button', { name: ru.settings.open }).click();
  const dialog = page.getByRole('dialog', { name: ru.settings.title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(ru.settings.region).selectOption('SGP');
  await dialog.getByLabel(ru.settings.language).selectOption('en');

  // The page reloads 20 ms after the answer, too soon to read its body from the page: the real
  // answer is passed through and read on the way.
  let saved: unknown;
  await page.route('**/api/web/user/updateInfo', async (route) => {
    const response = await route.fetch();
    saved = await response.json();
    await route.fulfill({ response });
  });
  await dialog.getByRole('button', { name: ru.settings.save }).click();
  await expect
    .poll(() => saved)
    .toMatchObject({ code: 1, data: { lang: 'en', region: 'SGP', currency: 'SGD' } });

  await expect(page).toHaveURL(/\/en\/news$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.news.title);
  await expect(page.getByRole('banner')).toContainText('SGD');
  expect(await cookieValue(context, 'lang')).toBe('en');
  expect(await cookieValue(context, 'region_key')).toBe('SGP');
  expect(await cookieValue(context, 'currency_key')).toBe('SGD');

  // The choice belongs to the session: a new page load still shows it.
  await page.goto('/en');
  await expect(page.getByRole('banner')).toContainText('SGD');
});

test('the region picker shows each region as name | currency with its flag', async ({ page }) => {
  await page.goto('/en');
  await sessionToken(page);
  await page.getByRole('button', { name: en.settings.open }).click();
  const dialog = page.getByRole('dialog', { name: en.settings.title });
  const options = dialog.getByLabel(en.settings.region).locator('option');
  await expect(options).toHaveCount(7);
  await expect(options.filter({ hasText: 'RUB' })).toHaveText(/\S.* \| RUB/);
  await expect(dialog.locator('img[src*="/flags/"]').first()).toBeVisible();
});
