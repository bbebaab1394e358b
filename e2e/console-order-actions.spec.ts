import { expect, test, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import { buy, orderStatus, payOnSandbox, withAny } from './support/checkout';
import { uniqueEmail } from './support/mail';
import { messages } from './support/messages';
import { createStaff, enrolAtConsole, horizontalOverflow } from './support/staff';

// Issue 15, "Done when": an operator finds a guest's order by player id, refunds half of it with a
// reason, and the customer's order page shows the partial refund; a top-up that failed is retried
// (its account corrected first) and completes.

const { en } = messages;
const t = en.consoleOrders;

test.describe.configure({ timeout: 240_000 });

/** The suite's own store database (scripts/e2e-server.mjs runs it on its embedded PostgreSQL). */
const DATABASE = `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? '54349'}/storefront`;

async function query(text: string, values: unknown[] = []) {
  const db = new pg.Client(DATABASE);
  await db.connect();
  try {
    return (await db.query(text, values)).rows;
  } finally {
    await db.end();
  }
}

/** How many times the supplier has been asked to credit the order (the delivery's own count). */
async function deliveryAttempts(orderNo: string): Promise<number> {
  const [row] = await query('SELECT attempts FROM deliveries WHERE order_no = $1', [orderNo]);
  return row?.attempts ?? 0;
}

/** Retries of the failing top-up's delivery seen before the operator steps in. */
const RETRIES_SEEN = 5;
/** An attempt's own time on a loaded machine, besides the wait before it: the worker's poll, the supplier's answer. */
const ATTEMPT_ALLOWANCE_MS = 10_000;

/**
 * The longest the store's delivery job takes, by its retry policy (pg-boss's queue, as the e2e server
 * configured it: SUPPLIER_RETRIES), to fail and be retried `retries` times: pg-boss waits at most
 * delay × 2^k seconds before retry k (and at most the policy's maximum).
 */
async function retriedWithinMs(retries: number): Promise<number> {
  const [policy] = await query(
    `SELECT retry_limit, retry_delay, retry_backoff, retry_delay_max FROM pgboss.queue WHERE name = 'fulfilment.deliver'`,
  );
  expect(policy?.retry_backoff).toBe(true);
  // Two retries left after them: the order still waits while the operator corrects and retries it.
  expect(policy!.retry_limit - retries).toBeGreaterThanOrEqual(2);
  let waitMs = 0;
  for (let k = 1; k <= retries; k++) {
    waitMs += Math.min(policy!.retry_delay_max ?? Infinity, policy!.retry_delay * 2 ** k) * 1000;
  }
  return waitMs + (retries + 1) * ATTEMPT_ALLOWANCE_MS;
}

/** A guest's paid top-up of Mecha Arena for `playerId`, its page open on `guest`. */
async function paidTopUp(guest: Page, playerId: string): Promise<string> {
  const orderNo = await buy(guest, 'en', 'mecha-arena', { playerId, email: uniqueEmail('actions') });
  await payOnSandbox(guest, en, 'sandboxPay');
  await guest.goto(`/en/orderDetail?orderNo=${orderNo}`);
  return orderNo;
}

/** The order page's actions panel. */
const panelOf = (page: Page) => page.getByRole('region', { name: t.action_title });

/** Opens an action's dialog, fills the reason and what `fill` adds, and confirms. */
async function act(page: Page, action: string, reason: string, fill?: (dialog: Locator) => Promise<unknown>) {
  await panelOf(page).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await fill?.(dialog);
  await dialog.getByLabel(action === t.action_markDelivered ? t.action_note : t.action_reason).fill(reason);
  return dialog;
}

test('an operator refunds half of a guest’s order found by player id; a failed top-up is corrected, retried and completes', async ({
  browser,
  page,
}, testInfo) => {
  const run = `${testInfo.project.name === 'phone-390' ? 1 : 2}${String(Date.now()).slice(-6)}`;
  const guest = await (await browser.newContext()).newPage();
  const playerId = `51${run}`;
  const orderNo = await paidTopUp(guest, playerId);
  await expect(orderStatus(guest, en)).toHaveText(en.orders.status_completed, { timeout: 20_000 });

  const operator = {
    email: `operator-${run}@actions.test`,
    name: 'Action Operator',
    password: 'operator-password-1',
  };
  await createStaff(operator, 'operator');
  await enrolAtConsole(page, operator);

  // Found by the player id, from the console's order search.
  await page.goto('/en/console/orders');
  const search = page.getByRole('search', { name: t.list_search });
  await search.getByLabel(t.list_playerId).fill(playerId);
  await search.getByRole('button', { name: t.list_search }).click();
  await expect(page).toHaveURL(new RegExp(`playerId=${playerId}`));
  await page.getByRole('link', { name: orderNo }).click();
  await expect(page).toHaveURL(new RegExp(`/en/console/orders/${orderNo}$`));
  const panel = panelOf(page);
  // Delivered: its receipt may be sent again and it may be refunded; nothing else applies.
  await expect(panel.getByRole('button')).toHaveText([t.action_resendReceipt, t.action_refund]);
  expect(await horizontalOverflow(page)).toBeUndefined();

  // Half of it, with a reason; the dialog asks again, naming the amount.
  const dialog = await act(page, t.action_refund, 'Half the coins arrived', async (form) => {
    const amount = form.getByLabel(t.refund_amount.replace('{currency}', 'RUB'));
    const whole = Number((await amount.inputValue()).replace(/\s/g, ''));
    await amount.fill((Math.floor(whole * 50) / 100).toFixed(2));
  });
  await dialog.getByRole('button', { name: t.action_confirm_refund }).click();
  const confirm = dialog.getByRole('button', { name: withAny(t.refund_confirm) });
  await expect(confirm).toBeVisible();
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('status')).toHaveText(withAny(t.refund_asked));

  // The customer's own page shows what came back, of what was paid.
  await expect
    .poll(
      async () => {
        await guest.reload();
        // Counted once the reloaded page shows the order again, not while it is still loading.
        await expect(orderStatus(guest, en)).toBeVisible();
        return guest.getByText(withAny(en.orders.refundedPart)).count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await expect(orderStatus(guest, en)).toHaveText(en.orders.status_completed);

  // A top-up the supplier cannot credit: the job keeps retrying, backing off.
  const failing = await paidTopUp(guest, `57${run}`);
  const retriedWithin = await retriedWithinMs(RETRIES_SEEN);
  test.setTimeout(testInfo.timeout + retriedWithin);
  await expect
    .poll(() => deliveryAttempts(failing), { timeout: retriedWithin })
    .toBeGreaterThanOrEqual(RETRIES_SEEN + 1);
  await page.goto(`/en/console/orders/${failing}`);
  await expect(panel.getByRole('button', { name: t.action_retryDelivery })).toBeVisible();

  // The account corrected first (a supplier call of the job's running then answers -1216: press again).
  const correction = await act(page, t.action_correctAccount, 'The customer typed the id wrong', (form) =>
    form.getByLabel(t.action_playerId).fill(`52${run}`),
  );
  await expect(async () => {
    if (await correction.isVisible()) {
      await correction.getByRole('button', { name: t.action_confirm_correctAccount }).click();
    }
    await expect(correction).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(panel.getByRole('status')).toHaveText(t.action_done_correctAccount);

  const retry = await act(page, t.action_retryDelivery, 'Account corrected: deliver now');
  await retry.getByRole('button', { name: t.action_confirm_retryDelivery }).click();
  await expect(retry).toBeHidden();
  await expect(panel.getByRole('status')).toHaveText(t.action_done_retryDelivery);
  await expect
    .poll(
      async () => {
        await guest.reload();
        return orderStatus(guest, en).innerText();
      },
      { timeout: 30_000 },
    )
    .toBe(en.orders.status_completed);
  await expect(guest.getByRole('main')).toContainText(`52${run}`);
});
