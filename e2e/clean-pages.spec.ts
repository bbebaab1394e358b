import { expect, type Page, test } from '@playwright/test';
import { messages } from './support/messages';
import { sessionToken } from './support/session';

// Issue 13, defect 10: what a customer's browser reports on pages that looked fine.

const { en } = messages;

/** Every failed request to the store and every console error while `visit` runs. */
async function problemsDuring(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).hostname === 'localhost')
      problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await visit();
  await page.waitForLoadState('networkidle');
  return problems;
}

test('the sign-in page loads no script that is not there', async ({ page }) => {
  const problems = await problemsDuring(page, async () => {
    await page.goto('/en/login');
    await expect(page.getByRole('main').getByLabel(en.auth.password, { exact: true })).toBeVisible();
  });
  expect(problems).toEqual([]);
});

test.describe('a customer far from the server', () => {
  // The store's servers keep UTC; this customer's browser is seven hours ahead.
  test.use({ timezoneId: 'Asia/Jakarta' });

  test("reads a feedback thread's dates in their own time zone, without an error", async ({ page }) => {
    await page.goto('/en/gameBuy/mecha-arena');
    const token = await sessionToken(page);
    const call = async (path: string, data: object) =>
      (await (
        await page.request.post(`/api/web/${path}`, { headers: { authorization: token, lang: 'en' }, data })
      ).json()) as { code: number; data: Record<string, unknown> };
    const detail = await call('product/detail', { id: 'mecha-arena' });
    const skuId = (detail.data.skus as { id: string }[])[0]!.id;
    const order = await call('order/create', {
      productId: 'mecha-arena',
      skuId,
      playerId: '5123222',
      acceptTerms: true,
    });
    const orderNo = order.data.orderNo as string;
    const types = await call('feedback/listQuestionType', {});
    const questionTypeId = (types.data.list as { id: string }[])[0]!.id;
    const asked = await call('feedback/create', {
      orderNo,
      questionTypeId,
      email: 'dates@e2e.test',
      content: 'When will my top-up arrive, please? Thank you.',
    });
    expect(asked.code).toBe(1);

    const problems = await problemsDuring(page, async () => {
      await page.goto(`/en/orderDetail?orderNo=${orderNo}`);
      await expect(page.getByText('When will my top-up arrive, please? Thank you.')).toBeVisible();
    });
    expect(problems.filter((problem) => problem.includes('ENVIRONMENT_FALLBACK'))).toEqual([]);
    const question = page
      .getByRole('listitem')
      .filter({ hasText: 'When will my top-up arrive' })
      .locator('time');
    const at = new Date((await question.getAttribute('datetime'))!);
    const local = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Jakarta',
    });
    await expect(question).toHaveText(local.format(at));
  });
});

test('a search that finds nothing says so, with no empty list under it', async ({ page }) => {
  await page.goto('/en');
  const search = page.getByRole('search');
  await search.getByRole('combobox').fill('qqqzzzxxx');
  // Said twice: to screen readers (a live region of one pixel), then on screen, in a panel.
  const said = search.getByText(en.search.noResults, { exact: true });
  await expect(said).toHaveCount(2);
  const panel = said.last();
  await expect(panel).toBeVisible();
  expect((await panel.boundingBox())!.height).toBeGreaterThan(20);
  await expect(search.getByRole('listbox')).toBeHidden();
  await expect(search.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
});
