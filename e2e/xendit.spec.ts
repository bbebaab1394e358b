import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { buy, orderStatus, withAny } from './support/checkout';
import { uniqueEmail } from './support/mail';
import { messages } from './support/messages';
import { XENDIT_PORT } from './support/xendit';

// Issue 16: a customer in the Philippines pays with GCash through Xendit (the fake Xendit of
// globalSetup, speaking its e-wallet API and sending its callback), and the top-up is delivered.

const { en } = messages;

/** A guest's browser in a region of Xendit's, on the payment page of a top-up it just ordered. */
async function guestOrder(browser: Browser, region: string, currency: string, mail: string) {
  const context = await browser.newContext();
  const url = test.info().project.use.baseURL!;
  await context.addCookies([
    { name: 'region_key', value: region, url },
    { name: 'currency_key', value: currency, url },
  ]);
  const page = await context.newPage();
  const orderNo = await buy(page, 'en', 'mecha-arena', { playerId: '5123456', email: uniqueEmail(mail) });
  return { context, page, main: page.getByRole('main'), orderNo };
}

/** The payer answers in OVO's app on their phone (the fake Xendit's /app/<number>). */
async function answerInOvo(context: BrowserContext, local: string, answer: 'Pay' | 'Decline') {
  const phone = await context.newPage();
  await phone.goto(`http://127.0.0.1:${XENDIT_PORT}/app/${encodeURIComponent(`+62${local.slice(1)}`)}`);
  await phone.getByRole('button', { name: answer, exact: true }).click();
  await expect(phone.getByText('Nothing to approve.')).toBeVisible();
  await phone.close();
}

/** The payment page sees the order paid, and its page then shows it delivered. */
async function seeDelivered(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: en.checkout.paymentCompleted })).toBeVisible({
    timeout: 15_000,
  });
  await main.getByRole('link', { name: en.checkout.viewOrder }).click();
  await expect(orderStatus(page, en)).toHaveText(en.orders.status_completed, { timeout: 15_000 });
}

test('a guest in the Philippines pays a top-up in pesos with GCash and sees it delivered', async ({
  browser,
}) => {
  const { context, page, main, orderNo } = await guestOrder(browser, 'PHL', 'PHP', 'xendit-gcash');
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
  await seeDelivered(page);
  // Paid with GCash, as the order's facts say.
  await expect(main.getByText(en.checkout.method_xendit_gcash, { exact: true })).toBeVisible();
  await context.close();
});

// Issue "Real money in every region": OVO has no page; it asks its payer, named by mobile number,
// in OVO's app, and the store's page waits for that. The fake Xendit's /app/<number> is the app.
test('a guest in Indonesia pays in rupiah with OVO: gives the number, approves in the app, sees it delivered', async ({
  browser,
}) => {
  const { context, page, main, orderNo } = await guestOrder(browser, 'IDN', 'IDR', 'xendit-ovo');
  // The waiting page opened by hand before anything was sent to OVO has nothing to wait for: it
  // becomes the payment page again.
  await page.goto(`/en/payment?orderNo=${orderNo}&result=app`);
  await expect(page).toHaveURL(new RegExp(`/en/payment\\?orderNo=${orderNo}$`));
  await main.getByRole('radio', { name: en.checkout.method_xendit_ovo }).check();
  const number = main.getByRole('textbox', { name: en.checkout.ovoNumber });
  const pay = main.getByRole('button', { name: withAny(en.checkout.pay) });

  // A number that is not Indonesian is refused on the page, in words that say what to type.
  await number.fill('12345');
  await pay.click();
  await expect(main.getByRole('alert')).toHaveText(en.checkout.ovoNumberInvalid);
  await expect(page).toHaveURL(new RegExp(`/en/payment\\?orderNo=${orderNo}$`));

  // Written as people write it; the wallet is asked with +62.
  const local = `0812${String(Date.now()).slice(-8)}`;
  await number.fill(`${local.slice(0, 4)} ${local.slice(4, 8)} ${local.slice(8)}`);
  await pay.click();
  await expect(page).toHaveURL(new RegExp(`/en/payment\\?orderNo=${orderNo}&result=app$`));
  await expect(main.getByRole('heading', { name: en.checkout.ovoWaiting })).toBeVisible();

  await answerInOvo(context, local, 'Pay');

  // The waiting page follows the order: paid, then delivered.
  await seeDelivered(page);
  await expect(main.getByText(en.checkout.method_xendit_ovo, { exact: true })).toBeVisible();
  await context.close();
});

// Declined in OVO's app (or left to expire), the attempt fails but the order stays payable: the
// waiting page learns it from payment/attempt, says so, and sends it again to the same number.
test('a guest in Indonesia declines in OVO, is told so on the page, tries again and approves', async ({
  browser,
}) => {
  const { context, page, main, orderNo } = await guestOrder(browser, 'IDN', 'IDR', 'xendit-ovo-declined');
  await main.getByRole('radio', { name: en.checkout.method_xendit_ovo }).check();
  const local = `0813${String(Date.now()).slice(-8)}`;
  await main.getByRole('textbox', { name: en.checkout.ovoNumber }).fill(local);
  await main.getByRole('button', { name: withAny(en.checkout.pay) }).click();
  await expect(main.getByRole('heading', { name: en.checkout.ovoWaiting })).toBeVisible();

  await answerInOvo(context, local, 'Decline');

  await expect(main.getByRole('alert')).toContainText(en.checkout.ovoDeclined, { timeout: 15_000 });
  await expect(main.getByText(en.checkout.ovoDeclinedText)).toBeVisible();
  await expect(main.getByRole('link', { name: en.checkout.payAnotherWay })).toBeVisible();
  // The number it was sent to, ready to send again.
  await expect(main.getByRole('textbox', { name: en.checkout.ovoNumber })).toHaveValue(local);

  await main.getByRole('button', { name: en.checkout.ovoRetry }).click();
  await expect(main.getByRole('heading', { name: en.checkout.ovoWaiting })).toBeVisible();
  await answerInOvo(context, local, 'Pay');
  await seeDelivered(page);
  await expect(page).toHaveURL(new RegExp(`orderNo=${orderNo}`));
  await context.close();
});
