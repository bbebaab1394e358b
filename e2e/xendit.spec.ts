import { expect, test } from '@playwright/test';
import { buy, orderStatus, withAny } from './support/checkout';
import { uniqueEmail } from './support/mail';
import { messages } from './support/messages';
import { XENDIT_PORT } from './support/xendit';

// Issue 16: a customer in the Philippines pays with GCash through Xendit (the fake Xendit of
// globalSetup, speaking its e-wallet API and sending its callback), and the top-up is delivered.

const { en } = messages;

test('a guest in the Philippines pays a top-up in pesos with GCash and sees it delivered', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const url = test.info().project.use.baseURL!;
  await context.addCookies([
    { name: 'region_key', value: 'PHL', url },
    { name: 'currency_key', value: 'PHP', url },
  ]);
  const page = await context.newPage();
  const orderNo = await buy(page, 'en', 'mecha-arena', {
    playerId: '5123456',
    email: uniqueEmail('xendit-gcash'),
  });
  const main = page.getByRole('main');
  const gcash = main.getByRole('radio', { name: en.checkout.method_xendit_gcash });
  await gcash.check();
  await main.getByRole('button', { name: withAny(en.checkout.pay) }).click();

  // GCash's own page, at Xendit: the amount in pesos with centavos.
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${XENDIT_PORT}/checkout/ewc_`));
  await expect(page.getByRole('heading', { name: 'PH_GCASH' })).toBeVisible();
  await expect(page.getByText(/PHP \d+(\.\d{1,2})?/)).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back at the store, which waits for Xendit's word, not the address's "success".
  await expect(page).toHaveURL(new RegExp(`/en/payment\\?orderNo=${orderNo}&result=success$`));
  await expect(main.getByRole('heading', { name: en.checkout.paymentCompleted })).toBeVisible({
    timeout: 15_000,
  });
  await main.getByRole('link', { name: en.checkout.viewOrder }).click();
  await expect(orderStatus(page, en)).toHaveText(en.orders.status_completed, { timeout: 15_000 });
  // Paid with GCash, as the order's facts say.
  await expect(main.getByText(en.checkout.method_xendit_gcash, { exact: true })).toBeVisible();
  await context.close();
});
