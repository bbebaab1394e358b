import { expect, test, type Browser, type Page } from '@playwright/test';
import { formatAmount } from '../packages/contracts/src/money';
import { messages } from './support/messages';
import { createStaff, enrolAtConsole, horizontalOverflow } from './support/staff';

// Issue 14, "The console" 2: an operator gives a SKU its own RUB and IDR prices and a sale that
// starts a few seconds later; the storefront's product page shows the new price, then, once the
// start passes and without anyone touching anything, the sale price with the old one struck through.

const { en } = messages;
const t = en.consolePrices;
const RUB = { code: 'RUB', minorUnits: 2, symbol: '₽' };
const IDR = { code: 'IDR', minorUnits: 0, symbol: 'Rp' };

test.describe.configure({ timeout: 180_000 });

/** The storefront's product page for a customer of a region, in English. */
async function storefront(browser: Browser, baseURL: string, region: string, currency: string, slug: string) {
  const context = await browser.newContext();
  await context.addCookies(
    [
      ['region_key', region],
      ['currency_key', currency],
    ].map(([name, value]) => ({ name: name!, value: value!, url: baseURL })),
  );
  const page = await context.newPage();
  await page.goto(`/en/${slug}`);
  return page;
}

/** The SKU's option on the product page: its name, price and any struck-through price. */
const option = (page: Page, skuName: string) => page.locator('label').filter({ hasText: skuName });

test('an operator prices a SKU in RUB and IDR with a sale; the storefront shows the sale when it starts', async ({
  browser,
  page,
  baseURL,
}, testInfo) => {
  // The two projects run at once on one store: each prices its own product.
  const [slug, name] =
    testInfo.project.name === 'phone-390'
      ? ['rune-keepers', 'Rune Keepers']
      : ['neon-circuit', 'Neon Circuit'];
  const skuName = '90 days';
  const operator = {
    email: `prices-${testInfo.project.name}-${Date.now().toString(36)}@console.test`,
    name: 'Price Operator',
    password: 'operator-password-1',
  };
  await createStaff(operator, 'operator');
  await enrolAtConsole(page, operator);
  await page
    .getByRole('navigation', { name: en.console.nav })
    .getByRole('link', { name: t.nav, exact: true })
    .click();
  await expect(page).toHaveURL(/\/en\/console\/prices$/);

  await page.getByLabel(t.search).fill(name.slice(0, 6));
  await page.getByRole('list', { name: t.products }).getByRole('button', { name }).click();
  const sku = page.getByRole('listitem', { name: skuName });
  await sku.getByRole('button', { name: t.edit }).click();
  const form = page.getByRole('form', { name: t.editOf.replace('{name}', skuName) });
  const currency = (code: string) => form.getByRole('listitem', { name: code });
  const label = (text: string, code: string) => text.replace('{currency}', code);

  await currency('RUB').getByLabel(label(t.explicitIn, 'RUB')).check();
  await currency('RUB').getByLabel(label(t.price, 'RUB'), { exact: true }).fill('149');
  // The demo's struck-through rouble price goes: no "before" price until the sale.
  await currency('RUB').getByLabel(label(t.originalPrice, 'RUB')).fill('');
  await currency('RUB').getByLabel(label(t.salePrice, 'RUB')).fill('99');
  await currency('IDR').getByLabel(label(t.explicitIn, 'IDR')).check();
  await currency('IDR').getByLabel(label(t.price, 'IDR'), { exact: true }).fill('25 000');
  // A sale price not below the price is refused on its field before anything is sent.
  await currency('IDR').getByLabel(label(t.salePrice, 'IDR')).fill('30 000');
  await form.getByRole('button', { name: t.save }).click();
  await expect(currency('IDR').getByText(t.saleNotBelow)).toBeVisible();
  await currency('IDR').getByLabel(label(t.salePrice, 'IDR')).fill('19 000');
  // The sale starts 20 seconds from now, in the browser's own time (what the operator types).
  const startsAt = Math.ceil((Date.now() + 20_000) / 1000) * 1000;
  const startText = await page.evaluate((epoch) => {
    const date = new Date(epoch);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
      date.getMinutes(),
    )}:${pad(date.getSeconds())}`;
  }, startsAt);
  await form.getByLabel(t.saleStartsAt).fill(startText);
  // Before saving, the form shows what a customer will pay now: the new price, the sale not yet.
  await expect(currency('RUB')).toContainText(`${t.customerPays} ${formatAmount(14900, RUB, 'en')}`);
  await form.getByRole('button', { name: t.save }).click();
  await expect(sku.getByRole('status')).toHaveText(t.saved);
  // The grid, read again: both currencies explicit, the sale's price waiting for its start.
  const now = sku.getByRole('list', { name: t.nowByCurrency });
  await expect(now.getByRole('listitem', { name: 'RUB' })).toContainText(formatAmount(14900, RUB, 'en'));
  await expect(now.getByRole('listitem', { name: 'IDR' })).toContainText(formatAmount(25000, IDR, 'en'));
  expect(await horizontalOverflow(page)).toBeUndefined();
  await page.screenshot({ path: testInfo.outputPath('console-prices.png'), fullPage: true });

  const rub = await storefront(browser, baseURL!, 'RUS', 'RUB', slug);
  const idr = await storefront(browser, baseURL!, 'IDN', 'IDR', slug);
  expect(Date.now()).toBeLessThan(startsAt);
  await expect(option(rub, skuName)).toContainText(formatAmount(14900, RUB, 'en'));
  await expect(option(rub, skuName).locator('s')).toHaveCount(0);
  await expect(option(idr, skuName)).toContainText(formatAmount(25000, IDR, 'en'));

  // Nobody touches anything: the page, loaded again, shows the sale once its start has passed.
  for (const [customer, sale, regular] of [
    [rub, formatAmount(9900, RUB, 'en'), formatAmount(14900, RUB, 'en')],
    [idr, formatAmount(19000, IDR, 'en'), formatAmount(25000, IDR, 'en')],
  ] as const) {
    await expect
      .poll(
        async () => {
          await customer.reload();
          return option(customer, skuName).innerText();
        },
        { timeout: 60_000, intervals: [1_000] },
      )
      .toContain(sale);
    expect(Date.now()).toBeGreaterThanOrEqual(startsAt);
    await expect(option(customer, skuName).locator('s')).toContainText(regular);
  }
  expect(await horizontalOverflow(rub)).toBeUndefined();
  await Promise.all([rub.context().close(), idr.context().close()]);
});
