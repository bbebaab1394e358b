import { expect, test, type Locator, type Page } from '@playwright/test';
import { register } from './support/account';
import { buy } from './support/checkout';
import { uniqueEmail } from './support/mail';
import { messages } from './support/messages';

// Issue 13, defect 9: the store laid out as the best stores are, on a wide screen and on a phone.

const { en } = messages;

test.describe.configure({ timeout: 120_000 });

/**
 * The empty space left and right of a page's content (everything in its frame but the h1, which
 * spans the frame), in px: equal when the content is centred.
 */
async function sideMargins(page: Page) {
  return page
    .getByRole('main')
    .locator('section[aria-labelledby="page-title"]')
    .evaluate((frame) => {
      const boxes = Array.from(frame.children)
        .filter((child) => child.tagName !== 'H1')
        .map((child) => child.getBoundingClientRect())
        .filter((box) => box.width > 0);
      const left = Math.min(...boxes.map((box) => box.left));
      const right = Math.max(...boxes.map((box) => box.right));
      return { left: Math.round(left), right: Math.round(window.innerWidth - right) };
    });
}

test('order and account pages sit in a centred column on a wide screen', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-1280', 'a wide-screen layout');
  await page.goto('/en');
  await register(page, 'en', uniqueEmail('centred'), 'secret-42');
  const orderNo = await buy(page, 'en', 'arcadia-pass');
  const pages: [string, Locator][] = [
    [`/en/payment?orderNo=${orderNo}`, page.getByRole('button', { name: /^Pay / })],
    [`/en/orderDetail?orderNo=${orderNo}`, page.getByRole('main').getByText(orderNo).first()],
    ['/en/myOrder', page.getByRole('main').getByText(orderNo)],
    ['/en/myCoupon', page.getByRole('main').getByRole('listitem').first()],
    ['/en/myAccount', page.getByRole('main').getByText(en.account.inviteCode, { exact: true })],
    ['/en/chat', page.getByRole('main').getByRole('link').first()],
  ];
  for (const [path, shown] of pages) {
    if (!page.url().endsWith(path)) await page.goto(path);
    await expect(shown).toBeVisible();
    const { left, right } = await sideMargins(page);
    expect(Math.abs(left - right), `${path}: ${left} px left of the content, ${right} px right`).toBeLessThan(
      4,
    );
  }
});

/** Whether two boxes on the screen share any point. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Scrolls `target` to the height of the floating chat button, where the button would cover it, and
 * expects the button to have stepped aside (above or below it), still on screen; or, with
 * `nowhereFree`, out of sight where what it must not cover fills the screen.
 */
async function expectUncovered(page: Page, target: Locator, { nowhereFree = false } = {}) {
  const chat = page.getByRole('button', { name: en.support.openChat });
  await expect(chat).toBeVisible();
  await target.scrollIntoViewIfNeeded();
  const button = (await chat.boundingBox())!;
  const box = (await target.boundingBox())!;
  await page.evaluate(
    (by) => window.scrollBy(0, by),
    box.y + box.height / 2 - (button.y + button.height / 2),
  );
  await expect
    .poll(async () => {
      // Out of sight, the button leaves the accessibility tree: its role no longer finds it.
      if ((await chat.count()) === 0) return nowhereFree;
      const [now, covered] = [await chat.boundingBox(), await target.boundingBox()];
      if (now === null) return nowhereFree;
      return covered !== null && !overlap(now, covered);
    })
    .toBe(true);
  if (!nowhereFree) await expect(chat).toBeVisible();
}

test('the chat button never covers the amount to pay or the Buy and Pay buttons on a phone', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone-390', 'a phone layout');
  // A short screen (a phone with its toolbars showing), so the Pay button can scroll under the chat button.
  await page.setViewportSize({ width: 390, height: 640 });
  await page.goto('/en/gameBuy/mecha-arena');
  const form = page.getByRole('form', { name: en.game.formLabel });
  const total = form.locator('dt', { hasText: en.checkout.payAmount }).locator('xpath=..');
  await expect(total).toBeVisible();
  await expectUncovered(page, total);
  await expectUncovered(page, form.getByRole('button', { name: en.game.buy, exact: true }));

  await buy(page, 'en', 'arcadia-pass', { email: uniqueEmail('covered') });
  const pay = page.getByRole('button', { name: /^Pay / });
  await expect(pay).toBeVisible();
  await expectUncovered(page, pay);
  // The chosen way to pay is the last of Russia's eight (real providers' first): scrolled to the
  // button's height, the list of totals and the Pay button under it fill the screen.
  await expectUncovered(page, page.getByRole('radio', { checked: true }).locator('xpath=ancestor::label'), {
    nowhereFree: true,
  });
});
