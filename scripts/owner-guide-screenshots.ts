// The screenshots of docs/owner-guide.md: starts the store's production build on ports of its own
// over a fresh embedded PostgreSQL (as scripts/e2e-server.mjs does, with DATA_DIR .data/owner-guide),
// sets up the first owner with the setup link the API prints at start, buys two orders as a guest
// through the sandbox, then walks the console in Chromium and writes one PNG a screen into
// docs/owner-guide/. Not a test: run it by hand with `npx tsx scripts/owner-guide-screenshots.ts`
// after `npm run build`. OWNER_GUIDE_ONLY=name1,name2 writes only those screenshots.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, expect, type Browser, type Page } from '@playwright/test';
import { buy, payOnSandbox } from '../e2e/support/checkout';
import { messages } from '../e2e/support/messages';
import { manualKey, totpCode } from '../e2e/support/staff';

const { en } = messages;
const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'docs', 'owner-guide');
const PORT = Number(process.env.OWNER_GUIDE_PORT ?? 3400);
const BASE = `http://localhost:${PORT}`;
const ONLY = process.env.OWNER_GUIDE_ONLY?.split(',').filter(Boolean);

const OWNER = { email: 'owner@starlit.example', name: 'Alex Owner', password: 'owner-guide-pw-1' };

/** The store as e2e-server.mjs starts it, on other ports and in its own data folder. */
function startStore(): { store: ChildProcess; setupLink: Promise<string> } {
  const dataDir = path.join(ROOT, '.data', 'owner-guide');
  rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: process.env.OWNER_GUIDE_PG_PORT ?? '54449',
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
    await context.close();
  }
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const { store, setupLink } = startStore();
  let browser: Browser | undefined;
  try {
    await ready(300);
    const link = await setupLink;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
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
    await expect(main.getByRole('list', { name: en.console.recoveryTitle }).getByRole('listitem')).toHaveCount(10);
    await shot(page, 'recovery-codes');
    await main.getByRole('button', { name: en.console.recoverySaved }).click();
    await expect(page).toHaveURL(/\/en\/console$/);

    await shot(page, 'dashboard', { fullPage: true });
    await open(page, '/en/console/orders');
    await shot(page, 'orders');
    await main.getByRole('link', { name: /\d{18}/ }).first().click();
    await expect(page).toHaveURL(/\/en\/console\/orders\/\d{18}$/);
    await shot(page, 'order', { fullPage: true });
    await open(page, '/en/console/customers');
    await shot(page, 'customers');
    await open(page, '/en/console/catalogue');
    await shot(page, 'catalogue');
    await open(page, '/en/console/catalogue/mecha-arena');
    await shot(page, 'product-editor');
    await open(page, '/en/console/prices');
    await shot(page, 'prices');
    await open(page, '/en/console/stock');
    await shot(page, 'stock');
    await open(page, '/en/console/promotions');
    await shot(page, 'promotions');
    await open(page, '/en/console/content');
    await shot(page, 'content');
    await open(page, '/en/console/payments');
    await shot(page, 'payments');
    await open(page, '/en/console/settings');
    await shot(page, 'settings');
    await open(page, '/en/console/staff');
    await shot(page, 'staff');
    await open(page, '/en/console/audit');
    await shot(page, 'audit');
    await open(page, '/en/console/support');
    await shot(page, 'support');

    // The phone layout, where it matters most.
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/en/console');
    await shot(page, 'phone-dashboard');
    await open(page, '/en/console/orders');
    await shot(page, 'phone-orders');
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
