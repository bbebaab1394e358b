import { expect, test } from '@playwright/test';
import {
  openUserMenu,
  register,
  signInWithCode,
  signInWithPassword,
  submitRegistration,
} from './support/account';
import { uniqueEmail } from './support/mail';
import { messages } from './support/messages';
import { cookieValue, sessionToken } from './support/session';

// Issue 3, accounts: register with a real verification e-mail, sign out and in, the user menu's
// items (spec section 2) and the pages that need sign-in (spec sections 3, 4 and 6).

const { en } = messages;

test('a guest registers, verifies by the e-mailed link, signs out and signs in again', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('register');
  const password = 'secret-42';
  await page.goto('/en');
  await sessionToken(page);
  const link = await submitRegistration(page, 'en', email, password);
  // Registering signs nobody in: the page ends alike for an address that has an account.
  expect(await cookieValue(context, 'email')).toBeUndefined();

  // The link, opened in this same browser, proves the address and signs it in.
  await page.goto(link);
  await expect(page).toHaveURL(/\/en\/verifyEmail\/verifySuccess$/);
  await expect(page.getByRole('heading', { name: en.auth.verifySuccessTitle })).toBeVisible();
  await expect.poll(() => cookieValue(context, 'email')).toBe(email);

  // A link works once; a broken one is the invalid-link page.
  await page.goto(link);
  await expect(page).toHaveURL(/\/en\/verifyEmail\/verifyFail$/);
  await expect(page.getByRole('heading', { name: en.auth.verifyFailTitle })).toBeVisible();
  await page.goto('/en/verifyEmail?token=not-a-token');
  await expect(page.getByText(en.auth.invalidLinkText)).toBeVisible();

  await page.goto('/en/myAccount');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: email })).toBeVisible();
  await expect(main.getByText(en.account.verified, { exact: true })).toBeVisible();

  // Signed in: no sign-in label; the menu has the account's items.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: en.user.signIn })).toHaveCount(0);
  await openUserMenu(page, en);
  for (const name of [en.user.myAccount, en.user.myOrders, en.user.inviteOrders, en.user.signOut]) {
    await expect(banner.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  }
  await banner.getByRole('button', { name: en.user.signOut }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect.poll(() => cookieValue(context, 'isRegister')).toBe('0');
  expect(await cookieValue(context, 'email')).toBeUndefined();

  // A guest sent to a page that needs sign-in comes back to it afterwards.
  await page.goto('/en/myAccount');
  await expect(page).toHaveURL(/\/en\/login\?back=%2Fen%2FmyAccount$/);
  await signInWithPassword(page.getByRole('main'), en, email, password);
  await expect(page).toHaveURL(/\/en\/myAccount$/);
  await expect(page.getByRole('main').getByRole('heading', { name: email })).toBeVisible();
});

test("a guest's user menu offers My Orders and Sign in, and closes on a click outside", async ({ page }) => {
  await page.goto('/en');
  await sessionToken(page);
  await openUserMenu(page, en);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: en.user.myOrders })).toBeVisible();
  await expect(banner.getByRole('link', { name: en.user.signIn })).toBeVisible();
  for (const name of [en.user.myAccount, en.user.inviteOrders, en.user.signOut]) {
    await expect(banner.getByText(name, { exact: true })).toHaveCount(0);
  }
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(banner.getByRole('link', { name: en.user.myOrders })).toBeHidden();
});

test("the invite-code step takes a customer's code, refuses an unknown one, or is skipped", async ({
  browser,
}) => {
  // Three registrations, each with its e-mail.
  test.setTimeout(90_000);
  const inviterContext = await browser.newContext();
  const inviter = await inviterContext.newPage();
  await inviter.goto('/en');
  await sessionToken(inviter);
  await register(inviter, 'en', uniqueEmail('inviter'), 'secret-42');
  await inviter.goto('/en/myAccount');
  const term = inviter.getByRole('main').getByText(en.account.inviteCode, { exact: true });
  const code = (await term.locator('xpath=following-sibling::dd[1]').textContent())!.trim();
  await inviterContext.close();

  const unknownContext = await browser.newContext();
  const unknown = await unknownContext.newPage();
  await unknown.goto('/en/login/register');
  await sessionToken(unknown);
  const main = unknown.getByRole('main');
  await main.getByLabel(en.auth.email).fill(uniqueEmail('unknown-code'));
  await main.getByLabel(en.auth.password, { exact: true }).fill('secret-42');
  await main.getByLabel(en.auth.confirmPassword).fill('secret-42');
  await main.getByRole('button', { name: en.auth.next }).click();
  await main.getByLabel(en.auth.inviteCode).fill('NOSUCH42');
  await main.getByRole('button', { name: en.auth.register, exact: true }).click();
  // The API's text for -1400, kept on the code's field; the step stays for another code or skipping.
  await expect(main.getByRole('alert').filter({ hasText: en.apiErrors['-1400'] })).toBeVisible();
  await expect(main.getByLabel(en.auth.inviteCode)).toBeVisible();
  await unknownContext.close();

  for (const invite of [code, undefined]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/en');
    await sessionToken(page);
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/web/auth/register'));
    await register(page, 'en', uniqueEmail('invite'), 'secret-42', invite);
    const body = (await sent).postDataJSON() as { inviteCode?: string };
    expect(body.inviteCode).toBe(invite);
    await context.close();
  }
});

test('the forms check their fields in the browser (spec section 5)', async ({ page }) => {
  await page.goto('/en/login/register');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: en.auth.next }).click();
  await expect(main.getByText(en.validation.emailRequired)).toBeVisible();
  await expect(main.getByText(en.validation.passwordLength)).toBeVisible();

  await main.getByLabel(en.auth.email).fill('someone@e2e.test');
  await main.getByLabel(en.auth.password, { exact: true }).fill('x'.repeat(19));
  await main.getByRole('button', { name: en.auth.next }).click();
  await expect(main.getByText(en.validation.passwordLength)).toBeVisible();

  await main.getByLabel(en.auth.password, { exact: true }).fill('secret-42');
  await main.getByLabel(en.auth.confirmPassword).fill('secret-43');
  await main.getByRole('button', { name: en.auth.next }).click();
  await expect(main.getByText(en.validation.passwordsDiffer)).toBeVisible();
});

test('a customer signs in with an e-mailed one-time code', async ({ page, context }) => {
  const email = uniqueEmail('code');
  await page.goto('/en');
  await sessionToken(page);
  await register(page, 'en', email, 'secret-42');
  await page.goto('/en');
  await openUserMenu(page, en);
  await page.getByRole('banner').getByRole('button', { name: en.user.signOut }).click();
  await expect(page).toHaveURL(/\/en\/login$/);

  await signInWithCode(page, en, email);
  await expect(page).toHaveURL(/\/en$/);
  await expect.poll(() => cookieValue(context, 'email')).toBe(email);
});
