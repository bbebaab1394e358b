import { expect, test } from '@playwright/test';
import { messages } from './support/messages';

// Issue 4: news and promotions, the help centre and the policy pages, over the API's demo content.

const { en, ru } = messages;

test('the news list opens an article, and an unknown article is the 404 page', async ({ page }) => {
  await page.goto('/en/news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.news.title);
  const first = page.getByRole('main').getByRole('link').first();
  const title = (await first.locator('strong').textContent()) ?? '';
  expect(title).not.toBe('');
  await first.click();
  await expect(page).toHaveURL(/\/en\/news\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByRole('link', { name: en.news.back }).click();
  await expect(page).toHaveURL(/\/en\/news$/);

  const response = await page.goto('/en/news/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.title);
});

test('the help centre lists questions by topic, with the support contacts', async ({ page }) => {
  await page.goto('/ru/help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.help.title);
  const topics = page.getByRole('list', { name: ru.help.topics }).getByRole('link');
  await expect(topics.first()).toHaveAttribute('aria-current', 'page');
  await topics.nth(1).click();
  await expect(page).toHaveURL(/\/ru\/help\?topic=/);
  await expect(topics.nth(1)).toHaveAttribute('aria-current', 'page');

  const question = page.locator('summary').first();
  const text = (await question.textContent()) ?? '';
  await question.click();
  await page.getByRole('link', { name: ru.help.permalink }).first().click();
  await expect(page).toHaveURL(/\/ru\/helpDetail\?id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);

  await page.goto('/ru/help');
  const contacts = page.getByRole('region', { name: ru.help.contactsTitle });
  await expect(contacts.getByRole('link', { name: /@/ })).toBeVisible();

  expect((await page.goto('/ru/helpDetail?id=no-such-entry'))?.status()).toBe(404);
});

test('the home page lists the promotions, each opening its article', async ({ page }) => {
  await page.goto('/en');
  const promotion = page.getByRole('region', { name: en.catalog.promotions }).getByRole('link').first();
  const title = (await promotion.locator('strong').textContent()) ?? '';
  await promotion.click();
  await expect(page).toHaveURL(/\/en\/news\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // A promotion leads to what it sells.
  await page.getByRole('main').getByRole('link', { name: en.news.buyNow }).click();
  await expect(page).toHaveURL(/\/en\/gameBuy\/[\w-]+$/);
  await expect(page.getByRole('form', { name: en.game.formLabel })).toBeVisible();
});

for (const [lang, texts] of [
  ['en', en],
  ['ru', ru],
] as const) {
  test(`the footer leads to the policy pages and About us, in ${lang}`, async ({ page }) => {
    await page.goto(`/${lang}`);
    const footer = page.getByRole('contentinfo');
    for (const key of ['privacy', 'terms', 'refund', 'cookie', 'about'] as const) {
      await footer.getByRole('link', { name: texts.footer[key] }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/${key}$`));
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(page.getByRole('main')).toContainText(texts.pages.updated.split('{')[0]!.trim());
    }
  });
}
