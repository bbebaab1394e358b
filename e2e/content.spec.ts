import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_POLICIES } from '../apps/api/src/demo/policies/index.ts';
import { buy, withAny } from './support/checkout';
import { messages } from './support/messages';

// Issue 4: news and promotions, the help centre and the policy pages, over the API's demo content;
// issue 13: the policies are whole documents, reached from the footer and from the checkout.

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

const POLICIES = ['terms', 'refund', 'privacy', 'cookie'] as const;
type Policy = (typeof POLICIES)[number];

/** A policy page shows its document: its title, and the first of its section headings. */
async function expectPolicy(page: Page, lang: 'en' | 'ru', key: Policy) {
  const [title, body] = DEMO_POLICIES[lang][key];
  const firstHeading = /^## (.+)$/m.exec(body)![1]!;
  await expect(page).toHaveURL(new RegExp(`/${lang}/${key}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 2, name: firstHeading })).toBeVisible();
}

/** A link to a policy inside a sentence ("… agree to the Refund Policy"), whose words may be inflected. */
const policyLink = (scope: Locator, lang: string, key: Policy) =>
  scope.getByRole('link').and(scope.locator(`a[href="/${lang}/${key}"]`));

for (const [lang, texts] of [
  ['en', en],
  ['ru', ru],
] as const) {
  test(`the footer leads to the policy pages and About us, in ${lang}`, async ({ page }) => {
    await page.goto(`/${lang}`);
    const footer = page.getByRole('contentinfo');
    for (const key of [...POLICIES, 'about'] as const) {
      await footer.getByRole('link', { name: texts.footer[key] }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/${key}$`));
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(page.getByRole('main')).toContainText(texts.pages.updated.split('{')[0]!.trim());
      if (key !== 'about') await expectPolicy(page, lang, key);
    }
  });

  test(`the checkout links to the terms and the refund policy, in ${lang}`, async ({ page }) => {
    // What the purchase form's box agrees to opens beside the form, so what was typed stays.
    await page.goto(`/${lang}/gameBuy/arcadia-pass`);
    const form = page.getByRole('form', { name: texts.game.formLabel });
    for (const key of ['terms', 'refund'] as const) {
      const [policy] = await Promise.all([page.waitForEvent('popup'), policyLink(form, lang, key).click()]);
      await expectPolicy(policy, lang, key);
      await policy.close();
    }
    // The payment page says what paying agrees to, under Pay.
    await buy(page, lang, 'arcadia-pass');
    await expect(page.getByRole('button', { name: withAny(texts.checkout.pay) })).toBeVisible();
    for (const key of ['terms', 'refund', 'privacy'] as const) {
      const [policy] = await Promise.all([
        page.waitForEvent('popup'),
        policyLink(page.getByRole('main'), lang, key).click(),
      ]);
      await expectPolicy(policy, lang, key);
      await policy.close();
    }
  });
}
