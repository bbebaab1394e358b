import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { register } from './support/account';
import { buy } from './support/checkout';
import { uniqueEmail } from './support/mail';
import { messages } from './support/messages';
import { createStaff, enrolAtConsole, signedInAs } from './support/staff';

// Issue 13, defect 3: no page is wider than the phone it is shown on. A page wider than the screen
// slides sideways under the finger and hides what sits at its right edge (the amount to pay, Send).

const { en, ru } = messages;
const WIDTHS = [320, 360, 390, 414] as const;

test.describe.configure({ timeout: 240_000 });

interface Visit {
  path: string;
  /** What shows once the page has drawn what it shows (client-side data included). */
  ready: (page: Page) => Promise<void>;
  /** Something that must sit wholly inside the screen, not merely inside the page. */
  inView?: (page: Page) => Locator;
}

const title = (page: Page) => expect(page.getByRole('main').locator('h1').first()).toBeVisible();
const purchaseForm = (page: Page) => page.getByRole('form', { name: en.game.formLabel });
const game = (path: string): Visit => ({
  path,
  ready: (page) => expect(page.getByRole('form').getByRole('heading', { level: 2 }).first()).toBeVisible(),
});

const GUEST_PAGES: Visit[] = [
  { path: '/en', ready: title },
  { path: '/ru', ready: title },
  { path: '/en/login', ready: title },
  { path: '/en/login/register', ready: title },
  { path: '/en/forgetPsd', ready: title },
  game('/en/gameBuy/starfall-legends'),
  // Last: the not-found page sends the browser home after two seconds.
  { path: '/en/no-such-page', ready: title },
];

/** Every page a signed-in customer meets: each kind of product, the account, the content pages. */
function customerPages(orderNo: string): Visit[] {
  return [
    { path: '/en', ready: title },
    {
      // A signed-in customer's purchase form lists their coupons by name and discount.
      path: '/en/gameBuy/mecha-arena',
      ready: (page) => expect(purchaseForm(page).getByLabel(en.checkout.coupon)).toBeVisible(),
      inView: (page) => purchaseForm(page).getByLabel(en.checkout.coupon),
    },
    {
      path: '/ru/gameBuy/mecha-arena',
      ready: (page) => expect(page.getByRole('form').getByLabel(ru.checkout.coupon)).toBeVisible(),
    },
    game('/en/starfall-legends'),
    game('/en/gameBuy/arcadia-pass'),
    game('/en/gameBuy/streamly'),
    game('/en/gameBuy/iron-citadel'),
    game('/en/gameBuy/playwave-gift-card'),
    { path: '/en/myOrder', ready: (page) => expect(page.getByRole('main').getByText(orderNo)).toBeVisible() },
    { path: '/en/myOrder?invite=true', ready: title },
    {
      path: `/en/orderDetail?orderNo=${orderNo}`,
      ready: (page) => expect(page.getByRole('main').getByText(orderNo).first()).toBeVisible(),
    },
    {
      path: '/en/myCoupon',
      ready: (page) => expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible(),
    },
    { path: '/en/myAccount', ready: title },
    { path: '/en/changePassword', ready: title },
    { path: '/en/chat', ready: title },
    {
      path: '/en/chat/customerService',
      ready: (page) => expect(page.getByLabel(en.support.messageLabel)).toBeEditable(),
      inView: (page) => page.getByRole('button', { name: en.support.send }),
    },
    { path: '/en/news', ready: title },
    { path: '/en/news/starfall-crystal-week', ready: title },
    { path: '/en/news/welcome-to-starlit', ready: title },
    { path: '/en/activity/starfall-crystal-week', ready: title },
    { path: '/en/help', ready: title },
    { path: '/en/helpDetail?id=delivery-time', ready: title },
    { path: '/en/terms', ready: title },
    { path: '/en/privacy', ready: title },
    { path: '/en/refund', ready: title },
    { path: '/en/cookie', ready: title },
    { path: '/en/about', ready: title },
  ];
}

