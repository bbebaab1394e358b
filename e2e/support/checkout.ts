import { expect, type Page } from '@playwright/test';
import { messages } from './messages';
import { sessionToken } from './session';

type Lang = 'en' | 'ru';
type Texts = (typeof messages)['en'];

/** A message with its `{placeholder}` matching anything, for a button like "Pay RUB 99.00". */
export function withAny(text: string): RegExp {
  const escaped = text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\?\{\w+\\?\}/g, '.+')}$`);
}

interface Purchase {
  playerId?: string;
  /** A guest's receipt address. */
  email?: string;
}

/**
 * On a game page: fills what the game asks for, accepts the terms and presses Buy; returns the new
 * order's number from the payment page's address.
 */
export async function buy(page: Page, lang: Lang, game: string, purchase: Purchase = {}): Promise<string> {
  const texts = messages[lang];
  await page.goto(`/${lang}/gameBuy/${game}`);
  await sessionToken(page);
  const form = page.getByRole('form', { name: texts.game.formLabel });
  // The quote arrives once the page has hydrated and asked order/preview.
  await expect(form.getByRole('heading', { name: texts.checkout.summary })).toBeVisible();
  if (purchase.playerId) {
    // A game asks for the player id; a live-stream platform for the viewer's user id.
    const idLabel = new RegExp(`^(${texts.game.playerId}|${texts.game.streamUserId})$`);
    await form.getByLabel(idLabel).fill(purchase.playerId);
    const found = [texts.checkout.characterFound, texts.game.streamUserFound].map(withAny);
    await expect(form.getByText(found[0]!).or(form.getByText(found[1]!))).toBeVisible({ timeout: 10_000 });
  }
  if (purchase.email) await form.getByLabel(texts.checkout.email).fill(purchase.email);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: texts.game.buy, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/payment\\?orderNo=\\d{18}$`), { timeout: 10_000 });
  return new URL(page.url()).searchParams.get('orderNo')!;
}

/** The sandbox gateway's methods (by id): the demo offers YooKassa's and Xendit's beside them. */
const SANDBOX_METHODS = ['card', 'sbp', 'ewallet'];

/**
 * On the payment page: Pay with the chosen method, or the sandbox's card where a real provider's is
 * chosen (the region's cheapest), then answer on the sandbox gateway's page.
 */
export async function payOnSandbox(
  page: Page,
  texts: Texts,
  answer: 'sandboxPay' | 'sandboxDecline' | 'sandboxAbandon',
) {
  const pay = page.getByRole('button', { name: withAny(texts.checkout.pay) });
  await expect(pay).toBeVisible();
  const chosen = page.locator('input[name="paymentMethod"]:checked');
  if ((await chosen.count()) === 1 && !SANDBOX_METHODS.includes((await chosen.getAttribute('value')) ?? '')) {
    await page.locator('input[name="paymentMethod"][value="card"]').check();
  }
  await pay.click();
  await expect(page).toHaveURL(/\/sandboxPay\?session=sbx_/);
  await expect(page.getByRole('heading', { name: texts.checkout.sandboxTitle })).toBeVisible();
  await page.getByRole('button', { name: texts.checkout[answer], exact: true }).click();
  await expect(page).toHaveURL(/\/payment\?orderNo=\d{18}&result=/);
}

/** The order detail page's status, as its facts list states it. */
export function orderStatus(page: Page, texts: Texts) {
  return page
    .getByRole('main')
    .locator('dt')
    .filter({ hasText: new RegExp(`^${texts.orders.status}$`) })
    .locator('xpath=following-sibling::dd[1]');
}
