import { expect, test } from '@playwright/test';
import { buy, orderStatus, payOnSandbox } from './support/checkout';
import { orderLink, uniqueEmail } from './support/mail';
import { messages } from './support/messages';
import { sessionToken } from './support/session';

// Issue 13, defect 6: a guest gets back to an order from another browser, by the receipt's link or
// by looking it up with the order number and the receipt e-mail.

const { en } = messages;

test('a guest opens the order from another browser by the receipt link, then by a lookup', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('guest-links');
  const since = Date.now();
  const orderNo = await buy(page, 'en', 'mecha-arena', { playerId: '5123111', email });
  await payOnSandbox(page, en, 'sandboxPay');
  await page.goto(`/en/orderDetail?orderNo=${orderNo}`);
  await expect(orderStatus(page, en)).toHaveText(en.orders.status_completed, { timeout: 15_000 });

  // Another browser: the order is not there, and the page says how to find it.
  const other = await browser.newContext({ baseURL });
  const elsewhere = await other.newPage();
  await elsewhere.goto(`/en/orderDetail?orderNo=${orderNo}`);
  const main = elsewhere.getByRole('main');
  await expect(main.getByRole('heading', { name: en.orders.notFound })).toBeVisible();
  await expect(main.getByText(en.orders.notHere)).toBeVisible();

  // The receipt's link brings it here, and leaves the address without its secret.
  const receiptLink = await orderLink(email, since);
  await elsewhere.goto(receiptLink);
  await expect(elsewhere).toHaveURL(new RegExp(`/en/orderDetail\\?orderNo=${orderNo}$`));
  await expect(orderStatus(elsewhere, en)).toHaveText(en.orders.status_completed);
  await expect(main.getByText('5123111')).toBeVisible();

  // A third browser cannot reuse that link; it looks the order up instead.
  const third = await browser.newContext({ baseURL });
  const thirdPage = await third.newPage();
  await thirdPage.goto(receiptLink);
  const thirdMain = thirdPage.getByRole('main');
  await expect(thirdMain.getByRole('alert')).toContainText(en.apiErrors['-1222']);
  await thirdMain.getByRole('link', { name: en.orders.findOrder }).click();
  await expect(thirdPage).toHaveURL(new RegExp(`/en/orderLookup\\?orderNo=${orderNo}$`));
  await sessionToken(thirdPage);
  const form = thirdMain.getByRole('form', { name: en.orders.findOrder });
  await expect(form.getByLabel(en.orders.orderNo)).toHaveValue(orderNo);
  await form.getByLabel(en.orders.email).fill(email);
  const asked = Date.now();
  await form.getByRole('button', { name: en.orders.findOrderSubmit }).click();
  await expect(thirdMain.getByRole('status')).toHaveText(
    en.orders.findOrderSent.replace('{orderNo}', orderNo),
  );
  await thirdPage.goto(await orderLink(email, asked));
  await expect(orderStatus(thirdPage, en)).toHaveText(en.orders.status_completed);

  await other.close();
  await third.close();
});

test('the sign-in page that My Orders sends a guest to leads to finding an order', async ({ page }) => {
  await page.goto('/en/login');
  await page.getByRole('main').getByRole('link', { name: en.orders.guestOrders }).click();
  await expect(page).toHaveURL(/\/en\/orderLookup$/);
  await expect(page.getByRole('heading', { name: en.orders.findOrder, level: 1 })).toBeVisible();
});
