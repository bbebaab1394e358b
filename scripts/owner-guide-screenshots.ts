// The screenshots of docs/owner-guide.md: starts the store's production build on ports of its own
// over a fresh embedded PostgreSQL (as scripts/e2e-server.mjs does, with DATA_DIR .data/owner-guide),
// sets up the first owner with the setup link the API prints at start, buys two orders as a guest
// through the sandbox, then walks the console in Chromium and writes one PNG a screen into
// docs/owner-guide/. Not a test: run it by hand with `npx tsx scripts/owner-guide-screenshots.ts`
// after `npm run build`. OWNER_GUIDE_ONLY=name1,name2 writes only those screenshots.
// OWNER_GUIDE_FONTS=<folder> adds that folder's fonts to the browser's (a machine without Chinese,
// Thai, Hindi or Burmese fonts draws the language names of those scripts as empty boxes).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, expect, type Browser, type Locator, type Page } from '@playwright/test';
import playwrightConfig from '../playwright.config';
import { buy, payOnSandbox } from '../e2e/support/checkout';
import { chooseStockSku, inviteStaff, previewImport } from '../e2e/support/console';
import { messages } from '../e2e/support/messages';
import { enrolAtConsole, manualKey, submitConsolePassword, totpCode } from '../e2e/support/staff';

const { en } = messages;
const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'docs', 'owner-guide');
const PORT = Number(process.env.OWNER_GUIDE_PORT ?? 3400);
const BASE = `http://localhost:${PORT}`;
const ONLY = process.env.OWNER_GUIDE_ONLY?.split(',').filter(Boolean);

const OWNER = { email: 'owner@starlit.example', name: 'Alex Owner', password: 'owner-guide-pw-1' };
/** A second owner, made on the server as the README says, so that a new owner's invitation needs confirming. */
const SECOND_OWNER = { email: 'jordan@starlit.example', name: 'Jordan Owner', password: 'owner-guide-pw-2' };
const PG_PORT = process.env.OWNER_GUIDE_PG_PORT ?? '54449';

async function createOwnerOnServer(account: typeof SECOND_OWNER) {
  await promisify(execFile)(
    'npm',
    [
      'run',
      '--silent',
      'staff:create',
      '-w',
      'apps/api',
      '--',
      '--email',
      account.email,
      '--name',
      account.name,
      '--role',
      'owner',
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${PG_PORT}/storefront`,
        STAFF_PASSWORD: account.password,
      },
    },
  );
}

/** The store as e2e-server.mjs starts it, on other ports and in its own data folder. */
function startStore(): { store: ChildProcess; setupLink: Promise<string> } {
  const dataDir = path.join(ROOT, '.data', 'owner-guide');
  rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: PG_PORT,
    PORT: String(PORT),
    API_PORT: String(PORT + 1),
    LOG_LEVEL: 'warn',
    // No SMTP_URL: the store keeps its mail in its own outbox, as a developer's store does.
    MAIL_INTERVAL_SECONDS: '1',
    SIGNIN_LIMIT_PER_IP: '1000',
    GUEST_LIMIT_PER_IP_MINUTE: '100000',
    GUEST_LIMIT_PER_IP_HOUR: '100000',
    HELD_CODES_PER_IP: '100000',
    SANDBOX_WEBHOOK_SECRET: 'owner-guide-sandbox-secret',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const store = spawn('node', ['scripts/start.mjs'], { cwd: ROOT, env, detached: true });
  const setupLink = new Promise<string>((resolve, reject) => {
    let seen = '';
    const read = (chunk: Buffer) => {
      seen += chunk.toString();
      const link = /https?:\/\/\S+\/console\/setup\?token=[\w-]+/.exec(seen)?.[0];
      if (link) resolve(new URL(link).pathname + new URL(link).search);
    };
    store.stdout!.on('data', read);
    store.stderr!.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      read(chunk);
    });
    store.on('exit', (code) => reject(new Error(`the store stopped (${code})`)));
  });
  return { store, setupLink };
}

async function ready(seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the store did not answer at ${BASE}/api/readyz`);
}

/** Waits for the screen to settle: no request in flight for a moment, no busy region, no spinner. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  await page.waitForTimeout(400);
}

async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (ONLY && !ONLY.includes(name)) return;
  await settle(page);
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: options.fullPage ?? false });
  console.log(`  ${name}.png`);
}

/** Scrolls `part` near the top of the window, then takes the window (1280 × 800). */
async function shotAt(page: Page, name: string, part: Locator) {
  await part.first().evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -80));
  await shot(page, name);
}

/** A screenshot that needs more than opening a page: when its steps fail, the others still come. */
async function optional(name: string, steps: () => Promise<void>) {
  try {
    await steps();
  } catch (error) {
    console.error(`  ${name}: not taken (${(error as Error).message.split('\n')[0]})`);
  }
}

async function open(page: Page, address: string) {
  await page.goto(address);
  await settle(page);
}

