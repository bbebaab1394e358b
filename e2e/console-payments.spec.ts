import { expect, test, type Browser, type Page } from '@playwright/test';
import type { PaymentRegionView } from '@storefront/contracts/console-payments';
import pg from 'pg';
import { buy } from './support/checkout';
import { uniqueEmail } from './support/mail';
import { messages } from './support/messages';
import { sessionToken } from './support/session';
import { consoleCall, createStaff, enrolAtConsole, horizontalOverflow } from './support/staff';

// Issue 14, "The console" 4: an owner changes one region's payment methods (their order, one
// switched off, one switched on) and a method's fee; that region's payment page shows it, another
// region's does not change. The e2e store closes an unpaid order 20 s after it is placed, so each
// payment page looked at is a new order's, placed when the look is due.

const { en } = messages;

test.describe.configure({ timeout: 180_000 });

/** The suite's own store database (scripts/e2e-server.mjs runs it on its embedded PostgreSQL). */
const DATABASE = `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? '54349'}/storefront`;

/**
 * Holds the store's payment settings for one run at a time: the phone's and the wide screen's runs
 * go side by side and both save the e-wallet's fees, so the second would meet -1349 (as two owners
 * would) instead of making its own change.
 */
async function paymentSettingsLock() {
  const db = new pg.Client(DATABASE);
  await db.connect();
  await db.query('SELECT pg_advisory_lock(1426)');
  return () => db.end();
}

/** A guest's order in `region` (the store's region cookies, as the Settings dialog writes them). */
async function orderIn(browser: Browser, region: string, currency: string) {
  const context = await browser.newContext();
  const url = test.info().project.use.baseURL!;
  await context.addCookies([
    { name: 'region_key', value: region, url },
    { name: 'currency_key', value: currency, url },
  ]);
  const page = await context.newPage();
  const orderNo = await buy(page, 'en', 'arcadia-pass', { email: uniqueEmail(`pay-${region}`) });
  return { page, orderNo };
}

/** The payment page's methods, in order, each as its row reads (name, fee and total). */
async function shownMethods(page: Page) {
  const methods = page.getByRole('group', { name: en.checkout.methods });
  await expect(methods.getByRole('radio').first()).toBeVisible();
  return methods.locator('label').allInnerTexts();
}

/** Saves the region's methods and the E-wallet's fees as `found` had them. */
async function putBack(page: Page, found: PaymentRegionView) {
  const now = await consoleCall<PaymentRegionView>(page, 'paymentMethods/list', { region: found.region });
  await consoleCall(page, 'paymentMethods/saveRegion', {
    region: found.region,
    revision: now.revision,
    methods: found.methods.filter((method) => method.enabled).map(({ id }) => ({ id, enabled: true })),
  });
  const ewallet = found.methods.find((method) => method.id === 'ewallet')!;
  const regionCurrency = found.regions.find((region) => region.code === found.region)!.currency;
  await consoleCall(page, 'paymentMethods/saveFees', {
    methodId: ewallet.id,
    revision: now.methods.find((method) => method.id === 'ewallet')!.revision,
    feeRateBp: ewallet.feeRateBp,
    fixedFees: ewallet.fixedFees.filter((fixed) => fixed.currency === regionCurrency),
  });
}

/** What the storefront quotes each method of the order (its own call, with the guest's token). */
async function quoted(page: Page, orderNo: string) {
  const token = await sessionToken(page);
  const answer = await page.request.post('/api/web/payment/methods', {
    headers: { authorization: token, lang: 'en' },
    data: { orderNo },
  });
  return (await answer.json()).data as {
    productAmount: number;
    list: { id: string; handlingFee: number }[];
  };
}

