import { expect, test, type Page } from '@playwright/test';
import { mailedCode, uniqueEmail } from './support/mail';
import { messages } from './support/messages';
import { cookieValue, sessionToken } from './support/session';

// Social sign-in (issue 3) against a real OpenID provider standing in for Google
// (e2e/support/oidc-provider.ts): only configured providers get a button.

const { en } = messages;

async function signInWithGoogle(page: Page, account: string) {
  await page.getByRole('banner').getByRole('button', { name: en.user.signIn }).click();
  const popup = page.getByRole('dialog');
  await expect(popup.getByRole('button', { name: en.auth.withVk })).toHaveCount(0);
  await popup.getByRole('button', { name: en.auth.withGoogle }).click();
  await page.getByLabel('Account').fill(account);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a customer signs in with Google and returns to the page it started from', async ({ page, context }) => {
  const email = uniqueEmail('google');
  await page.goto('/en/news');
  await sessionToken(page);
  await signInWithGoogle(page, email);
  await expect(page).toHaveURL(/\/en\/news$/);
  await expect.poll(() => cookieValue(context, 'email')).toBe(email);
  await expect(page.getByRole('banner').getByRole('button', { name: en.user.signIn })).toHaveCount(0);
});

test('an account made by Google without an e-mail binds one with an e-mailed code', async ({
  page,
  context,
}) => {
  await page.goto('/en');
  await sessionToken(page);
  await signInWithGoogle(page, `no-email-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  await expect(page).toHaveURL(/\/en$/);
  await expect.poll(() => cookieValue(context, 'isRegister')).toBe('1');
  await expect(page.getByRole('banner').getByRole('button', { name: en.user.signIn })).toHaveCount(0);

  await page.goto('/en/myAccount');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: en.account.noEmail })).toBeVisible();
  const email = uniqueEmail('bind');
  const since = Date.now();
  await main.getByRole('textbox', { name: en.auth.email }).fill(email);
  await main.getByRole('button', { name: en.auth.sendCode }).click();
  await main.getByLabel(en.auth.code).fill(await mailedCode(email, since));
  await main.getByRole('button', { name: en.auth.bindEmail }).click();
  await expect(main.getByRole('heading', { name: email })).toBeVisible();
  await expect(main.getByText(en.account.verified, { exact: true })).toBeVisible();
  expect(await cookieValue(context, 'email')).toBe(email);
});
