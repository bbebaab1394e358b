import { expect, test } from '@playwright/test';
import { cookieValue, sessionToken } from './support/session';

// Spec section 4, "Session start": a new visitor gets a device and a guest session; a returning
// visitor whose token no longer works is logged in again by the same device.

test('a new visitor gets a device id and a guest session stored in cookies', async ({ page, context }) => {
  await page.goto('/ru');
  const token = await sessionToken(page);
  expect(token.length).toBeGreaterThanOrEqual(22);

  const deviceId = await cookieValue(context, 'DeviceId');
  expect(deviceId).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
  expect(await page.evaluate(() => localStorage.getItem('DeviceId'))).toBe(deviceId);

  expect(await cookieValue(context, 'region_key')).toBe('RUS');
  expect(await cookieValue(context, 'currency_key')).toBe('RUB');
  expect(await cookieValue(context, 'isRegister')).toBe('0');
  expect(await cookieValue(context, 'userId')).toBeTruthy();
  expect(await cookieValue(context, 'email')).toBeUndefined();

  const expireTime = Number(await cookieValue(context, 'tokenExpireTime'));
  expect(expireTime).toBeGreaterThan(Date.now());
  const tokenCookie = (await context.cookies()).find((cookie) => cookie.name === 'token')!;
  expect(Math.abs(tokenCookie.expires * 1000 - expireTime)).toBeLessThan(2_000);
});

test('a returning visitor keeps the session on the next visit', async ({ page, context }) => {
  await page.goto('/ru');
  const token = await sessionToken(page);
  const userId = await cookieValue(context, 'userId');

  await page.goto('/ru/news');
  await page.waitForLoadState('networkidle');
  expect(await cookieValue(context, 'token')).toBe(token);
  expect(await cookieValue(context, 'userId')).toBe(userId);
});

test('a returning visitor with an expired token is logged in again by device', async ({
  browser,
  baseURL,
}) => {
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await firstPage.goto(`${baseURL}/ru`);
  await sessionToken(firstPage);
  const deviceId = (await cookieValue(first, 'DeviceId'))!;
  const userId = await cookieValue(first, 'userId');
  await first.close();

  const returning = await browser.newContext();
  const url = new URL(baseURL!);
  await returning.addCookies([
    { name: 'DeviceId', value: deviceId, domain: url.hostname, path: '/' },
    { name: 'token', value: 'expired-or-revoked-token-0123456789', domain: url.hostname, path: '/' },
  ]);
  const page = await returning.newPage();
  const loginCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/web/auth/')) loginCalls.push(new URL(request.url()).pathname);
  });
  await page.goto(`${baseURL}/ru`);

  await expect
    .poll(() => cookieValue(returning, 'token'), { timeout: 10_000 })
    .not.toBe('expired-or-revoked-token-0123456789');
  expect(await cookieValue(returning, 'userId')).toBe(userId);
  expect(loginCalls).toEqual(['/api/web/auth/loginByToken', '/api/web/auth/loginByDevice']);
  await returning.close();
});
