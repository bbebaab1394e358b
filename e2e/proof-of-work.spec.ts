import { ERROR } from '@storefront/contracts/constants';
import { expect, test } from '@playwright/test';
import { buy } from './support/checkout';
import { messages } from './support/messages';

// Issue 26: thousands of real phones share one carrier address. Past the address's rate of new
// guests the store asks the browser for a proof of work instead of refusing it, and the customer
// buys as anyone else. scripts/e2e-server.mjs runs its second API process, behind its own front
// door, at one new guest a minute per address; every other test keeps the first's high limits.

const { en } = messages;

/** scripts/e2e-server.mjs's second front door (public port + 3). */
const SECOND_DOOR = `http://localhost:${
  process.env.E2E_SECOND_PORT ?? String(Number(process.env.E2E_PORT ?? 3100) + 3)
}`;

test.use({ baseURL: SECOND_DOOR });

test('a browser behind an address past its rate of new guests proves its work, gets a guest and buys', async ({
  page,
  request,
}, testInfo) => {
  // Another new guest from this address this minute, so this browser's is past the rate of one.
  const other = await request.post('/api/web/auth/loginByDevice', {
    data: { DeviceId: `proof-of-work-other-${Date.now()}` },
  });
  expect((await other.json()).code).toBeLessThanOrEqual(1);

  // The worker is the store's own file: the page's policy (worker-src 'self', no eval) lets it run.
  const refusedByPolicy: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusedByPolicy.push(message.text());
  });
  const logins: number[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/web/auth/loginByDevice')) logins.push((await response.json()).code);
  });
  const orderNo = await buy(page, 'en', 'questnet-card');

  // Asked, solved in the page's worker, let in: never refused, never "Token expired".
  expect(logins[0]).toBe(ERROR.PROOF_OF_WORK_REQUIRED);
  expect(logins.at(-1)).toBe(1);
  const main = page.getByRole('main');
  await expect(main.getByText(orderNo)).toBeVisible();
  await expect(page.getByText(en.apiErrors['-1001'])).toHaveCount(0);
  await expect(page.getByText(en.apiErrors['-1232'])).toHaveCount(0);
  expect(refusedByPolicy).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('proof-of-work-payment.png'), fullPage: true });
});