test('an owner reorders, switches and prices one region’s payment methods; only that region’s payment page follows', async ({
  browser,
  page,
}, testInfo) => {
  const suffix = `${testInfo.project.name}-${Date.now().toString(36)}`;
  // Each run changes a region of its own (both offer the card and the e-wallet), so the phone's and
  // the wide screen's runs, side by side, do not see each other's change.
  const [code, currency]: [string, string] =
    testInfo.project.name === 'phone-390' ? ['THA', 'THB'] : ['SGP', 'SGD'];
  const before = await orderIn(browser, code, currency);
  expect((await quoted(before.page, before.orderNo)).list.map((method) => method.id)).toEqual([
    'card',
    'ewallet',
  ]);
  await before.page.context().close();
  const rusBefore = await orderIn(browser, 'RUS', 'RUB');
  const rusMethods = await shownMethods(rusBefore.page);
  await rusBefore.page.context().close();

  const owner = { email: `owner-${suffix}@console.test`, name: 'Pay Owner', password: 'owner-password-1' };
  const release = await paymentSettingsLock();
  try {
    await createStaff(owner, 'owner');
    await enrolAtConsole(page, owner);
    // What this run changes, to put back after it: a retry, or the other width's run, starts from
    // the demo's methods again.
    const asFound = await consoleCall<PaymentRegionView>(page, 'paymentMethods/list', { region: code });
    try {
      await page
        .getByRole('navigation', { name: en.console.nav })
        .getByRole('link', { name: en.consolePayments.nav, exact: true })
        .click();
      await expect(page).toHaveURL(/\/en\/console\/payments$/);
      await page.getByLabel(en.consolePayments.region, { exact: true }).selectOption(code);
      const list = page.getByRole('list', { name: en.consolePayments.methodsOf.replace('{region}', code) });
      await expect(list).toBeVisible();
      const method = (name: string) => list.getByRole('listitem', { name, exact: true });
      const [card, sbp, ewallet] = [
        en.checkout.method_card,
        en.checkout.method_sbp,
        en.checkout.method_ewallet,
      ];
      // SBP is not offered in the region yet: switched on, it goes after the E-wallet moved to the top,
      // past the methods the demo lists before it (real providers' first, configured or not).
      const moveUp = method(ewallet).getByRole('button', {
        name: en.consolePayments.moveUpNamed.replace('{name}', ewallet),
      });
      for (let place = asFound.methods.findIndex((found) => found.id === 'ewallet'); place > 0; place--) {
        await moveUp.click();
        await expect(list.getByRole('listitem').nth(place - 1)).toHaveAccessibleName(ewallet);
      }
      await method(card).getByLabel(en.consolePayments.offered).uncheck();
      await method(sbp).getByLabel(en.consolePayments.offered).check();
      // A fee over 20 % is refused on its field before anything is sent.
      const rate = method(ewallet).getByLabel(en.consolePayments.feeRate);
      await rate.fill('25');
      await page.getByRole('button', { name: en.consolePayments.save }).click();
      await expect(method(ewallet).getByText(en.consolePayments.feeRateInvalid)).toBeVisible();
      await rate.fill('3');
      await method(ewallet)
        .getByLabel(en.consolePayments.fixedFee.replace('{currency}', currency))
        .fill('50');
      expect(await horizontalOverflow(page)).toBeUndefined();
      await page.getByRole('button', { name: en.consolePayments.save }).click();
      await expect(page.getByRole('status')).toHaveText(en.consolePayments.saved);
      await expect(list.getByRole('listitem').nth(0)).toHaveAccessibleName(ewallet);

      // A new order's payment page in the region: the E-wallet first at its new fee, then SBP; no card.
      const changed = await orderIn(browser, code, currency);
      const { productAmount, list: methods } = await quoted(changed.page, changed.orderNo);
      const fee = Math.floor((productAmount * 300 + 5000) / 10000) + 50;
      expect(methods.map((offered) => offered.id)).toEqual(['ewallet', 'sbp']);
      expect(methods[0]).toEqual(expect.objectContaining({ id: 'ewallet', handlingFee: fee }));
      const rows = await shownMethods(changed.page);
      expect(rows.map((row) => row.split('\n')[0])).toEqual([ewallet, sbp]);
      expect(rows[0]).toContain((fee / 100).toFixed(2));
      await changed.page.context().close();
      // Russia's payment page is as it was.
      const rus = await orderIn(browser, 'RUS', 'RUB');
      expect(await shownMethods(rus.page)).toEqual(rusMethods);
      await rus.page.context().close();
    } finally {
      await putBack(page, asFound);
    }
  } finally {
    await release();
  }

  // The audit log has this owner's saves (the ones that put things back come after them), each
  // change in words: the region's methods in order, the fees as money.
  await page.goto('/en/console/audit');
  const entries = page
    .getByRole('list', { name: en.console.audit })
    .getByRole('listitem')
    .filter({ hasText: owner.email });
  await expect(
    entries
      .filter({ hasText: `region:${code}` })
      .filter({ hasText: `${en.consolePayments.auditMethods}: ` })
      .first(),
  ).toBeVisible();
  await expect(
    entries
      .filter({ hasText: 'method:ewallet' })
      .filter({
        hasText: new RegExp(
          `${en.consolePayments.fixedFee.replace('{currency}', currency)}: [^→]+ → ${currency}\\s0\\.50`,
        ),
      })
      .first(),
  ).toBeVisible();
});
