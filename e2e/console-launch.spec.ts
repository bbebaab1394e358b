import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { formatAmount } from '../packages/contracts/src/money';
import { buy, orderStatus, payOnSandbox } from './support/checkout';
import {
  acceptInvitation,
  auditEntries,
  chooseStockSku,
  consoleNav,
  createProduct,
  inviteStaff,
  ONE_PIXEL_PNG,
  previewFigure,
  previewImport,
  saveAndEnable,
  stockFigure,
  uploadArt,
  voidBatch,
} from './support/console';
import { uniqueEmail } from './support/mail';
import { messages } from './support/messages';
import {
  createStaff,
  enrolAtConsole,
  horizontalOverflow,
  signInToSupport,
  type StaffAccount,
} from './support/staff';

// Issue 14's "Done when", end to end: an owner enrols TOTP and invites an operator; the operator
// creates a cd-key product with two SKUs, prices it in RUB and IDR, uploads its art and imports a
// CSV of 1,000 codes (3 repeated in the file, 2 the product already has: the preview says so and
// they are skipped); a guest buys one and receives one of the imported codes; the operator voids the
// batch's unsold codes and the storefront shows the SKU sold out; an agent who opens the catalogue
// is refused; the owner's audit log shows each step with who did it.

const { en } = messages;
const RUB = { code: 'RUB', minorUnits: 2, symbol: '₽' };
const IDR = { code: 'IDR', minorUnits: 0, symbol: 'Rp' };

test.describe.configure({ timeout: 300_000 });

async function freshPage(
  browser: Browser,
  testInfo: TestInfo,
  cookies: [string, string][] = [],
): Promise<Page> {
  const { viewport, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, hasTouch, baseURL });
  await context.addCookies(cookies.map(([name, value]) => ({ name, value, url: baseURL! })));
  return context.newPage();
}

const code = () => randomBytes(8).toString('hex').toUpperCase();

