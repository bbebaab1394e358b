import { expect, test } from '@playwright/test';
import { openUserMenu, register } from './support/account';
import { buy, orderStatus } from './support/checkout';
import { uniqueEmail } from './support/mail';
import { messages } from './support/messages';

// Issue 5: My Orders and Invite Orders (spec sections 2 and 6), as the customers see them.

const { en } = messages;

test('a friend who registered with my invite code shows in Invite Orders, masked', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const inviter = uniqueEmail('inviter');
  await page.goto('/en');
  await register(page, 'en', inviter, 'secret-42');
  await page.goto('/en/myAccount');
  const codeTerm = page.getByRole('main').getByText(en.account.inviteCode, { exact: true });
  const code = (await codeTerm.locator('xpath=following-sibling::dd[1]').textContent())!.trim();
  expect(code).toMatch(/^\w+$/);

  // The friend, in a browser of their own, registers with the code and places an order.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  const friendEmail = uniqueEmail('invitee');
  await friend.goto('/en');
  await register(friend, 'en', friendEmail, 'secret-42', code);
  const orderNo = await buy(friend, 'en', 'mecha-arena', { playerId: '5567890' });
  await friendContext.close();

  await page.goto('/en/myOrder');
  await expect(page.getByRole('main').getByText(en.orders.empty)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: en.orders.inviteTitle }).click();
  await expect(page).toHaveURL(/\/en\/myOrder\?invite=true$/);
  const line = page.getByRole('main').getByRole('listitem').filter({ hasText: orderNo });
  await expect(line).toBeVisible();
  await expect(line.getByText(en.orders.status_waitingPayment)).toBeVisible();
  // Never the friend's whole address.
  await expect(line).not.toContainText(friendEmail);
  await expect(line).toContainText(`@e2e.test`);
});

test('the user menu leads a signed-in customer to Invite Orders and a guest to sign in for My Orders', async ({
  page,
}) => {
  await page.goto('/en');
  await openUserMenu(page, en);
  await page.getByRole('banner').getByRole('link', { name: en.user.myOrders }).click();
  await expect(page).toHaveURL(/\/en\/login/);

  await register(page, 'en', uniqueEmail('menu-orders'), 'secret-42');
  await page.goto('/en');
  await openUserMenu(page, en);
  await page.getByRole('banner').getByRole('link', { name: en.user.inviteOrders }).click();
  await expect(page).toHaveURL(/\/en\/myOrder\?invite=true$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.orders.inviteTitle);
  await expect(page.getByRole('main').getByText(en.orders.inviteEmpty)).toBeVisible();
});

test("a guest's order page offers an account, and the order joins the account made on that device", async ({
  page,
}) => {
  const orderNo = await buy(page, 'en', 'mecha-arena', { playerId: '5678901' });
  await page.goto(`/en/orderDetail?orderNo=${orderNo}`);
  const main = page.getByRole('main');
  await expect(orderStatus(page, en)).toHaveText(en.orders.status_waitingPayment);
  await expect(main.getByRole('link', { name: /create an account/ })).toHaveAttribute(
    'href',
    '/en/login/register',
  );

  await register(page, 'en', uniqueEmail('guest-then-account'), 'secret-42');
  await page.goto('/en/myOrder');
  await expect(main.getByRole('link', { name: new RegExp(orderNo) })).toBeVisible();
});

test('an order page refreshes by its button, and on a phone by pulling down', async ({ page }, testInfo) => {
  const orderNo = await buy(page, 'en', 'questnet-card');
  await page.goto(`/en/orderDetail?orderNo=${orderNo}`);
  const main = page.getByRole('main');
  await expect(orderStatus(page, en)).toHaveText(en.orders.status_waitingPayment);
  const asked = () => page.waitForRequest((request) => request.url().endsWith('/api/web/order/orderDetail'));

  let request = asked();
  await main.getByRole('button', { name: en.orders.refresh }).click();
  await request;

  // Pulling down is a touch gesture: the phone project's.
  if (!testInfo.project.use.hasTouch) return;
  request = asked();
  await page.evaluate(() => {
    const touch = (y: number) => [
      new Touch({ identifier: 1, target: document.body, clientX: 100, clientY: y }),
    ];
    window.dispatchEvent(new TouchEvent('touchstart', { touches: touch(100) }));
    window.dispatchEvent(new TouchEvent('touchmove', { touches: touch(220) }));
    window.dispatchEvent(new TouchEvent('touchend', { touches: [] }));
  });
  await request;
});
