import { expect, type Page } from '@playwright/test';
import { mailedCode, verifyLink } from './mail';
import { messages } from './messages';

type Texts = (typeof messages)['en'];

/**
 * Fills the register page (invite step skipped unless a code is given) up to its "check your inbox"
 * step, which signs nobody in, and answers the verification link mailed. Waiting for the mail also
 * keeps the next mail to the address from being refused by the store's interval between mails.
 */
export async function submitRegistration(
  page: Page,
  lang: 'en' | 'ru',
  email: string,
  password: string,
  invite?: string,
) {
  const texts = messages[lang];
  const since = Date.now();
  await page.goto(`/${lang}/login/register`);
  const main = page.getByRole('main');
  await main.getByLabel(texts.auth.email).fill(email);
  await main.getByLabel(texts.auth.password, { exact: true }).fill(password);
  await main.getByLabel(texts.auth.confirmPassword).fill(password);
  await main.getByRole('button', { name: texts.auth.next }).click();
  if (invite) {
    await main.getByLabel(texts.auth.inviteCode).fill(invite);
    await main.getByRole('button', { name: texts.auth.register, exact: true }).click();
  } else {
    await main.getByRole('button', { name: texts.auth.skip }).click();
  }
  await expect(main.getByRole('heading', { name: texts.auth.checkInboxTitle })).toBeVisible();
  return verifyLink(email, since);
}

/**
 * Registers as a customer does: the register page, then the e-mailed link opened in the same
 * browser, which proves the address and signs this browser in. Answers the link (used).
 */
export async function register(
  page: Page,
  lang: 'en' | 'ru',
  email: string,
  password: string,
  invite?: string,
) {
  const link = await submitRegistration(page, lang, email, password, invite);
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`/${lang}/verifyEmail/verifySuccess$`));
  await expect(page.getByRole('link', { name: messages[lang].auth.toAccount })).toBeVisible();
  return link;
}

/** Signs in with e-mail and password on the sign-in page (or in the popup, when given as `scope`). */
export async function signInWithPassword(
  scope: ReturnType<Page['getByRole']>,
  texts: Texts,
  email: string,
  password: string,
) {
  await scope.getByLabel(texts.auth.email).fill(email);
  await scope.getByLabel(texts.auth.password, { exact: true }).fill(password);
  await scope.getByRole('button', { name: texts.auth.signIn, exact: true }).click();
}

/** Opens the user menu in the header. */
export async function openUserMenu(page: Page, texts: Texts) {
  await page.getByRole('banner').getByRole('button', { name: texts.user.menu }).click();
}

/**
 * On the sign-in page: switches to "sign in with a code", has one mailed to `email`, types it and
 * presses Sign in. What the page says next is the caller's to check.
 */
export async function signInWithCode(page: Page, texts: Texts, email: string) {
  const main = page.getByRole('main');
  const byCode = main.getByRole('button', { name: texts.auth.withCode });
  // A click before the freshly loaded page has hydrated does nothing; a customer clicks again.
  await expect(async () => {
    await byCode.click();
    await expect(byCode).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass();
  await main.getByLabel(texts.auth.email).fill(email);
  const since = Date.now();
  await main.getByRole('button', { name: texts.auth.sendCode }).click();
  await main.getByLabel(texts.auth.code).fill(await mailedCode(email, since));
  await main.getByRole('button', { name: texts.auth.signIn, exact: true }).click();
}