/** Two guest orders through the sandbox gateway, so the dashboard and the orders are not empty. */
async function guestOrders(browser: Browser) {
  for (const [game, playerId] of [
    ['mecha-arena', '5123456'],
    ['questnet-card', undefined],
  ] as const) {
    const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await buy(page, 'en', game, { playerId, email: `guest-${game}@customer.example` });
    await payOnSandbox(page, en, 'sandboxPay');
    await expect(page.getByRole('heading', { name: en.checkout.paymentCompleted })).toBeVisible({
      timeout: 20_000,
    });
    if (game === 'mecha-arena') {
      // A customer's question on the order, for the Customer service screen.
      await optional('feedback', async () => {
        const orderNo = new URL(page.url()).searchParams.get('orderNo');
        await page.goto(`/en/orderDetail?orderNo=${orderNo}`);
        const main = page.getByRole('main');
        await main.getByRole('button', { name: en.support.openFeedback }).click();
        const feedback = main.getByRole('region', { name: en.support.feedbackTitle });
        await feedback.getByLabel(en.support.questionType).selectOption({ index: 1 });
        const email = feedback.getByLabel(en.support.email);
        if ((await email.count()) > 0 && !(await email.inputValue()))
          await email.fill(`guest-${game}@customer.example`);
        await feedback
          .getByLabel(en.support.message)
          .fill('My 60 Credits have not shown up in the game yet. Could you check my order, please?');
        await feedback.getByRole('button', { name: en.support.send, exact: true }).click();
        await expect(feedback.getByText(en.support.statusWaiting, { exact: true })).toBeVisible();
      });
    }
    await context.close();
  }
}