test('an owner and an operator launch a cd-key product from the console; a guest buys an imported code; voided, it is sold out', async ({
  page,
  browser,
}, testInfo) => {
  const id = Date.now().toString(36) + randomBytes(2).toString('hex');
  const product = {
    slug: `star-courier-${id}`,
    name: `Star Courier ${id}`,
    kind: 'cd_key' as const,
    unit: 'Key',
    skus: [
      ['1', '19.99'],
      ['2', '34.99'],
    ] as [string, string][],
  };
  const owner: StaffAccount = {
    email: uniqueEmail('launch-owner'),
    name: 'Olga Owner',
    password: 'owner-pass-2026',
  };
  const operator: StaffAccount = {
    email: uniqueEmail('launch-operator'),
    name: 'Oscar Operator',
    password: 'operator-pass-2026',
  };
  const agent: StaffAccount = {
    email: uniqueEmail('launch-agent'),
    name: 'Ada Agent',
    password: 'agent-pass-2026',
  };
  const tooWide: string[] = [];
  const measure = async (on: Page) => {
    const found = await horizontalOverflow(on);
    if (found) tooWide.push(found);
  };

  // The owner enrols TOTP at their first sign-in and invites an operator, who joins with TOTP.
  await createStaff(owner, 'owner');
  await enrolAtConsole(page, owner);
  const since = await inviteStaff(page, operator.email, 'operator');
  const operatorPage = await freshPage(browser, testInfo);
  await acceptInvitation(operatorPage, operator, since);

  // The operator creates the product: two SKUs, its unit, every region, its art; saved and on sale.
  await createProduct(operatorPage, product);
  await uploadArt(operatorPage, { name: 'courier.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await saveAndEnable(operatorPage);
  await measure(operatorPage);

  // Prices of its first SKU in roubles and rupiah.
  const p = en.consolePrices;
  const skuName = `1 ${product.unit}`;
  await consoleNav(operatorPage).getByRole('link', { name: p.nav }).click();
  await operatorPage.getByLabel(p.search).fill(product.name);
  await operatorPage
    .getByRole('list', { name: p.products })
    .getByRole('button', { name: product.name })
    .click();
  const sku = operatorPage.getByRole('listitem', { name: skuName });
  await sku.getByRole('button', { name: p.edit }).click();
  const form = operatorPage.getByRole('form', { name: p.editOf.replace('{name}', skuName) });
  const currency = (name: string) => form.getByRole('listitem', { name });
  await currency('RUB').getByLabel(p.explicitIn.replace('{currency}', 'RUB')).check();
  await currency('RUB').getByLabel(p.price.replace('{currency}', 'RUB'), { exact: true }).fill('1 490');
  await currency('IDR').getByLabel(p.explicitIn.replace('{currency}', 'IDR')).check();
  await currency('IDR').getByLabel(p.price.replace('{currency}', 'IDR'), { exact: true }).fill('250 000');
  await form.getByRole('button', { name: p.save }).click();
  await expect(sku.getByRole('status')).toHaveText(p.saved);
  await measure(operatorPage);

  // Two codes the product already has (under its second SKU), then the CSV for the first: 1,000 lines.
  const s = en.consoleStock;
  await consoleNav(operatorPage).getByRole('link', { name: s.nav }).click();
  const had = [code(), code()];
  await chooseStockSku(operatorPage, product.name, `2 ${product.unit}`);
  await operatorPage.getByLabel(s.paste).fill(had.join('\n'));
  await previewImport(operatorPage, { batch: 'Launch reserve', supplier: 'Keys Direct', cost: '5.00' });
  await operatorPage.getByRole('button', { name: 'Import 2 codes' }).click();
  await expect(operatorPage.getByText('Imported: 2 codes added')).toBeVisible();

  const fresh = Array.from({ length: 995 }, code);
  const lines = [...fresh, fresh[1]!, fresh[400]!, fresh[990]!, ...had];
  expect(lines).toHaveLength(1000);
  await chooseStockSku(operatorPage, product.name, skuName);
  await operatorPage
    .getByLabel(s.file)
    .setInputFiles({ name: 'launch.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
  await previewImport(operatorPage, { batch: 'Launch keys', supplier: 'Keys Direct', cost: '4.10' });
  await expect(previewFigure(operatorPage, 'new')).toHaveText('995');
  await expect(previewFigure(operatorPage, 'repeated')).toHaveText('3');
  await expect(previewFigure(operatorPage, 'already')).toHaveText('2');
  await operatorPage.getByRole('button', { name: 'Import 995 codes' }).click();
  await expect(operatorPage.getByRole('progressbar')).toHaveAttribute('value', '100');
  await expect(stockFigure(operatorPage, 'free')).toHaveText('995');
  await measure(operatorPage);

  // A guest in Russia sees the rouble price and the art, buys the first SKU and receives an imported code.
  const guest = await freshPage(browser, testInfo, [
    ['region_key', 'RUS'],
    ['currency_key', 'RUB'],
  ]);
  await expect(async () => {
    await guest.goto(`/en/gameBuy/${product.slug}`);
    await expect(guest.locator('label').filter({ hasText: skuName })).toContainText(
      formatAmount(149000, RUB, 'en'),
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 15_000 });
  await expect(guest.getByRole('article').locator('img').first()).toHaveAttribute(
    'src',
    /^\/api\/catalog\/art\//,
  );
  const orderNo = await buy(guest, 'en', product.slug, { email: uniqueEmail('launch-guest') });
  await payOnSandbox(guest, en, 'sandboxPay');
  await guest.goto(`/en/orderDetail?orderNo=${orderNo}`);
  await expect(orderStatus(guest, en)).toHaveText(en.orders.status_completed, { timeout: 15_000 });
  const delivered = (
    await guest.getByRole('region', { name: en.orders.codesTitle }).locator('code').innerText()
  ).trim();
  expect(fresh).toContain(delivered);

  // The rupiah price is the operator's too.
  const indonesian = await freshPage(browser, testInfo, [
    ['region_key', 'IDN'],
    ['currency_key', 'IDR'],
  ]);
  await indonesian.goto(`/en/gameBuy/${product.slug}`);
  await expect(indonesian.locator('label').filter({ hasText: skuName })).toContainText(
    formatAmount(250000, IDR, 'en'),
  );

  // The operator voids the batch's unsold codes: the storefront shows the SKU sold out.
  await operatorPage.reload();
  await chooseStockSku(operatorPage, product.name, skuName);
  await expect(stockFigure(operatorPage, 'sold')).toHaveText('1');
  await voidBatch(operatorPage, 'Launch keys');
  await expect(stockFigure(operatorPage, 'free')).toHaveText('0');
  await expect(stockFigure(operatorPage, 'voided')).toHaveText('994');
  await guest.goto(`/en/gameBuy/${product.slug}`);
  await guest.locator('label').filter({ hasText: skuName }).click();
  await expect(guest.getByRole('button', { name: en.checkout.soldOut })).toBeVisible();

  // An agent who opens the catalogue is refused with the role's message, and sees no product.
  await createStaff(agent, 'agent');
  const agentPage = await freshPage(browser, testInfo);
  await signInToSupport(agentPage, agent);
  await expect(consoleNav(agentPage).getByRole('link', { name: en.consoleCatalogue.nav })).toHaveCount(0);
  await agentPage.goto('/en/console/catalogue');
  await expect(
    agentPage.getByRole('main').getByRole('alert').filter({ hasText: en.apiErrors['-1340'] }),
  ).toBeVisible();
  await expect(agentPage.getByText(product.name)).toHaveCount(0);

  // The owner's audit log, of what concerned the operator: each step, and who made it.
  const c = en.console;
  await page.goto('/en/console/audit');
  const filters = page.getByRole('main').getByRole('search');
  await filters.getByLabel(c.filterStaff).selectOption({ label: `${operator.name} (${operator.email})` });
  await filters.getByRole('button', { name: c.search }).click();
  for (const action of [
    c.action_accept,
    c.action_product_create,
    c.action_sku_create,
    c.action_product_update,
    c.action_product_enable,
    c.action_price_update,
    c.action_batch_import,
    c.action_batch_void,
  ]) {
    await expect(auditEntries(page, action, operator.email).first(), action).toBeVisible();
  }
  // The invitation was the owner's, about the operator's address (they were no staff member yet).
  await filters.getByLabel(c.filterStaff).selectOption({ label: c.anyone });
  await filters.getByLabel(c.filterAction).selectOption({ label: c.action_invite });
  await filters.getByRole('button', { name: c.search }).click();
  await expect(
    auditEntries(page, c.action_invite, owner.email).filter({ hasText: operator.email }),
  ).toBeVisible();

  // Every sign-in at once (issue 26): the owner's and the agent's, and a wrong password for the
  // agent's address, made by nobody signed in, with its reason.
  const wrong = await page.request.post('/api/admin/staff/login', {
    data: { email: agent.email, password: 'not-the-password' },
  });
  expect((await wrong.json()).code).toBe(-1002);
  await filters.getByLabel(c.filterAction).selectOption({ label: c.filterSignIns });
  await filters.getByRole('button', { name: c.search }).click();
  await expect(auditEntries(page, c.action_signIn, agent.email).first()).toBeVisible();
  await expect(auditEntries(page, c.action_signIn, owner.email).first()).toBeVisible();
  await expect(
    auditEntries(page, c.action_signInFailed, agent.email)
      .filter({ hasText: c.notSignedIn })
      .filter({ hasText: c.signInFailed_wrongPassword })
      .first(),
  ).toBeVisible();
  await expect(auditEntries(page, c.action_invite, owner.email)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('audit-sign-ins.png') });
  await measure(page);
  expect(tooWide).toEqual([]);
});
