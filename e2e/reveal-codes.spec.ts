import { expect, test } from '@playwright/test';
import pg from 'pg';
import { signInWithCode } from './support/account';
import { buy, orderStatus, payOnSandbox } from './support/checkout';
import { mailedCode, uniqueEmail } from './support/mail';
import { messages } from './support/messages';

const { en } = messages;

// Issue 13, codes kept safe: a day after delivery an account's codes come back only for its password
// or a code mailed to it. The store of the suite runs on its own embedded PostgreSQL (e2e-server.mjs).
const database = `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? '54349'}/storefront`;

/** As if the order had been delivered a day and an hour ago: a test cannot wait a day. */
async function ageDelivery(orderNo: string) {
  const client = new pg.Client(database);
  await client.connect();
  try {
    await client.query(`UPDATE orders SET completed_at = now() - interval '25 hours' WHERE order_no = $1`, [
      orderNo,
    ]);
  } finally {
    await client.end();
  }
}

test('an account without a password sees its codes again a day later for a code mailed to it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('reveal');
  await page.goto('/en/login');
  await signInWithCode(page, en, email);
  await expect(page).toHaveURL(/\/en$/);

  const orderNo = await buy(page, 'en', 'iron-citadel');
  await payOnSandbox(page, en, 'sandboxPay');
  await page.goto(`/en/orderDetail?orderNo=${orderNo}`);
  await expect(orderStatus(page, en)).toHaveText(en.orders.status_completed, { timeout: 15_000 });
  const codes = page.getByRole('region', { name: en.orders.codesTitle });
  const delivered = await codes.locator('code').innerText();

  await ageDelivery(orderNo);
  await page.reload();
  const reveal = codes.getByRole('form', { name: en.orders.revealCodes });
  await expect(reveal.getByText(en.orders.codesHiddenText)).toBeVisible();
  await expect(codes.locator('code')).toHaveCount(0);
  // No password to ask for: the form asks for a mailed code and offers nothing else.
  await expect(reveal.getByLabel(en.auth.password)).toHaveCount(0);
  await expect(reveal.getByRole('button', { name: en.orders.revealByPassword })).toHaveCount(0);

  await reveal.getByRole('button', { name: en.orders.revealCodes }).click();
  await expect(reveal.getByText(en.validation.codeRequired)).toBeVisible();
  const since = Date.now();
  await reveal.getByRole('button', { name: en.auth.sendCode }).click();
  await reveal.getByLabel(en.auth.code).fill(await mailedCode(email, since));
  await reveal.getByRole('button', { name: en.orders.revealCodes }).click();
  await expect(codes.locator('code')).toHaveText(delivered);
  await expect(reveal).toBeHidden();
});
