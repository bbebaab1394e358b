import { expect, test } from '@playwright/test';
import { buy, orderStatus, payOnSandbox, withAny } from './support/checkout';
import { uniqueEmail } from './support/mail';
import { messages } from './support/messages';
import { createStaff, enrolAtConsole, horizontalOverflow } from './support/staff';

// Issue 15, "Orders": a guest buys a top-up through the storefront; an operator finds the order by
// the player id, opens it and reads its timeline: created, the provider's notification applied, the
// delivery the supplier confirmed. The search stays in the address, so a reload shows the same.

const { en } = messages;
const texts = en.consoleOrders;

test.describe.configure({ timeout: 180_000 });

/** A message with its placeholders matching anything, found inside a longer text (an entry's time, title and lines). */
const within = (text: string) => new RegExp(withAny(text).source.slice(1, -1));

test("an operator finds a guest's order by its player id and reads its timeline", async ({
  browser,
  page,
}, testInfo) => {
  const suffix = `${testInfo.project.name}-${Date.now().toString(36)}`;
  // 5–16 digits, unique to this run; the sandbox supplier credits an id like this one at once
  // (see its rules: not 57, 58 or 59 first, not 0000 last).
  const playerId = `56${String(Date.now()).slice(-9)}1`;
  const email = uniqueEmail(`orders-guest-${testInfo.project.name}`);

  // The guest's purchase, in a browser of its own, paid and delivered.
  const guest = await (await browser.newContext()).newPage();
  const orderNo = await buy(guest, 'en', 'mecha-arena', { playerId, email });
  await payOnSandbox(guest, en, 'sandboxPay');
  await guest.getByRole('main').getByRole('link', { name: en.checkout.viewOrder }).click();
  await expect(orderStatus(guest, en)).toHaveText(en.orders.status_completed, { timeout: 15_000 });

  const operator = {
    email: `orders-operator-${suffix}@console.test`,
    name: 'Olga Orders',
    password: 'operator-password-1',
  };
  await createStaff(operator, 'operator');
  await enrolAtConsole(page, operator);
  const main = page.getByRole('main');
  await page.getByRole('navigation', { name: en.console.nav }).getByRole('link', { name: texts.nav }).click();
  await expect(page).toHaveURL(/\/en\/console\/orders$/);

  const search = main.getByRole('search', { name: texts.list_search });
  await search.getByLabel(texts.list_playerId).fill(playerId);
  await search.getByRole('button', { name: texts.list_search }).click();
  await expect(page).toHaveURL(new RegExp(`/en/console/orders\\?playerId=${playerId}$`));
  const results = main.getByRole('table');
  await expect(results.getByRole('row')).toHaveCount(2);
  await expect(main.getByText('1 order', { exact: true })).toBeVisible();
  const row = results.getByRole('row').filter({ hasText: orderNo });
  await expect(row.getByText(en.orders.status_completed)).toBeVisible();
  await expect(row.getByText(email)).toBeVisible();
  expect(await horizontalOverflow(page)).toBeUndefined();

  // A reload keeps the search: it lives in the address.
  await page.reload();
  await expect(main.getByRole('table').getByRole('link', { name: orderNo })).toBeVisible();
  await main.getByRole('table').getByRole('link', { name: orderNo }).click();
  await expect(page).toHaveURL(new RegExp(`/en/console/orders/${orderNo}$`));

  await expect(main.getByRole('heading', { name: `${texts.detail_title} ${orderNo}` })).toBeVisible();
  await expect(main.getByText(email)).toBeVisible();
  await expect(main.getByText(playerId, { exact: true })).toBeVisible();
  const timeline = main.getByRole('region', { name: texts.tl_title }).getByRole('listitem');
  await expect(timeline.first()).toContainText(within(texts.tl_created));
  const notification = timeline.filter({ hasText: 'applied: the order is paid' });
  await expect(notification).toHaveCount(1);
  await expect(notification).toContainText(within(texts.tl_notification));
  const delivery = timeline.filter({
    hasText: texts.tl_delivery.replace('{attempt}', '1').replace('{outcome}', 'delivered'),
  });
  await expect(delivery).toHaveCount(1);
  await expect(timeline.filter({ hasText: en.orders.status_completed })).not.toHaveCount(0);
  // The receipt e-mail: queued as the order completed, sent once its job ran (a reload shows it),
  // named by which mail it is and never by its address.
  const receipt = (text: string) => timeline.filter({ hasText: text.replace('{mail}', texts.mail_receipt) });
  await expect(receipt(texts.tl_mailQueued)).toHaveCount(1);
  await expect(async () => {
    await page.reload();
    await expect(receipt(texts.tl_mailSent)).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(timeline.filter({ hasText: email })).toHaveCount(0);
  expect(await horizontalOverflow(page)).toBeUndefined();

  // Back to the list: the same search, from the browser's history.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/en/console/orders\\?playerId=${playerId}$`));
  await expect(main.getByRole('table').getByRole('link', { name: orderNo })).toBeVisible();
});
