import { expect, test } from '@playwright/test';
import { openUserMenu, register, signInWithPassword } from './support/account';
import { mailedCode, uniqueEmail } from './support/mail';
import { messages } from './support/messages';
import { cookieValue, sessionToken } from './support/session';

// Issue 3: a forgotten password is reset with an e-mailed code; a changed password ends the
// account's other sessions.

const { en, ru } = messages;

test('a customer resets a forgotten password with an e-mailed code (ru)', async ({ page }) => {
  const email = uniqueEmail('forgot');
  await page.goto('/ru');
  await sessionToken(page);
  await register(page, 'ru', email, 'old-secret');
  await page.goto('/ru');
  await openUserMenu(page, ru);
  await page.getByRole('banner').getByRole('button', { name: ru.user.signOut }).click();
  await expect(page).toHaveURL(/\/ru\/login$/);

  await page.getByRole('main').getByRole('link', { name: ru.auth.forgotPassword }).click();
  await expect(page).toHaveURL(/\/ru\/forgetPsd$/);
  const main = page.getByRole('main');
  await main.getByLabel(ru.auth.email).fill(email);
  const since = Date.now();
  await main.getByRole('button', { name: ru.auth.sendCode }).click();
  await expect(main.getByText(ru.auth.codeSent.replace('{email}', email))).toBeVisible();
  const code = await mailedCode(email, since);

  await main.getByLabel(ru.auth.code).fill(code);
  await main.getByLabel(ru.auth.newPassword).fill('new-secret');
  await main.getByLabel(ru.auth.confirmPassword).fill('new-secret');
  await main.getByRole('button', { name: ru.auth.resetPassword }).click();
  await expect(main.getByRole('heading', { name: ru.auth.passwordResetTitle })).toBeVisible();

  await main.getByRole('link', { name: ru.auth.signIn }).click();
  await expect(page).toHaveURL(/\/ru\/login$/);
  await signInWithPassword(page.getByRole('main'), ru, email, 'new-secret');
  await expect(page).toHaveURL(/\/ru$/);
  await expect.poll(() => cookieValue(page.context(), 'email')).toBe(email);
});

test('changing the password signs the other sessions out', async ({ page, browser, baseURL }) => {
  const email = uniqueEmail('change');
  await page.goto('/en');
  await sessionToken(page);
  await register(page, 'en', email, 'first-secret');

  // A second browser signs in to the same account.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto('/en/login');
  await sessionToken(otherPage);
  await signInWithPassword(otherPage.getByRole('main'), en, email, 'first-secret');
  await expect.poll(() => cookieValue(other, 'email')).toBe(email);
  const oldToken = await cookieValue(other, 'token');

  await page.goto('/en/changePassword');
  const main = page.getByRole('main');
  await main.getByLabel(en.auth.oldPassword).fill('first-secret');
  await main.getByLabel(en.auth.newPassword).fill('second-secret');
  await main.getByLabel(en.auth.confirmPassword).fill('other-secret');
  await main.getByRole('button', { name: en.auth.changePassword }).click();
  await expect(main.getByText(en.validation.passwordsDiffer)).toBeVisible();
  await main.getByLabel(en.auth.confirmPassword).fill('second-secret');
  await main.getByRole('button', { name: en.auth.changePassword }).click();
  await expect(main.getByRole('heading', { name: en.auth.passwordChangedTitle })).toBeVisible();

  // This browser stays signed in with its new token.
  await page.goto('/en/myAccount');
  await expect(page.getByRole('main').getByRole('heading', { name: email })).toBeVisible();

  // The old token is refused (-1001), and the other browser falls back to a guest session.
  const refused = await otherPage.request.post('/api/web/user/info', {
    headers: { Authorization: oldToken! },
    data: {},
  });
  expect((await refused.json()).code).toBe(-1001);
  await otherPage.goto('/en');
  await expect.poll(() => cookieValue(other, 'isRegister'), { timeout: 10_000 }).toBe('0');
  expect(await cookieValue(other, 'email')).toBeUndefined();
  await expect(otherPage.getByRole('banner').getByRole('button', { name: en.user.signIn })).toBeVisible();
  await other.close();
});
