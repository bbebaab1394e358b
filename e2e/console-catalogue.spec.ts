import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { uniqueEmail } from './support/mail';
import { messages } from './support/messages';
import { createStaff, enrolAtConsole, horizontalOverflow, type StaffAccount } from './support/staff';

// Issue 14, "The console" 1: an operator creates a cd-key product with two SKUs, its texts in English
// and Russian and its own art (checked by its bytes), sees the home tile and the product page as a
// customer will before saving, saves and puts it on sale; the storefront shows it with that art; the
// owner's audit log lists each step with who made it. No console screen is wider than the window.

const { en, ru } = messages;
const c = en.consoleCatalogue;

test.describe.configure({ timeout: 240_000 });

// The smallest PNG, one transparent pixel: signature, IHDR, IDAT and IEND.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function otherBrowser(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, hasTouch, baseURL });
  return context.newPage();
}

test('an operator creates a cd-key product with art and two SKUs, previews it, saves; the storefront and the audit log show it', async ({
  page,
  browser,
}, testInfo) => {
  const id = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  const slug = `nebula-drift-${id}`;
  const englishName = `Nebula Drift ${id}`;
  const russianName = `Туманный дрейф ${id}`;
  const operator: StaffAccount = {
    email: uniqueEmail('cat-operator'),
    name: 'Cora Catalogue',
    password: 'operator-pass-2026',
  };
  const owner: StaffAccount = {
    email: uniqueEmail('cat-owner'),
    name: 'Otto Owner',
    password: 'owner-pass-2026',
  };
  const tooWide: string[] = [];
  const measure = async (on: Page) => {
    const found = await horizontalOverflow(on);
    if (found) tooWide.push(found);
  };
  await createStaff(operator, 'operator');
  await createStaff(owner, 'owner');

  // The operator reaches the catalogue from the console's sections.
  await enrolAtConsole(page, operator);
  const main = page.getByRole('main');
  await page.getByRole('navigation', { name: en.console.nav }).getByRole('link', { name: c.nav }).click();
  await expect(page).toHaveURL(/\/en\/console\/catalogue$/);
  await expect(main.getByRole('list', { name: c.title })).toBeVisible();
  await measure(page);

  // A new product: English name, address and kind; it opens in the editor, hidden and priced nowhere.
  await main.getByText(c.newProduct).click();
  const create = main.locator('form').filter({ has: page.getByRole('button', { name: c.create }) });
  await create.getByLabel(c.englishName).fill(englishName);
  await create.getByLabel(c.slug).fill(slug);
  await create.getByLabel(c.kind).selectOption({ label: c.kind_cd_key });
  await create.getByRole('button', { name: c.create }).click();
  await expect(page).toHaveURL(new RegExp(`/en/console/catalogue/${slug}$`));
  await expect(main.getByRole('heading', { name: englishName, level: 2 })).toBeVisible();
  await expect(main.getByText(/^11 languages missing:/)).toBeVisible();

  // Two SKUs, each with its face value and first base price in US dollars.
  const skus = main.getByRole('list', { name: c.skus });
  for (const [face, price] of [
    ['1', '19.99'],
    ['2', '34.99'],
  ] as const) {
    await main.getByLabel(c.faceValue, { exact: true }).last().fill(face);
    await main.getByLabel(c.basePriceUsd).fill(price);
    await main.getByRole('button', { name: c.addSku }).click();
    await expect(skus.getByRole('listitem', { name: c.skuLabel.replace('{face}', face) })).toBeVisible();
  }

  // English texts, then Russian ones: Russian is marked missing until it has a name.
  await main.getByLabel(c.text_unit, { exact: true }).fill('Key');
  await main
    .getByLabel(c.text_description, { exact: true })
    .fill('The full game on PC, activated with a key.');
  const russianTab = main.getByRole('tab', { name: new RegExp(`^Русский`) });
  await expect(russianTab).toContainText(c.missing);
  await russianTab.click();
  await expect(main.getByText(c.fallsBack.replace('{language}', 'Русский'))).toBeVisible();
  await main.getByLabel(c.text_name, { exact: true }).fill(russianName);
  await main.getByLabel(c.text_unit, { exact: true }).fill('Ключ');
  await expect(russianTab).not.toContainText(c.missing);

  // Sold in every region of the store.
  const regions = main.getByRole('group', { name: c.regions });
  for (const box of await regions.getByRole('checkbox').all()) await box.check();

  // The art: a PNG checked by the server's look at its bytes, shown as a thumbnail.
  await main
    .getByLabel(c.uploadArt)
    .setInputFiles({ name: 'nebula.png', mimeType: 'image/png', buffer: PNG });
  await expect(main.getByText(c.artUploaded)).toBeVisible();
  const thumbnail = main.getByRole('img', { name: c.artThumbnail });
  await expect(thumbnail).toHaveAttribute('src', /\/api\/files\/u\//);

  // The preview, in Russian as being edited: the tile and the page with the new art and both SKUs.
  const tile = main.getByTestId('preview-tile');
  const pagePreview = main.getByTestId('preview-page');
  await expect(tile.getByText(russianName)).toBeVisible();
  await expect(tile.getByRole('heading', { name: ru.home.rangeKeys })).toBeVisible();
  await expect(pagePreview.getByRole('heading', { name: russianName })).toBeVisible();
  await expect(pagePreview.getByText('1 Ключ')).toBeVisible();
  await expect(pagePreview.getByText('2 Ключ')).toBeVisible();
  await expect(pagePreview.getByText(ru.game.deliveryCode)).toBeVisible();
  await expect(pagePreview.locator('img').first()).toHaveAttribute('src', /\/api\/files\/u\//);
  await measure(page);

  // Save, then put it on sale.
  await main.getByRole('button', { name: c.save, exact: true }).click();
  await expect(main.getByText(c.revision.replace('{revision}', '2'))).toBeVisible();
  await expect(main.getByText(c.saved, { exact: true })).toBeVisible();

  // The same product open in a second tab saves first: this tab's save is refused, not lost
  // silently, and the editor shows what the other tab saved.
  const otherTab = await page.context().newPage();
  await otherTab.goto(`/en/console/catalogue/${slug}`);
  const otherMain = otherTab.getByRole('main');
  await otherMain.getByLabel(c.text_seoTitle, { exact: true }).fill(`Buy ${englishName}`);
  await otherMain.getByRole('button', { name: c.save, exact: true }).click();
  await expect(otherMain.getByText(c.revision.replace('{revision}', '3'))).toBeVisible();
  await main.getByRole('tab', { name: /^English/ }).click();
  await main.getByLabel(c.text_seoKeywords, { exact: true }).fill('space, racing');
  await main.getByRole('button', { name: c.save, exact: true }).click();
  await expect(main.getByRole('alert').filter({ hasText: en.apiErrors['-1349'] })).toBeVisible();
  await expect(main.getByText(c.revision.replace('{revision}', '3'))).toBeVisible();
  await expect(main.getByLabel(c.text_seoTitle, { exact: true })).toHaveValue(`Buy ${englishName}`);
  await expect(main.getByLabel(c.text_seoKeywords, { exact: true })).toHaveValue('');
  await otherTab.close();

  await main.getByRole('button', { name: c.enable }).click();
  await expect(main.getByRole('button', { name: c.disable })).toBeVisible();

  // The list shows it on sale with two SKUs and ten languages still missing.
  await main.getByRole('link', { name: `← ${c.title}` }).click();
  const row = main.getByRole('listitem', { name: englishName });
  await expect(row).toContainText(c.enabled);
  await expect(row).toContainText(/10 languages missing/);
  await measure(page);

  // The storefront, within the catalogue version's second: the tile and the page with the uploaded art.
  const shopper = await otherBrowser(browser, testInfo);
  await expect(async () => {
    await shopper.goto('/ru');
    await expect(shopper.getByRole('link', { name: russianName })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(shopper.getByRole('link', { name: russianName }).locator('img')).toHaveAttribute(
    'src',
    /^\/api\/catalog\/art\/u\//,
  );
  await shopper.goto(`/en/gameBuy/${slug}`);
  await expect(shopper.getByRole('heading', { name: englishName, level: 1 })).toBeVisible();
  const art = shopper.getByRole('article').locator('img').first();
  await expect(art).toHaveAttribute('src', /^\/api\/catalog\/art\/u\//);
  await expect.poll(() => art.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  await expect(shopper.getByText('1 Key', { exact: true })).toBeVisible();

  // The owner's audit log: each step, made by the operator.
  const ownerPage = await otherBrowser(browser, testInfo);
  await enrolAtConsole(ownerPage, owner);
  await ownerPage.goto('/en/console/audit');
  const log = ownerPage.getByRole('main').getByRole('list', { name: en.console.audit });
  for (const action of ['product_create', 'sku_create', 'product_update', 'product_enable'] as const) {
    await expect(
      log
        .getByRole('listitem')
        .filter({ hasText: en.console[`action_${action}`] })
        .filter({ hasText: operator.email })
        .first(),
    ).toBeVisible();
  }
  await expect(
    log
      .getByRole('listitem')
      .filter({ hasText: `product:${slug}` })
      .first(),
  ).toBeVisible();
  await measure(ownerPage);

  expect(tooWide).toEqual([]);
});
