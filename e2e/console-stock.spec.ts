import { randomBytes, randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { chooseStockSku, previewFigure, previewImport, stockFigure } from './support/console';
import { messages } from './support/messages';
import { createStaff, enrolAtConsole, horizontalOverflow } from './support/staff';

// Issue 14, "The console" 3: an operator imports a CSV of 1,000 codes (3 lines repeating others, 2
// codes the product already has under another SKU); the preview says 995 / 3 / 2 before anything
// is stored, the progress bar reaches 100 %, the stock shows 995; voiding the batch leaves the SKU
// sold out on the storefront.

const { en } = messages;
const t = en.consoleStock;
const database = `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? '54349'}/storefront`;
const PRODUCT = { slug: 'orbit-play-card', name: 'Orbit Play Card', unit: 'Points' };

test.describe.configure({ timeout: 180_000 });

/** A new SKU of the card product, without codes; face values the demo does not use. */
async function newSkus(count: number): Promise<number[]> {
  const client = new pg.Client(database);
  await client.connect();
  try {
    const faces: number[] = [];
    for (let i = 0; i < count; i++) {
      const face = 4000 + 5000 * i + randomInt(5000);
      await client.query(
        `INSERT INTO skus (id, product_slug, face_value, base_price, sort) VALUES ($1, $2, $3, 500, 90)`,
        [`sku_e2e_stock_${randomBytes(6).toString('hex')}`, PRODUCT.slug, face],
      );
      faces.push(face);
    }
    return faces;
  } finally {
    await client.end();
  }
}

const code = () => randomBytes(8).toString('hex').toUpperCase();

const chooseSku = (page: Page, face: number) => chooseStockSku(page, PRODUCT.name, `${face} ${PRODUCT.unit}`);
const CARD_BATCH = { supplier: 'Card Wholesale Ltd', cost: '0.85' };

test('an operator previews and imports 1,000 codes with a progress bar, then voids them: the SKU is sold out', async ({
  page,
  browser,
}, testInfo) => {
  const [face, otherFace] = await newSkus(2);
  const operator = {
    email: `stock-${testInfo.project.name}-${Date.now().toString(36)}@console.test`,
    name: 'Stock Operator',
    password: 'operator-password-1',
  };
  await createStaff(operator, 'operator');
  await enrolAtConsole(page, operator);
  await page
    .getByRole('navigation', { name: en.console.nav })
    .getByRole('link', { name: t.nav, exact: true })
    .click();
  await expect(page).toHaveURL(/\/en\/console\/stock$/);

  // A code with a right-to-left override hidden in it: the file is refused, naming the line.
  await chooseSku(page, otherFace!);
  await page.getByLabel(t.paste).fill(`${code()}\n${code()}\u202E${code()}\n${code()}`);
  await page.getByRole('button', { name: t.preview }).click();
  await expect(page.getByText(/^Line 2: the code holds a character nobody can see \(U\+202E/)).toBeVisible();
  await expect(previewFigure(page, 'new')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('refused-line.png'), fullPage: true });

  // Two codes the product already has, under its other SKU.
  const had = [code(), code()];
  await page.getByLabel(t.paste).fill(had.join('\n'));
  await previewImport(page, { batch: 'Earlier codes', ...CARD_BATCH });
  await page.getByRole('button', { name: 'Import 2 codes' }).click();
  await expect(page.getByText('Imported: 2 codes added')).toBeVisible();

  // 995 new codes, 3 of them repeated, and the 2 the product has: 1,000 lines, with a header.
  const fresh = Array.from({ length: 995 }, code);
  const lines = [...fresh, fresh[10]!, fresh[500]!, fresh[994]!, ...had];
  expect(lines).toHaveLength(1000);
  const csv = ['serial,code', ...lines.map((value, i) => `${i + 1},${value}`)].join('\n');
  await chooseSku(page, face!);
  await expect(stockFigure(page, 'free')).toHaveText('0');
  await page
    .getByLabel(t.file)
    .setInputFiles({ name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByLabel(t.column).fill('2');
  await page.getByLabel(t.skipHeader).check();
  await previewImport(page, { batch: 'November cards', ...CARD_BATCH });
  await expect(previewFigure(page, 'new')).toHaveText('995');
  await expect(previewFigure(page, 'repeated')).toHaveText('3');
  await expect(previewFigure(page, 'already')).toHaveText('2');
  await page.getByRole('button', { name: 'Import 995 codes' }).click();
  const progress = page.getByRole('progressbar');
  await expect(progress).toBeVisible();
  await expect(page.getByTestId('import-percent')).toHaveText('100 %');
  await expect(progress).toHaveAttribute('value', '100');
  await expect(page.getByText('Imported: 995 codes added')).toBeVisible();
  await expect(stockFigure(page, 'free')).toHaveText('995');
  const batch = page.locator('[data-batch="November cards"]');
  await expect(batch).toContainText('995 added · 3 repeated · 2 already had');
  await expect(batch).toContainText('Stock Operator');
  expect(await horizontalOverflow(page)).toBeUndefined();

  // Void, confirmed in a dialog: nothing left for sale.
  await batch.getByRole('button', { name: t.void }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('995 unsold codes');
  await dialog.getByRole('button', { name: t.voidConfirm }).click();
  await expect(stockFigure(page, 'free')).toHaveText('0');
  await expect(stockFigure(page, 'voided')).toHaveText('995');
  await expect(page.getByRole('heading', { name: new RegExp(t.soldOut) })).toBeVisible();
  await expect(batch).toContainText(t.status_voided);
  expect(await horizontalOverflow(page)).toBeUndefined();

  // The storefront: the SKU is sold out.
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(`/en/${PRODUCT.slug}`);
  await shopper
    .locator('label')
    .filter({ hasText: `${face} ${PRODUCT.unit}` })
    .click();
  await expect(shopper.getByRole('button', { name: en.checkout.soldOut })).toBeVisible();
});
