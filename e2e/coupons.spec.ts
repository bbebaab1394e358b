import { expect, test, type Page } from '@playwright/test';
import { register } from './support/account';
import { orderStatus, payOnSandbox, withAny } from './support/checkout';
import { uniqueEmail, verifyLink } from './support/mail';
import { messages } from './support/messages';
import { sessionToken } from './support/session';

// Issue 6: coupons and the referral programme, as customers meet them.

const { en, ru } = messages;

test.describe.configure({ timeout: 120_000 });

/** The invite code on My Account, as its facts list states it. */
async function inviteCodeOn(page: Page): Promise<string> {
  await page.goto('/en/myAccount');
  const term = page.getByRole('main').getByText(en.account.inviteCode, { exact: true });
  return (await term.locator('xpath=following-sibling::dd[1]').textContent())!.trim();
}

/** A coupon card of My Coupons, by the coupon's name. */
const couponCard = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });

test('a friend registers with my invite link, buys with the invite coupon, and I get the referral coupon', async ({
  page,
  browser,
}) => {
  await page.goto('/en');
  await register(page, 'en', uniqueEmail('referrer'), 'secret-42');
  const code = await inviteCodeOn(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: en.account.inviteTitle })).toBeVisible();
  const link = (await main.locator('code').filter({ hasText: code }).textContent())!;
  expect(link).toMatch(new RegExp(`/en/login/register\\?inviteCode=${code}$`));

  // The friend, in a browser of their own, opens the link: the code is filled in already.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(new URL(link).pathname + new URL(link).search);
  await sessionToken(friend);
  const form = friend.getByRole('main');
  const friendEmail = uniqueEmail('referred');
  const since = Date.now();
  await form.getByLabel(en.auth.email).fill(friendEmail);
  await form.getByLabel(en.auth.password, { exact: true }).fill('secret-42');
  await form.getByLabel(en.auth.confirmPassword).fill('secret-42');
  await form.getByRole('button', { name: en.auth.next }).click();
  await expect(form.getByLabel(en.auth.inviteCode)).toHaveValue(code);
  await form.getByRole('button', { name: en.auth.register, exact: true }).click();
  await expect(form.getByRole('heading', { name: en.auth.checkInboxTitle })).toBeVisible();
  // The e-mailed link, opened in the friend's browser, proves the address and signs it in.
  await friend.goto(await verifyLink(friendEmail, since));
  await expect(friend).toHaveURL(/\/en\/verifyEmail\/verifySuccess$/);

  // My Coupons: the invite coupon and the new-user coupon, with their terms in roubles.
  await friend.goto('/en/myCoupon');
  const invite = couponCard(friend, "A friend's invitation coupon");
  await expect(invite).toContainText('RUB 93.00 off');
  await expect(invite).toContainText('On orders from RUB 370.00');
  await expect(invite).toContainText(/Valid until \w+ \d+, \d{4}/);
  await expect(invite.getByText(en.coupons.state_available, { exact: true })).toBeVisible();
  const welcome = couponCard(friend, 'New customer coupon');
  await expect(welcome).toContainText('10% off');
  await expect(welcome).toContainText('Up to RUB 280.00 off');

  // The purchase form offers the coupon; the quote shows its discount.
  await friend.goto('/en/gameBuy/mecha-arena');
  const buyForm = friend.getByRole('form', { name: en.game.formLabel });
  await expect(buyForm.getByRole('heading', { name: en.checkout.summary })).toBeVisible();
  // The radio itself is hidden under its card: the customer clicks the card.
  await buyForm.locator('label').filter({ hasText: /^300 / }).click();
  await expect(buyForm.getByRole('radio', { name: /^300 / })).toBeChecked();
  await buyForm.getByLabel(en.game.playerId).fill('5567890');
  await expect(buyForm.getByText(withAny(en.checkout.characterFound))).toBeVisible({ timeout: 10_000 });
  const picker = buyForm.getByLabel(en.checkout.coupon);
  const option = picker.locator('option', { hasText: "A friend's invitation coupon" });
  await expect(option).toHaveText("A friend's invitation coupon (−RUB 93.00)");
  await picker.selectOption((await option.getAttribute('value'))!);
  const discount = buyForm
    .locator('dt', { hasText: en.checkout.discount })
    .locator('xpath=following-sibling::dd[1]');
  await expect(discount).toHaveText('−RUB 93.00');
  await buyForm.getByRole('checkbox').check();
  await buyForm.getByRole('button', { name: en.game.buy, exact: true }).click();
  await expect(friend).toHaveURL(/\/en\/payment\?orderNo=\d{18}$/, { timeout: 10_000 });
  const orderNo = new URL(friend.url()).searchParams.get('orderNo')!;
  await payOnSandbox(friend, en, 'sandboxPay');
  await friend.goto(`/en/orderDetail?orderNo=${orderNo}`);
  await expect(orderStatus(friend, en)).toHaveText(en.orders.status_completed, { timeout: 20_000 });
  await expect(friend.getByRole('main').getByText("A friend's invitation coupon")).toBeVisible();
  await friend.goto('/en/myCoupon?state=used');
  await expect(couponCard(friend, "A friend's invitation coupon")).toContainText(en.coupons.state_used);
  await friendContext.close();

  // The inviter sees the friend's order and, once it completed, the referral coupon.
  await page.goto('/en/myOrder?invite=true');
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: orderNo })).toBeVisible();
  await expect(async () => {
    await page.goto('/en/myCoupon');
    await expect(couponCard(page, 'Referral reward coupon')).toContainText('RUB 190.00 off', {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
});

test('a promotion gives a coupon to claim once; My Coupons needs sign-in', async ({ page }) => {
  await page.goto('/ru/myCoupon');
  await expect(page).toHaveURL(/\/ru\/login\?back=%2Fru%2FmyCoupon$/);

  await page.goto('/ru/news/starfall-crystal-week');
  const offer = page.getByRole('main').getByRole('region', { name: 'Купон недели кристаллов Звездопада' });
  await expect(offer).toContainText('−15%');
  await expect(offer).toContainText('Только для «Легенды Звездопада»');
  await expect(offer.getByRole('link', { name: ru.coupons.signInToClaim })).toBeVisible();

  await register(page, 'ru', uniqueEmail('claimer'), 'secret-42');
  await page.goto('/ru/activity/starfall-crystal-week');
  const claim = page.getByRole('main');
  await claim.getByRole('button', { name: ru.coupons.claim }).click();
  await expect(claim.getByText(ru.coupons.claimed)).toBeVisible();
  await page.reload();
  await expect(claim.getByText(ru.coupons.claimed)).toBeVisible();

  await page.goto('/ru/myCoupon');
  await expect(couponCard(page, 'Неделя кристаллов Звездопада: скидка 15%')).toContainText('Действует до');
  await page.goto('/ru/activity/no-such-week');
  await expect(page.getByRole('main').getByText(ru.coupons.activityMissing)).toBeVisible();
});

test('copying the invite link that the browser refuses shows the copy-failure toast', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await page.goto('/en');
  await register(page, 'en', uniqueEmail('copier'), 'secret-42');
  await page.goto('/en/myAccount');
  await page.getByRole('main').getByRole('button', { name: en.account.copyLink }).click();
  await expect(page.getByText(en.account.copyFailed, { exact: true })).toBeVisible();
});
