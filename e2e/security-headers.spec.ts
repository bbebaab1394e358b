import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { register } from './support/account';
import { buy, payOnSandbox } from './support/checkout';
import { uniqueEmail } from './support/mail';
import { messages } from './support/messages';
import { sessionToken } from './support/session';

// Issue 11, item 12: every page and API answer carries a Content-Security-Policy (scripts only with
// the request's nonce), frame and referrer rules; the store still works under them in a real browser.

const { en } = messages;

/** A real 16×16 PNG (the server checks the bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mOw13tAEmIY1TCqYfhqAABn400QDwJ76wAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Everything the browser refuses under the policy, in the page and in its frames: its console
 * messages, and the securitypolicyviolation events the page itself sees.
 */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.exposeBinding('reportViolation', (_source, text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI} on ${location.pathname}`);
    });
  });
  return violations;
}

test('pages and API answers carry the security headers', async ({ page }) => {
  const response = (await page.goto('/en'))!;
  const headers = response.headers();
  expect(headers['content-security-policy']).toMatch(
    /script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/,
  );
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers).toMatchObject({
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  expect(headers['permissions-policy']).toContain('camera=()');

  // Next.js put this request's nonce on its scripts: a script without it would not have run.
  const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy']!)![1];
  expect(
    await page
      .locator('script[src*="/_next/"]')
      .first()
      .evaluate((script) => (script as HTMLScriptElement).nonce),
  ).toBe(nonce);

  const chunk = await page.request.get(
    (await page.locator('script[src*="/_next/"]').first().getAttribute('src'))!,
  );
  expect(chunk.headers()['x-content-type-options']).toBe('nosniff');

  const api = await page.request.post('/api/web/system/baseInfo', { data: {} });
  expect(api.headers()).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
  expect(api.headers()['content-security-policy']).toContain("default-src 'none'");
});

test('the home page, a game, payment, the sandbox gateway, an order and the chat run without a CSP violation', async ({
  page,
}) => {
  const violations = await recordViolations(page);

  await page.goto('/en');
  await sessionToken(page);

  // The chat: the store frames its own chat page, whose socket carries a message and an image (the
  // upload grant, then the signed link it is shown from).
  await page.getByRole('button', { name: en.support.openChat }).click();
  const chat = page.frameLocator(`iframe[title="${en.support.chatTitle}"]`);
  const hello = `Hello from under the policy (${Date.now().toString(36)})`;
  // Its history has loaded, so the page has hydrated: typing before that is lost to the first render.
  await expect(chat.getByText(en.support.chatEmpty)).toBeVisible();
  await chat.getByLabel(en.support.messageLabel).fill(hello);
  await chat.getByLabel(en.support.messageLabel).press('Enter');
  // The first message opens the conversation: on a loaded machine that takes a few seconds.
  await expect(chat.getByRole('listitem').filter({ hasText: hello })).toBeVisible({ timeout: 10_000 });
  await expect(chat.getByText(en.support.sending)).toHaveCount(0);
  await chat
    .getByLabel(en.support.attachImage)
    .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: PNG });
  const sent = chat.getByRole('img', { name: en.support.imageAlt });
  await expect(sent).toBeVisible();
  await expect.poll(() => sent.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(16);
  const panel = page.getByRole('region', { name: en.support.chatTitle });
  await panel.getByRole('button', { name: en.support.closeChat }).click();
  await expect(panel).toBeHidden();

  // The game page and its purchase form, then the payment page, the gateway and back, and the order.
  const orderNo = await buy(page, 'en', 'mecha-arena', { playerId: '5123456' });
  await payOnSandbox(page, en, 'sandboxPay');
  await page.goto(`/en/orderDetail?orderNo=${orderNo}`);
  await expect(page.getByRole('main').getByText(orderNo)).toBeVisible();

  expect(violations).toEqual([]);
});

test('My Orders refuses to be shown inside another site’s frame', async ({ page }) => {
  // The guest session first: registering before it exists would make the link's opener a stranger.
  await page.goto('/en');
  await sessionToken(page);
  await register(page, 'en', uniqueEmail('framed'), 'framed-password-1');
  await page.goto('/en/myOrder');
  await expect(page.getByRole('heading', { name: en.orders.title })).toBeVisible();

  // A page of another origin on the same site (so the signed-in cookies would go along), framing My
  // Orders and, to show the frames load at all, a file of the store that carries no frame rule.
  const store = new URL(page.url());
  const elsewhere = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(`<!doctype html><title>Elsewhere</title>
      <iframe name="orders" src="${store.origin}/en/myOrder"></iframe>
      <iframe name="file" src="${store.origin}/robots.txt"></iframe>`);
  });
  elsewhere.listen(0, '127.0.0.1');
  await once(elsewhere, 'listening');
  const attacker = `${store.protocol}//${store.hostname}:${(elsewhere.address() as AddressInfo).port}/`;
  try {
    await page.goto(attacker);
    const frameUrl = (name: string) => page.frame({ name })?.url();
    await expect.poll(() => frameUrl('file')).toBe(`${store.origin}/robots.txt`);
    await expect(page.frameLocator('iframe[name="file"]').locator('body')).toContainText('Sitemap');
    await expect.poll(() => frameUrl('orders')).toBe('chrome-error://chromewebdata/');
    await expect(
      page.frameLocator('iframe[name="orders"]').getByRole('heading', { name: en.orders.title }),
    ).toHaveCount(0);
  } finally {
    elsewhere.close();
  }
});
