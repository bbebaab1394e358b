import { expect, test } from '@playwright/test';
import { buy, orderStatus, withAny } from './support/checkout';
import { messages } from './support/messages';
import { YOOKASSA_PORT } from './support/yookassa';

// Issue 16: a card payment in roubles through YooKassa, here its local fake (started by
// globalSetup; scripts/e2e-server.mjs points the store at it): the store's payment page, YooKassa's
// hosted page, back to the store, and the order delivered once YooKassa's API says it is paid.

const { ru } = messages;

test.describe.configure({ timeout: 90_000 });

test('a guest pays a top-up by card in roubles on YooKassa’s page and sees it delivered', async ({
  page,
}) => {
  const orderNo = await buy(page, 'ru', 'mecha-arena', { playerId: '5123456' });
  const main = page.getByRole('main');
  const card = main.getByRole('radio', { name: ru.checkout.method_yookassa_card });
  // Russia's methods through YooKassa, each named and with its logo, before the sandbox's.
  for (const name of [
    ru.checkout.method_yookassa_card,
    ru.checkout.method_yookassa_sbp,
    ru.checkout.method_yookassa_sberpay,
    ru.checkout.method_yookassa_yoomoney,
  ]) {
    const row = main.locator('label').filter({ has: page.getByRole('radio', { name }) });
    await expect(row.locator('img')).toHaveJSProperty('complete', true);
    expect(await row.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await card.check();
  await main.getByRole('button', { name: withAny(ru.checkout.pay) }).click();

  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${YOOKASSA_PORT}/checkout/`));
  await expect(page.getByRole('heading', { name: /^Test payment \d+\.\d{2} RUB$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back on the store: only the order's own status says the payment is complete.
  await expect(page).toHaveURL(new RegExp(`/ru/payment\\?orderNo=${orderNo}$`));
  await expect(main.getByRole('heading', { name: ru.checkout.paymentCompleted })).toBeVisible({
    timeout: 15_000,
  });
  await main.getByRole('link', { name: ru.checkout.viewOrder }).click();
  await expect(orderStatus(page, ru)).toHaveText(ru.orders.status_completed, { timeout: 15_000 });
  await expect(main.getByText(ru.checkout.method_yookassa_card)).toBeVisible();
});
