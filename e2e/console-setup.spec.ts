import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { messages } from './support/messages';
import { horizontalOverflow, manualKey, signedInAs, totpCode } from './support/staff';

// Issue 14, "Who": on a store without an owner, the one-time setup link printed at start makes the
// first owner (e-mail, name, password and TOTP), then shows the recovery codes; a link cut short is
// told as such; a used link is refused.

const { en } = messages;

/** The suite's own store database (scripts/e2e-server.mjs runs it on its embedded PostgreSQL). */
const DATABASE = `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? '54349'}/storefront`;

test.describe.configure({ timeout: 120_000 });

/**
 * A setup link as the API prints it at start on a store without an owner (agents/management.ts
 * setupLinkIfNoOwner: a random token, only its hash stored): the printed one goes to the server's
 * output, which a test cannot read. The suite's `first-owner` project runs this spec before any
 * other, on the fresh store, so there is no owner yet.
 */
async function setupLink(): Promise<string> {
  const db = new pg.Client(DATABASE);
  await db.connect();
  try {
    const { rows } = await db.query<{ owners: number }>(
      "SELECT count(*)::int AS owners FROM agents WHERE role = 'owner' AND NOT disabled",
    );
    expect(rows[0]!.owners, 'owners before the first one').toBe(0);
    const token = randomBytes(32).toString('base64url');
    await db.query(
      "INSERT INTO staff_setup_links (id, token_hash, expires_at) VALUES ($1, $2, now() + interval '30 minutes')",
      [`sts_e2e${Date.now().toString(36)}`, createHash('sha256').update(token).digest('hex')],
    );
    return `/en/console/setup?token=${token}`;
  } finally {
    await db.end();
  }
}

test('the setup link makes the first owner, once; a link cut short says so', async ({ page }) => {
  // One store has one first owner: this runs once, and looks at 390 px, then at 1280 px.
  const link = await setupLink();
  const main = page.getByRole('main');

  // Cut short (a line break in a mail client, a partial copy): the page says what is wrong.
  await page.goto(link.slice(0, -10));
  await expect(main.getByRole('alert')).toHaveText(en.validation.linkIncomplete);

  await page.goto(link);
  await expect(main.getByRole('heading', { name: en.console.setupTitle })).toBeVisible();
  // The console's own frame: no storefront header, footer or customer sign-in.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /Starlit/ })).toHaveAttribute(
    'href',
    '/en/console',
  );
  await expect(page.getByRole('button', { name: en.user.signIn })).toHaveCount(0);
  expect(await horizontalOverflow(page)).toBeUndefined();
  const owner = {
    email: `first-owner-${Date.now().toString(36)}@console.test`,
    name: 'First Owner',
    password: 'first-owner-pw-1',
  };
  await main.getByLabel(en.console.email).fill(owner.email);
  await main.getByLabel(en.console.name).fill(owner.name);
  await main.getByLabel(en.console.password).fill(owner.password);
  const secret = await manualKey(page);
  await main.getByLabel(en.console.code).fill('000000');
  await main.getByRole('button', { name: en.console.createOwner }).click();
  await expect(main.getByText(en.apiErrors['-1341'])).toBeVisible();
  await main.getByLabel(en.console.code).fill(await totpCode(secret));
  await main.getByRole('button', { name: en.console.createOwner }).click();
  const recovery = main.getByRole('list', { name: en.console.recoveryTitle });
  await expect(recovery.getByRole('listitem')).toHaveCount(10);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await horizontalOverflow(page)).toBeUndefined();
  await main.getByRole('button', { name: en.console.recoverySaved }).click();
  await expect(page).toHaveURL(/\/en\/console$/);
  await expect(signedInAs(page, owner, 'owner')).toBeVisible();

  // The link is spent: opened again, it is refused.
  await page.goto(link);
  await expect(main.getByRole('alert')).toHaveText(en.apiErrors['-1345']);
});
