import { expect, test, type Page } from '@playwright/test';
import { register, signInWithPassword } from './support/account';
import { uniqueEmail } from './support/mail';
import { messages } from './support/messages';
import { createStaff, enrolAtConsole, horizontalOverflow } from './support/staff';

// Issue 15, "Customers": an operator finds a registered customer by the start of their e-mail,
// disables the account (the customer, signed in in a browser of their own, is answered -1004 "User
// disabled" on their next call, which the storefront shows), then enables it again.

const { en } = messages;
const texts = en.consoleCustomers;
const PASSWORD = 'secret-123';

test.describe.configure({ timeout: 180_000 });

/** Disable or enable on the customer's page: the reason asked for first, then confirmed. */
async function change(page: Page, action: 'disable' | 'enable', who: string, reason: string) {
  await page.getByRole('main').getByRole('button', { name: texts[action] }).click();
  const dialog = page.getByRole('dialog', { name: texts[`${action}Title`].replace('{who}', who) });
  await dialog.getByLabel(texts.reason).fill(reason);
  await dialog.getByRole('button', { name: texts[`${action}Confirm`] }).click();
  await expect(dialog).toBeHidden();
}

test('an operator disables a signed-in customer, whose next call answers “User disabled”, and enables them again', async ({
  browser,
  page,
}, testInfo) => {
  const suffix = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const email = uniqueEmail(`customer-${testInfo.project.name}`);
  const customer = await (await browser.newContext()).newPage();
  await register(customer, 'en', email, PASSWORD);
  await customer.goto('/en/myAccount');
  await expect(customer.getByRole('main').getByRole('heading', { name: email })).toBeVisible();

  const operator = {
    email: `operator-${suffix}@console.test`,
    name: 'Care Operator',
    password: 'operator-password-1',
  };
  await createStaff(operator, 'operator');
  await enrolAtConsole(page, operator);
  await page.getByRole('link', { name: texts.nav, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/console\/customers$/);
  await expect(page.getByRole('list', { name: texts.newest })).toBeVisible();

  // The start of the address, typed in capitals, finds it; the search stays in the address.
  const start = email.slice(0, email.indexOf('@')).toUpperCase();
  await page.getByLabel(texts.searchLabel, { exact: true }).fill(start);
  await page.getByRole('button', { name: texts.search, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/console\/customers\?q=CUSTOMER-/);
  const found = page.getByRole('list', { name: texts.results });
  await expect(found.getByRole('listitem')).toHaveCount(1);
  expect(await horizontalOverflow(page)).toBeUndefined();
  await found.getByRole('link', { name: email }).click();

  await expect(page).toHaveURL(/\/en\/console\/customers\/cus_[0-9a-z]+$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: email })).toBeVisible();
  const sessions = main.getByRole('region', { name: texts.sessionsTitle, exact: true });
  await expect(sessions.getByRole('listitem').first()).toBeVisible();
  expect(await horizontalOverflow(page)).toBeUndefined();

  // Without a reason nothing is sent.
  await main.getByRole('button', { name: texts.disable }).click();
  const dialog = page.getByRole('dialog', { name: texts.disableTitle.replace('{who}', email) });
  await dialog.getByRole('button', { name: texts.disableConfirm }).click();
  await expect(dialog.getByText(texts.reasonRequired)).toBeVisible();
  await dialog.getByRole('button', { name: texts.cancel }).click();

  await change(page, 'disable', email, 'Chargebacks on three orders');
  await expect(main.getByRole('status')).toHaveText(/^Account disabled; \d+ sessions? ended$/);
  await expect(main.getByText(texts.disabledSince)).toBeVisible();
  await expect(sessions.getByText(texts.sessionsEndedDisabled)).toBeVisible();
  const changes = main.getByRole('region', { name: texts.changesTitle, exact: true });
  await expect(changes.getByRole('listitem').first()).toContainText(texts.change_disable);
  await expect(changes.getByRole('listitem').first()).toContainText('Chargebacks on three orders');
  await expect(main.getByRole('button', { name: texts.signOut, exact: true })).toBeDisabled();

  // The customer's next call is answered -1004, and the storefront says so (a toast of a second,
  // looked for from before the reload; the page's first calls may each show one).
  const refused = customer.waitForResponse(
    async (response) =>
      response.url().includes('/api/web/') &&
      ((await response.json().catch(() => null)) as { code?: number } | null)?.code === -1004,
  );
  const shown = expect(customer.getByText(en.apiErrors['-1004'], { exact: true }).first()).toBeVisible();
  await customer.reload();
  await Promise.all([refused, shown]);

  await change(page, 'enable', email, 'The bank settled it');
  await expect(main.getByRole('status')).toHaveText(texts.enabledDone);
  await expect(changes.getByRole('listitem').first()).toContainText('The bank settled it');

  // Enabled again, the customer signs in as before.
  // Sent before the page hydrated, the form is the browser's own and signs nobody in: again, as a
  // customer would.
  await expect(async () => {
    await customer.goto('/en/login');
    await signInWithPassword(customer.getByRole('main'), en, email, PASSWORD);
    await expect(customer).not.toHaveURL(/\/en\/login/, { timeout: 5_000 });
  }).toPass();
  await customer.goto('/en/myAccount');
  await expect(customer.getByRole('main').getByRole('heading', { name: email })).toBeVisible();
  await customer.context().close();
});
