import { expect, test, type Page } from '@playwright/test';
import type { DashboardSummary } from '@storefront/contracts/console-dashboard';
import { formatAmount } from '@storefront/contracts/money';
import pg from 'pg';
import { buy, orderStatus, payOnSandbox } from './support/checkout';
import { uniqueEmail } from './support/mail';
import { messages } from './support/messages';
import { consoleCall, createStaff, enrolAtConsole, horizontalOverflow } from './support/staff';

// Issue 15, "Done when": the dashboard's figures for the test's orders match. A guest buys two
// top-ups through the storefront; today's figures on the operator's dashboard grow by exactly
// those orders, as SQL over the store's database says, and the screen shows what the API answers.
// Each width buys in a region of its own, so the two runs side by side never count each other's.

const { en } = messages;
const t = en.consoleDashboard;
const DATABASE = `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? '54349'}/storefront`;
const REGION = { 'desktop-1280': 'MYS', 'phone-390': 'VNM' } as Record<string, string>;

test.describe.configure({ timeout: 240_000 });

/** Today's summary for `currency`, as the console's own call answers it to the signed-in operator. */
async function todayOf(page: Page, currency: string) {
  const summary = await consoleCall<DashboardSummary>(page, 'dashboard/summary', {
    period: 'today',
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  return summary.currencies.find((figures) => figures.currency.code === currency);
}

/** Mecha Arena's units among the best sellers, all its SKUs together. */
const unitsOf = (figures: DashboardSummary['currencies'][number] | undefined) =>
  (figures?.bestSellers ?? [])
    .filter((seller) => seller.product === 'Mecha Arena')
    .reduce((sum, seller) => sum + seller.units, 0);

test("today's dashboard counts a guest's two purchases, as SQL and the API say", async ({
  browser,
  page,
}, testInfo) => {
  const region = REGION[testInfo.project.name] ?? 'MYS';
  const operator = {
    email: `dashboard-operator-${testInfo.project.name}-${Date.now().toString(36)}@console.test`,
    name: 'Dana Dashboard',
    password: 'operator-password-1',
  };
  await createStaff(operator, 'operator');
  await enrolAtConsole(page, operator);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();

  // The guest's two purchases, in a region of this run's own, each paid and delivered.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto('/en');
  await guest.getByRole('button', { name: en.settings.open }).click();
  const settings = guest.getByRole('dialog', { name: en.settings.title });
  await settings.getByLabel(en.settings.region).selectOption(region);
  // Saving reloads the page in the new region: the purchases start once it has.
  const reloaded = guest.waitForEvent('load');
  await settings.getByRole('button', { name: en.settings.save }).click();
  await expect(settings).toBeHidden();
  await reloaded;

  const db = new pg.Client(DATABASE);
  await db.connect();
  try {
    const { rows: currencies } = await db.query<{ code: string; minor_units: number; symbol: string }>(
      'SELECT c.code, c.minor_units, c.symbol FROM regions r JOIN currencies c ON c.code = r.currency_code WHERE r.code = $1',
      [region],
    );
    const currency = {
      code: currencies[0]!.code,
      minorUnits: currencies[0]!.minor_units,
      symbol: currencies[0]!.symbol,
    };
    const before = await todayOf(page, currency.code);

    const orderNos: string[] = [];
    for (const n of [1, 2]) {
      const orderNo = await buy(guest, 'en', 'mecha-arena', {
        playerId: `51${String(Date.now()).slice(-8)}${n}1`,
        email: uniqueEmail(`dashboard-guest-${testInfo.project.name}`),
      });
      await payOnSandbox(guest, en, 'sandboxPay');
      await guest.getByRole('main').getByRole('link', { name: en.checkout.viewOrder }).click();
      await expect(orderStatus(guest, en)).toHaveText(en.orders.status_completed, { timeout: 20_000 });
      orderNos.push(orderNo);
    }
    const { rows: bought } = await db.query<{ currency_code: string; pay_amount: number }>(
      'SELECT currency_code, pay_amount FROM orders WHERE order_no = ANY($1)',
      [orderNos],
    );
    expect(bought.map((row) => row.currency_code)).toEqual([currency.code, currency.code]);
    const paid = bought.reduce((sum, row) => sum + row.pay_amount, 0);

    const after = (await todayOf(page, currency.code))!;
    const was = {
      created: before?.funnel.created ?? 0,
      paid: before?.funnel.paid ?? 0,
      completed: before?.funnel.completed ?? 0,
      orders: before?.revenue.orders ?? 0,
      net: before?.revenue.net ?? 0,
      units: unitsOf(before),
    };
    expect(after.funnel).toEqual({
      created: was.created + 2,
      paid: was.paid + 2,
      completed: was.completed + 2,
    });
    expect(after.revenue.orders).toBe(was.orders + 2);
    expect(after.revenue.net).toBe(was.net + paid);
    expect(unitsOf(after)).toBe(was.units + 2);

    // The screen shows the same figures: today, in this currency.
    await main.getByRole('button', { name: t.refresh }).click();
    const switcher = main.getByRole('group', { name: t.currency });
    const figures = main.getByRole('region', {
      name: t.currencyFigures.replace('{currency}', currency.code),
    });
    // The refreshed figures draw the switcher when a second currency sold today; this one's may be behind it.
    const choice = switcher.getByRole('button', { name: currency.code });
    await expect(choice.or(figures).first()).toBeVisible();
    if (await choice.isVisible()) await choice.click();
    await expect(figures.locator('[data-figure="net"]')).toHaveText(
      formatAmount(after.revenue.net, currency, 'en'),
    );
    await expect(figures.locator('[data-figure="funnel-paid"]')).toHaveText(String(after.funnel.paid));
    await expect(figures.locator('[data-figure="funnel-completed"]')).toHaveText(
      String(after.funnel.completed),
    );
    await expect(figures.locator('[data-figure="status-completed"]')).toHaveText(
      String(after.statuses.completed),
    );
    await expect(
      figures
        .getByRole('region', { name: t.bestSellers })
        .getByRole('row', { name: /Mecha Arena/ })
        .first(),
    ).toBeVisible();
    // Both charts are drawn, and their figures can be read as a table.
    await expect(figures.getByRole('img', { name: t.chartRevenue_hour })).toBeVisible();
    await expect(figures.getByRole('img', { name: t.chartOrders_hour })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeUndefined();

    // A week: the same orders, in a day's bar.
    await main.getByRole('group', { name: t.period }).getByRole('button', { name: t.period_7d }).click();
    await expect(figures.getByRole('img', { name: t.chartRevenue_day })).toBeVisible();
  } finally {
    await db.end();
  }
});
