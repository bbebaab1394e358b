import { expect, type BrowserContext, type Page } from '@playwright/test';

/** A cookie's value as the store meant it (the browser writes values URI-encoded). */
export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  const cookies = await context.cookies();
  const value = cookies.find((cookie) => cookie.name === name)?.value;
  return value === undefined ? undefined : decodeURIComponent(value);
}

/** Waits until the browser's session start has stored a token cookie, and returns it. */
export async function sessionToken(page: Page): Promise<string> {
  await expect.poll(() => cookieValue(page.context(), 'token'), { timeout: 10_000 }).toBeTruthy();
  return (await cookieValue(page.context(), 'token'))!;
}