/** The console's screens an owner meets, each once its list has drawn. */
const CONSOLE_PAGES: Visit[] = [
  {
    path: '/en/console/staff',
    ready: (page) =>
      expect(page.getByRole('list', { name: en.console.staff }).getByRole('listitem').first()).toBeVisible(),
  },
  {
    path: '/en/console/audit',
    ready: (page) =>
      expect(page.getByRole('list', { name: en.console.audit }).getByRole('listitem').first()).toBeVisible(),
  },
];

/** A phone of the given width: a mobile viewport, on which Chromium widens its layout to fit a page that overflows. */
function phone(
  browser: Browser,
  width: number,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
) {
  return browser.newContext({
    viewport: { width, height: 780 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    storageState,
  });
}

/**
 * What on the page shown reaches past the phone's width: the document (measured against the phone's
 * own width and against the window Chromium laid out) and, when given, one control that must stay in reach.
 */
async function overflows(page: Page, width: number, what: string, inView?: Locator): Promise<string[]> {
  const found: string[] = [];
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  if (scrollWidth > width || scrollWidth > innerWidth) {
    found.push(`${what} at ${width}: ${scrollWidth} px wide (window ${innerWidth})`);
  }
  if (inView) {
    const box = (await inView.boundingBox())!;
    if (box.x < 0 || box.x + box.width > width) {
      found.push(`${what} at ${width}: ${inView} ends at ${Math.round(box.x + box.width)} px`);
    }
  }
  return found;
}

for (const width of WIDTHS) {
  test(`every page of the store fits the width of a ${width} px phone`, async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone-390', 'it sets its own phone widths');
    const tooWide: string[] = [];

    const guest = await phone(browser, width);
    const guestPage = await guest.newPage();
    for (const visit of GUEST_PAGES) {
      await guestPage.goto(visit.path);
      await visit.ready(guestPage);
      tooWide.push(...(await overflows(guestPage, width, `guest ${visit.path}`, visit.inView?.(guestPage))));
    }
    await guest.close();

    // A customer holding the new-customer coupon, who has just pressed Buy (an unpaid order closes
    // within seconds in this run, so its payment page is measured straight away).
    const context = await phone(browser, width);
    const page = await context.newPage();
    await page.goto('/en');
    await register(page, 'en', uniqueEmail('narrow'), 'secret-42');
    const orderNo = await buy(page, 'en', 'arcadia-pass');
    const pay = page.getByRole('button', { name: /^Pay / });
    await expect(pay).toBeVisible();
    tooWide.push(...(await overflows(page, width, 'payment', pay)));
    for (const visit of customerPages(orderNo)) {
      await page.goto(visit.path);
      await visit.ready(page);
      tooWide.push(...(await overflows(page, width, visit.path, visit.inView?.(page))));
    }

    // Searching the catalogue from the home page: the results open under the search box.
    await page.goto('/en');
    await page.getByRole('combobox', { name: en.search.label }).fill('card');
    await expect(page.getByRole('listbox')).toBeVisible();
    tooWide.push(...(await overflows(page, width, 'search results')));
    // The chat panel opened from the floating button: its Send button is within reach.
    await page.getByRole('button', { name: en.support.openChat }).click();
    const send = page
      .frameLocator(`iframe[title="${en.support.chatTitle}"]`)
      .getByRole('button', { name: en.support.send });
    await expect(send).toBeVisible();
    tooWide.push(...(await overflows(page, width, 'chat panel', send)));
    await context.close();

    // The staff console, for an owner made on the command line who enrols TOTP at first sign-in.
    const staff = await phone(browser, width);
    const staffPage = await staff.newPage();
    const owner = { email: uniqueEmail('narrow-owner'), name: 'Narrow Owner', password: 'narrow-owner-42' };
    await createStaff(owner, 'owner');
    await enrolAtConsole(staffPage, owner);
    await expect(signedInAs(staffPage, owner, 'owner')).toBeVisible();
    tooWide.push(...(await overflows(staffPage, width, '/en/console')));
    for (const visit of CONSOLE_PAGES) {
      await staffPage.goto(visit.path);
      await visit.ready(staffPage);
      tooWide.push(...(await overflows(staffPage, width, visit.path)));
    }
    await staff.close();

    expect(tooWide).toEqual([]);
  });
}
