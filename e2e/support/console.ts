import { expect, type Page } from '@playwright/test';
import { invitationLink } from './mail';
import { messages } from './messages';
import { manualKey, totpCode, type StaffAccount } from './staff';

const { en } = messages;

/** The smallest PNG, one transparent pixel: signature, IHDR, IDAT and IEND. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The console's sections, in its top bar. */
export const consoleNav = (page: Page) => page.getByRole('navigation', { name: en.console.nav });

/** An owner on the Staff screen invites `email` with a role; answers when the invitation was sent. */
export async function inviteStaff(owner: Page, email: string, role: 'operator' | 'agent'): Promise<number> {
  await owner.goto('/en/console/staff');
  const form = owner
    .getByRole('main')
    .locator('form')
    .filter({ has: owner.getByRole('heading', { name: en.console.inviteTitle }) });
  const since = Date.now();
  await form.getByLabel(en.console.email).fill(email);
  await form.getByLabel(en.console.role).selectOption({ label: en.console[`role_${role}`] });
  await form.getByRole('button', { name: en.console.invite, exact: true }).click();
  await expect(form.getByRole('status')).toHaveText(en.console.invited.replace('{email}', email));
  return since;
}

/**
 * An owner or operator opens the mailed invitation: name, password and a TOTP code from the key
 * shown, then the recovery codes; they land in the console signed in.
 */
export async function acceptInvitation(page: Page, account: StaffAccount, since: number): Promise<string> {
  const main = page.getByRole('main');
  await page.goto(await invitationLink(account.email, since));
  await expect(main.getByRole('heading', { name: en.console.invitationTitle })).toBeVisible();
  await main.getByLabel(en.console.name).fill(account.name);
  await main.getByLabel(en.console.password).fill(account.password);
  const secret = await manualKey(page);
  await main.getByLabel(en.console.code).fill(await totpCode(secret));
  await main.getByRole('button', { name: en.console.accept }).click();
  await main.getByRole('button', { name: en.console.recoverySaved }).click();
  await expect(page).toHaveURL(/\/en\/console$/);
  return secret;
}

export interface NewProduct {
  slug: string;
  name: string;
  kind: 'topup' | 'game_card' | 'live_stream' | 'cd_key' | 'gift_card';
  unit: string;
  /** Face value and base price in US dollars as typed ("19.99"), one a SKU, in their order. */
  skus: [string, string][];
}

/**
 * On the Catalogue screen: creates the product with its English name, its SKUs, its unit, every
 * region, and leaves the editor open (not yet saved or on sale).
 */
export async function createProduct(page: Page, product: NewProduct) {
  const c = en.consoleCatalogue;
  const main = page.getByRole('main');
  await page.goto('/en/console/catalogue');
  await main.getByText(c.newProduct).click();
  const create = main.locator('form').filter({ has: page.getByRole('button', { name: c.create }) });
  await create.getByLabel(c.englishName).fill(product.name);
  await create.getByLabel(c.slug).fill(product.slug);
  await create.getByLabel(c.kind).selectOption({ label: c[`kind_${product.kind}`] });
  await create.getByRole('button', { name: c.create }).click();
  await expect(page).toHaveURL(new RegExp(`/en/console/catalogue/${product.slug}$`));
  const skus = main.getByRole('list', { name: c.skus });
  for (const [face, price] of product.skus) {
    await main.getByLabel(c.faceValue, { exact: true }).last().fill(face);
    await main.getByLabel(c.basePriceUsd).fill(price);
    await main.getByRole('button', { name: c.addSku }).click();
    await expect(skus.getByRole('listitem', { name: c.skuLabel.replace('{face}', face) })).toBeVisible();
  }
  await main.getByLabel(c.text_unit, { exact: true }).fill(product.unit);
  const regions = main.getByRole('group', { name: c.regions });
  for (const box of await regions.getByRole('checkbox').all()) await box.check();
}

/** In the product editor: uploads the art, checked by the server by its bytes. */
export async function uploadArt(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const c = en.consoleCatalogue;
  const main = page.getByRole('main');
  await main.getByLabel(c.uploadArt).setInputFiles(file);
  await expect(main.getByText(c.artUploaded)).toBeVisible();
}

/** In the product editor: Save (the revision goes up), then puts the product on sale. */
export async function saveAndEnable(page: Page) {
  const c = en.consoleCatalogue;
  const main = page.getByRole('main');
  await main.getByRole('button', { name: c.save, exact: true }).click();
  await expect(main.getByText(c.saved, { exact: true })).toBeVisible();
  await main.getByRole('button', { name: c.enable }).click();
  await expect(main.getByRole('button', { name: c.disable })).toBeVisible();
}

/** On the Stock screen: chooses a product's SKU by its name ("1 Key"). */
export async function chooseStockSku(page: Page, productName: string, skuName: string) {
  const t = en.consoleStock;
  await page.getByLabel(t.product, { exact: true }).selectOption({ label: productName });
  await page.getByLabel(t.sku, { exact: true }).selectOption({ label: skuName });
}

export interface CodeImport {
  batch: string;
  supplier: string;
  /** Cost per code as typed, e.g. "0.85". */
  cost: string;
}

/** On the Stock screen, the SKU chosen and its codes pasted or chosen: Preview, then the batch's details. */
export async function previewImport(page: Page, batch: CodeImport) {
  const t = en.consoleStock;
  await page.getByRole('button', { name: t.preview }).click();
  await page.getByLabel(t.batchName).fill(batch.batch);
  await page.getByLabel(t.supplier).fill(batch.supplier);
  await page.getByLabel(t.costPerCode).fill(batch.cost);
}

/** The preview's figures: new, repeated in the file, already the product's. */
export const previewFigure = (page: Page, name: 'new' | 'repeated' | 'already') =>
  page.locator(`[data-preview="${name}"]`);

/** One of the chosen SKU's stock figures: free, held, sold, voided. */
export const stockFigure = (page: Page, name: 'free' | 'held' | 'sold' | 'voided') =>
  page.locator(`[data-figure="${name}"]`);

/** Voids a batch's unsold codes, confirmed in the dialog. */
export async function voidBatch(page: Page, batch: string) {
  const t = en.consoleStock;
  await page.locator(`[data-batch="${batch}"]`).getByRole('button', { name: t.void }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.voidConfirm }).click();
  await expect(page.locator(`[data-batch="${batch}"]`)).toContainText(t.status_voided);
}

/** The owner's audit log entries for an action (its words) made by `email`. */
export function auditEntries(page: Page, actionWords: string, email: string) {
  return page
    .getByRole('main')
    .getByRole('list', { name: en.console.audit })
    .getByRole('listitem')
    .filter({ hasText: actionWords })
    .filter({ hasText: email });
}
