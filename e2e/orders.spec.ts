import { expect, test } from '@playwright/test';
import { openUserMenu, register } from './support/account';
import { buy, orderStatus, payOnSandbox } from './support/checkout';
import { uniqueEmail } from './support/mail';
import { sessionToken } from './support/session';
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

test('an open order page follows its order to delivery across the server ending its live status stream, without a flicker', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const orderNo = await buy(page, 'en', 'mecha-arena', { playerId: '5123789' });
  const detail = await context.newPage();
  const streams: string[] = [];
  const asked: string[] = [];
  detail.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path === '/api/web/order/events') streams.push(path);
    if (path === '/api/web/order/orderStatus' || path === '/api/web/order/orderDetail') asked.push(path);
  });
  await detail.goto(`/en/orderDetail?orderNo=${orderNo}`);
  await expect(orderStatus(detail, en)).toHaveText(en.orders.status_waitingPayment);
  // Every change of the status shown from now on, including its disappearing during a re-render.
  await detail.evaluate((label) => {
    const shown = () =>
      Array.from(document.querySelectorAll('main dt')).find((dt) => dt.textContent === label)
        ?.nextElementSibling?.textContent ?? '';
    const seen = [shown()];
    (window as unknown as { statusSeen: string[] }).statusSeen = seen;
    new MutationObserver(() => {
      if (seen.at(-1) !== shown()) seen.push(shown());
    }).observe(document.querySelector('main')!, { subtree: true, childList: true, characterData: true });
  }, en.orders.status);
  const seen = () => detail.evaluate(() => (window as unknown as { statusSeen: string[] }).statusSeen);

  // The e2e server ends each stream after 4 s (scripts/e2e-server.mjs): the page opens the next,
  // and across one such change it neither falls back to asking nor loads the order again.
  await expect.poll(() => streams.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  const askedBefore = asked.length;
  await expect.poll(() => streams.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  expect(asked.length).toBe(askedBefore);
  expect(await seen()).toEqual([en.orders.status_waitingPayment]);

  await payOnSandbox(page, en, 'sandboxPay');
  await expect(orderStatus(detail, en)).toHaveText(en.orders.status_completed, { timeout: 15_000 });
  expect(await seen()).not.toContain('');
  expect(asked.filter((path) => path === '/api/web/order/orderStatus')).toHaveLength(1);
});

test('My Orders keeps its page in the address: next, reload and back show the same orders', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-1280', 'one run of the pager is enough');
  await page.goto('/en');
  await register(page, 'en', uniqueEmail('pager'), 'secret-42');
  const token = await sessionToken(page);
  // Eleven orders, one more than a page holds, placed through the API as the purchase form would.
  const call = async (path: string, data: object) => {
    const response = await page.request.post(`/api/web/${path}`, {
      headers: { authorization: token, lang: 'en' },
      data,
    });
    return (await response.json()) as { code: number; data: Record<string, unknown> };
  };
  const detail = await call('product/detail', { id: 'mecha-arena' });
  const skuId = (detail.data.skus as { id: string }[])[0]!.id;
  const placed: string[] = [];
  for (let i = 0; i < 11; i++) {
    const order = await call('order/create', {
      productId: 'mecha-arena',
      skuId,
      playerId: '5567890',
      acceptTerms: true,
    });
    expect(order.code).toBe(1);
    placed.push(order.data.orderNo as string);
  }

  await page.goto('/en/myOrder');
  const list = page.getByRole('main').getByRole('list');
  const pager = page.getByRole('navigation', {
    name: en.orders.page.replace('{page}', '1').replace('{pages}', '2'),
  });
  // Newest first: the first order placed is the only one on page 2.
  await expect(list.getByRole('link')).toHaveCount(10);
  await expect(list.getByRole('link', { name: new RegExp(placed[0]!) })).toHaveCount(0);
  await pager.getByRole('link', { name: en.orders.next }).click();
  await expect(page).toHaveURL(/\/en\/myOrder\?page=2$/);
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link', { name: new RegExp(placed[0]!) })).toBeVisible();

  await page.reload();
  await expect(list.getByRole('link', { name: new RegExp(placed[0]!) })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/myOrder$/);
  await expect(list.getByRole('link')).toHaveCount(10);
});

test('a customer whose account is in Russian reads My Orders on /en in English', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-1280', 'one run is enough');
  // Registered from /ru: the account's saved language is Russian.
  await page.goto('/ru');
  await register(page, 'ru', uniqueEmail('mixed-languages'), 'secret-42');
  const orderNo = await buy(page, 'ru', 'mecha-arena', { playerId: '5567890' });
  await page.goto('/ru/myOrder');
  const line = page.getByRole('main').getByRole('link', { name: new RegExp(orderNo) });
  await expect(line).toContainText('Арена мехов');

  await page.goto('/en/myOrder');
  await expect(line).toContainText('Mecha Arena');
  await expect(line).not.toContainText('Арена мехов');
  await line.click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Mecha Arena' }).first()).toBeVisible();
});
