import { expect, test } from '@playwright/test';
import { buy, payOnSandbox } from './support/checkout';
import { uniqueEmail } from './support/mail';
import { messages } from './support/messages';

// Issue 13: catalogue texts as the customer reads them (defects 2, 4 and 10).

const { en, ru } = messages;

test.describe.configure({ timeout: 90_000 });

test("a game's servers are named in the page's language", async ({ page }) => {
  await page.goto('/ru/gameBuy/dragon-oath');
  const server = page.getByLabel(ru.game.server);
  await expect(server.getByRole('option', { name: 'Азия' })).toBeAttached();
  await expect(server.getByRole('option', { name: 'Asia' })).toHaveCount(0);
});

test('a live stream asks for the user ID on the platform, not a game account', async ({ page }) => {
  await page.goto('/en/gameBuy/streamly');
  const form = page.getByRole('form', { name: en.game.formLabel });
  await expect(form.getByRole('group', { name: en.game.streamAccountTitle })).toBeVisible();
  await expect(form.getByLabel(en.game.streamUserId)).toBeVisible();
  await expect(form.getByText(en.game.accountTitle)).toHaveCount(0);
});

test('a delivered gift card says how to redeem it, beside the code', async ({ page }) => {
  await buy(page, 'ru', 'playwave-gift-card', { email: uniqueEmail('gift-card') });
  await payOnSandbox(page, ru, 'sandboxPay');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: ru.checkout.viewOrder }).click();
  const codes = main.getByRole('region', { name: ru.orders.codesTitle });
  await expect(codes.locator('code')).toHaveCount(1, { timeout: 15_000 });
  const steps = codes.getByRole('list', { name: ru.orders.redeemTitle }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.first()).toContainText('Подарочная карта PlayWave');
});
