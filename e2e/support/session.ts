import { expect, type BrowserContext, type Page } from '@playwright/test';

export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  const cookies = await context.cookies();
  return cookies.find((cookie) => cookie.name === name)?.value;
}

/** Waits until the browser's session start has stored a token cookie, and returns it. */
export async function sessionToken(page: Page): Promise<string> {
  await expect.poll(() => cookieValue(page.context(), 'token'), { timeout: 10_000 }).toBeTruthy();
  return (await cookieValue(page.context(), 'token'))!;
}
