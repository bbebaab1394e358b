import { expect, test } from '@playwright/test';
import { messages } from './support/messages';

// Spec section 2, "Layout" and "Not found".

const { en, ru } = messages;

test('the four navigation entries are reachable at every width', async ({ page }) => {
  await page.goto('/en');
  const wide = (page.viewportSize()?.width ?? 0) > 1000;
  const menuButton = page.getByRole('button', { name: en.nav.menu, exact: true });

  if (wide) {
    await expect(menuButton).toBeHidden();
  } else {
    await expect(page.getByRole('banner').getByRole('link', { name: en.nav.news })).toBeHidden();
    await menuButton.click();
  }
  const links = [
    [en.nav.home, '/en'],
    [en.nav.news, '/en/news'],
    [en.nav.messages, '/en/chat'],
    [en.nav.personal, '/en/myAccount'],
  ] as const;
  for (const [name, href] of links) {
    await expect(page.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href);
  }

  await page.getByRole('link', { name: en.nav.news, exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/news$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.news.title);
});

test('on a narrow screen the menu icon opens a popup with the four links', async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) > 1000, 'the popup exists only below 1000px');
  await page.goto('/ru');
  await page.getByRole('button', { name: ru.nav.menu, exact: true }).click();
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  for (const name of [ru.nav.home, ru.nav.news, ru.nav.messages, ru.nav.personal]) {
    await expect(popup.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await popup.getByRole('link', { name: ru.nav.messages, exact: true }).click();
  await expect(page).toHaveURL(/\/ru\/chat$/);
  await expect(popup).toBeHidden();
});

test('a guest sees the sign-in label in the header, which opens the sign-in popup', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: en.user.signIn }).click();
  await expect(page.getByRole('dialog', { name: en.auth.signInTitle })).toBeVisible();
});

for (const [lang, texts] of [
  ['en', en],
  ['ru', ru],
] as const) {
  test(`an unknown page shows the ${lang} not-found page and returns home after 2 seconds`, async ({
    page,
  }) => {
    // The 2 seconds start when the page has loaded, so counting from before the request is a
    // lower bound that a slow machine cannot break.
    const requestedAt = Date.now();
    const response = await page.goto(`/${lang}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: texts.notFound.title })).toBeVisible();
    await expect(page.getByRole('link', { name: texts.notFound.back })).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === `/${lang}`, { timeout: 8_000 });
    expect(Date.now() - requestedAt).toBeGreaterThanOrEqual(2_000);
  });
}

test('Back to Homepage on the not-found page goes home at once', async ({ page }) => {
  await page.goto('/en/missing-page/deeper');
  await page.getByRole('link', { name: en.notFound.back }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.home.title);
});