/** The browser's environment: fontconfig told about OWNER_GUIDE_FONTS besides the system's fonts. */
function browserEnv(): Record<string, string> | undefined {
  const fonts = process.env.OWNER_GUIDE_FONTS;
  if (!fonts) return undefined;
  const file = path.join(ROOT, '.data', 'owner-guide-fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
      `  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n  <dir>${path.resolve(fonts)}</dir>\n</fontconfig>\n`,
  );
  return { ...(process.env as Record<string, string>), FONTCONFIG_FILE: file };
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const { store, setupLink } = startStore();
  let browser: Browser | undefined;
  try {
    await ready(300);
    const link = await setupLink;
    // The suite's own Chromium and flags.
    browser = await chromium.launch({ ...playwrightConfig.use?.launchOptions, env: browserEnv() });
    console.log('Guest orders…');
    await guestOrders(browser);

    console.log('Screenshots:');
    const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const main = page.getByRole('main');

    // Setup: the first owner, with the key an authenticator app takes.
    await open(page, link);
    await main.getByLabel(en.console.email).fill(OWNER.email);
    await main.getByLabel(en.console.name).fill(OWNER.name);
    await main.getByLabel(en.console.password).fill(OWNER.password);
    const secret = await manualKey(page);
    await shot(page, 'setup', { fullPage: true });
    await main.getByLabel(en.console.code).fill(await totpCode(secret));
    await main.getByRole('button', { name: en.console.createOwner }).click();
    await expect(
      main.getByRole('list', { name: en.console.recoveryTitle }).getByRole('listitem'),
    ).toHaveCount(10);
    await shot(page, 'recovery-codes');
    await main.getByRole('button', { name: en.console.recoverySaved }).click();
    await expect(page).toHaveURL(/\/en\/console$/);

    // Signing in again: the password, then the code from the authenticator app.
    await page.getByRole('banner').getByRole('button', { name: en.console.signOut }).click();
    await open(page, '/en/console');
    await submitConsolePassword(page, OWNER);
    await expect(main.getByRole('heading', { name: en.console.totpTitle })).toBeVisible();
    await shot(page, 'sign-in-code');
    await main.getByLabel(en.console.code).fill(await totpCode(secret));
    await main.getByRole('button', { name: en.console.continue }).click();
    await expect(page.getByRole('banner').getByText(OWNER.name)).toBeVisible();

    await shot(page, 'dashboard', { fullPage: true });
    await open(page, '/en/console/orders');
    await shot(page, 'orders');
    await main
      .getByRole('link', { name: /\d{18}/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/console\/orders\/\d{18}$/);
    await shot(page, 'order', { fullPage: true });
    const orderAddress = page.url();
    await optional('order-refund', async () => {
      await main.getByRole('button', { name: /^Refund$/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot(page, 'order-refund');
      await page.keyboard.press('Escape');
    });
    await open(page, '/en/console/customers');
    await main.locator('input:not([type="checkbox"])').first().fill('guest-mecha-arena@customer.example');
    await main.getByRole('button', { name: en.consoleCustomers.search, exact: true }).click();
    await shot(page, 'customers');
    await optional('customer', async () => {
      await main.locator('a[href*="/console/customers/"]').first().click();
      await expect(page).toHaveURL(/\/console\/customers\/.+/);
      await shot(page, 'customer');
    });
    await open(page, '/en/console/catalogue');
    await shot(page, 'catalogue');
    await open(page, '/en/console/catalogue/mecha-arena');
    await shot(page, 'product-editor');
    await open(page, '/en/console/prices');
    await shot(page, 'prices');
    await optional('prices-product', async () => {
      await main
        .getByRole('button', { name: /^Mecha Arena/ })
        .first()
        .click();
      const grid = main.getByRole('heading', {
        name: en.consolePrices.gridOf.replace('{name}', 'Mecha Arena'),
      });
      await expect(grid.first()).toBeVisible();
      await shotAt(page, 'prices-product', grid);
    });
    await open(page, '/en/console/stock');
    await shot(page, 'stock');
    await optional('stock-import', async () => {
      await chooseStockSku(page, 'Arcadia Pass Card', '500 Points');
      await page
        .getByLabel(en.consoleStock.paste)
        .fill('ARC5-NEW1-0001\nARC5-NEW1-0002\nARC5-NEW1-0003\nARC5-NEW1-0003');
      await previewImport(page, {
        batch: 'December restock',
        supplier: 'Arcadia Distribution',
        cost: '4.10',
      });
      await expect(page.locator('[data-preview="new"]')).toContainText('3');
      await shotAt(page, 'stock-import', page.getByRole('heading', { name: en.consoleStock.importTitle }));
    });
    await open(page, '/en/console/promotions');
    await shot(page, 'promotions');
    await optional('promotions-activities', async () => {
      await main
        .getByRole('button', { name: en.consolePromotions.activities })
        .or(main.getByRole('tab', { name: en.consolePromotions.activities }))
        .first()
        .click();
      await expect(main.getByRole('button', { name: en.consolePromotions.newActivity })).toBeVisible();
      await shot(page, 'promotions-activities');
    });
    await open(page, '/en/console/content');
    await main.getByText('Starfall Legends: crystal week').click();
    await shot(page, 'content');
    await optional('content-banners', async () => {
      await main.getByRole('tab', { name: en.consoleContent.section_banners }).click();
      const banners = main.getByRole('list', { name: en.consoleContent.section_banners });
      await banners.getByRole('button').first().click();
      await expect(main.getByRole('button', { name: en.consoleContent.saveBanner })).toBeVisible();
      await shot(page, 'content-banners');
    });
    await open(page, '/en/console/payments');
    await shot(page, 'payments');
    await open(page, '/en/console/settings');
    await shot(page, 'settings');
    // The last panel of the page: the window cannot scroll it to the top, so the panel alone.
    if (!ONLY || ONLY.includes('settings-agents')) {
      const policy = main.getByRole('heading', { name: en.consoleSettings.staffPolicy }).locator('xpath=..');
      await policy.screenshot({ path: path.join(OUT, 'settings-agents.png') });
      console.log('  settings-agents.png');
    }
    await optional('staff-invitation', () =>
      inviteStaff(page, 'sam@starlit.example', 'operator').then(() => undefined),
    );
    // With two owners, a third one's invitation waits for the other owner's Confirm.
    await optional('staff-confirm', async () => {
      await createOwnerOnServer(SECOND_OWNER);
      // The suite's helper is typed for the roles it invites; the form offers Owner as well.
      await inviteStaff(page, 'riley@starlit.example', 'owner' as 'operator');
      const second = await browser!.newContext({ baseURL: BASE, viewport: { width: 1280, height: 800 } });
      const secondPage = await second.newPage();
      await enrolAtConsole(secondPage, SECOND_OWNER);
      await open(secondPage, '/en/console/staff');
      const invitations = secondPage.getByRole('heading', { name: en.console.pendingInvitations });
      await expect(
        secondPage.getByRole('main').getByRole('button', { name: en.console.confirmInvitation }),
      ).toBeVisible();
      await shotAt(secondPage, 'staff-confirm', invitations);
      await second.close();
    });
    await open(page, '/en/console/staff');
    await shot(page, 'staff', { fullPage: true });
    await open(page, '/en/console/audit');
    await main.getByLabel(en.console.filterAction).selectOption({ label: en.console.filterSignIns });
    await main.getByRole('button', { name: en.consoleCustomers.search, exact: true }).click();
    await shot(page, 'audit');
    await open(page, '/en/console/support');
    await optional('support-thread', async () => {
      await main.getByRole('button').filter({ hasText: 'My 60 Credits' }).first().click();
      await expect(main.getByLabel(en.agent.replyLabel)).toBeVisible();
    });
    await shot(page, 'support');

    // The phone layout, where it matters most.
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/en/console');
    await shot(page, 'phone-dashboard');
    await open(page, '/en/console/orders');
    await shot(page, 'phone-orders');
    await open(page, orderAddress);
    await shot(page, 'phone-order');
    await context.close();
  } finally {
    await browser?.close();
    if (store.pid) process.kill(-store.pid, 'SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
