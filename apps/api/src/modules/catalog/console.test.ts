import { CONSOLE_ERROR, ERROR } from '@storefront/contracts';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';

// Issue 14, "The console" 1: the catalogue as owners and operators edit it, what the storefront
// then shows (within the catalogue version's second), and the audit log of every step.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read by the assertions
type Data = any;

let t: TestApp;
let n = 0;
const stamp = Date.now().toString(36);
const unique = (label: string) => `${label}-${stamp}-${n++}`;
const PASSWORD = 'staff-password-1';
const RUS = { lang: 'ru', region: 'RUS', currency: 'RUB' };
// The smallest PNG: signature, IHDR, IDAT and IEND of one transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let operator: string;
let owner: string;
let agent: string;

async function call(path: string, body: unknown, token: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/${path}`,
    headers: { 'content-type': 'application/json', lang: 'en', authorization: token, ...headers },
    payload: JSON.stringify(body),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { code: number; msg: string; data: Data };
}

async function ok(path: string, body: unknown, token = operator, headers: Record<string, string> = {}) {
  const answer = await call(path, body, token, headers);
  expect(answer.code, JSON.stringify(answer)).toBe(1);
  return answer.data;
}

/** A staff member's session token, TOTP enrolled at first sign-in where the role needs it. */
async function signedIn(role: 'owner' | 'operator' | 'agent'): Promise<string> {
  const email = `${unique(role)}@catalogue.test`;
  await t.services.agents.upsert({ email, name: `The ${role}`, password: PASSWORD, role });
  const login = await call('staff/login', { email, password: PASSWORD }, '');
  if (login.data.step === 'done') return login.data.session.token;
  const secret = Secret.fromBase32(login.data.enrolment.secret);
  const code = new TOTP({ secret }).generate();
  const enrolled = await call('staff/enrol', { challenge: login.data.challenge, code }, '');
  return enrolled.data.session.token;
}

async function storefront(path: string, body: unknown, headers = RUS) {
  return (await t.call(path, body, headers)).json() as { code: number; data: Data };
}

const englishTexts = (name: string) => ({
  name,
  description: 'A key for the full game.',
  unit: 'Key',
  seoTitle: `${name} key`,
});

/** A new cd_key product with two SKUs: its console answer. */
async function newProduct() {
  const slug = unique('console-game');
  await ok('catalogue/create', { slug, kind: 'cd_key', name: 'Console Game' });
  await ok('catalogue/createSku', { slug, faceValue: 1, basePrice: 1999 });
  return ok('catalogue/createSku', { slug, faceValue: 2, basePrice: 3499 }, operator, RUS);
}

function saveOf(product: Data, changes: Record<string, unknown> = {}) {
  const { slug, revision, kind, popularRank, deliveryMode, inputFields, regions, texts } = product;
  return {
    slug,
    revision,
    kind,
    popularRank,
    deliveryMode,
    inputFields,
    regions,
    art: product.art?.key ?? null,
    texts,
    ...changes,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  [operator, owner, agent] = await Promise.all([signedIn('operator'), signedIn('owner'), signedIn('agent')]);
});
afterAll(() => t.close());

describe('catalogue/create', () => {
  it('makes a disabled product with its English name; the other eleven languages are missing', async () => {
    const product = await newProduct();
    expect(product).toMatchObject({
      kind: 'cd_key',
      enabled: false,
      revision: 1,
      art: null,
      drawnArtUrl: `/catalog/${product.slug}.svg`,
      currency: { code: 'RUB' },
    });
    expect(product.texts.en.name).toBe('Console Game');
    expect(product.missingLangs).toHaveLength(11);
    expect(product.missingLangs).not.toContain('en');
    expect(product.skus.map((sku: Data) => [sku.faceValue, sku.basePrice, sku.enabled])).toEqual([
      [1, 1999, true],
      [2, 3499, true],
    ]);
    // Priced as a customer paying in roubles is quoted.
    expect(product.skus[0].price).toBeGreaterThan(0);
    const listed = (await ok('catalogue/list', {})).list.find((item: Data) => item.slug === product.slug);
    expect(listed).toMatchObject({ name: 'Console Game', enabled: false, skuCount: 2 });
  });

  it('answers a taken slug with its own code, and names a bad field', async () => {
    const product = await newProduct();
    const again = await call('catalogue/create', { slug: product.slug, kind: 'topup', name: 'X' }, operator);
    expect(again.code).toBe(CONSOLE_ERROR.CATALOGUE_SLUG_TAKEN);
    const bad = await call('catalogue/create', { slug: 'Not A Slug!', kind: 'cd_key', name: 'X' }, operator);
    expect(bad).toMatchObject({ code: ERROR.FIELD_INVALID, msg: expect.stringContaining('slug') });
    const noPrice = await call('catalogue/createSku', { slug: product.slug, faceValue: 5 }, operator);
    expect(noPrice).toMatchObject({ code: ERROR.FIELD_REQUIRED, msg: expect.stringContaining('basePrice') });
  });

  it('refuses an agent with -1340 and lets an owner in', async () => {
    for (const path of ['catalogue/list', 'catalogue/create']) {
      const refused = await call(path, { slug: unique('x'), kind: 'cd_key', name: 'X' }, agent);
      expect(refused.code).toBe(CONSOLE_ERROR.STAFF_ROLE_REFUSED);
    }
    expect((await call('catalogue/list', {}, owner)).code).toBe(1);
  });
});

describe('catalogue/save', () => {
  it('saves texts per language, refuses a save over an older revision, and keeps English required', async () => {
    const product = await newProduct();
    const texts = {
      en: englishTexts('Console Game'),
      ru: { ...englishTexts('Консольная игра'), unit: 'Ключ' },
    };
    const saved = await ok('catalogue/save', saveOf(product, { texts, regions: ['RUS', 'IDN'] }));
    expect(saved.revision).toBe(2);
    expect(saved.missingLangs).toHaveLength(10);
    expect(saved.regions).toEqual(['IDN', 'RUS']);
    // Someone else saves from the revision both loaded: refused, nothing of theirs is written.
    const stale = await call('catalogue/save', saveOf(product, { popularRank: 3 }), owner);
    expect(stale.code).toBe(CONSOLE_ERROR.STAFF_STALE_SAVE);
    expect((await ok('catalogue/get', { slug: product.slug })).popularRank).toBeNull();

    const withoutEnglish = await call('catalogue/save', saveOf(saved, { texts: { ru: texts.ru } }), operator);
    expect(withoutEnglish.code).toBe(CONSOLE_ERROR.CATALOGUE_ENGLISH_REQUIRED);
    const emptyName = await call(
      'catalogue/save',
      saveOf(saved, { texts: { ...texts, ru: { ...texts.ru, name: '' } } }),
      operator,
    );
    expect(emptyName).toMatchObject({
      code: ERROR.FIELD_INVALID,
      msg: expect.stringContaining('texts.ru.name'),
    });
    const region = await call('catalogue/save', saveOf(saved, { regions: ['ZZZ'] }), operator);
    expect(region).toMatchObject({
      code: CONSOLE_ERROR.CATALOGUE_REGION_UNKNOWN,
      msg: expect.stringContaining('ZZZ'),
    });
    const server = await call(
      'catalogue/save',
      saveOf(saved, { texts: { ...texts, ru: { ...texts.ru, serverNames: { asia: 'Азия' } } } }),
      operator,
    );
    expect(server.code).toBe(CONSOLE_ERROR.CATALOGUE_SERVER_UNKNOWN);
    const asia = { id: 'asia', name: 'Asia' };
    const twice = await call(
      'catalogue/save',
      saveOf(saved, { inputFields: { ...saved.inputFields, server: true, servers: [asia, asia] } }),
      operator,
    );
    expect(twice).toMatchObject({
      code: ERROR.FIELD_INVALID,
      msg: expect.stringContaining('inputFields.servers'),
    });
  });

  it('reaches the storefront within the version second, with English where a language has no texts', async () => {
    const product = await newProduct();
    const texts = { en: englishTexts('Harbor Lights'), ru: englishTexts('Огни гавани') };
    await ok('catalogue/save', saveOf(product, { texts, regions: ['RUS'], popularRank: 1 }));
    await ok('catalogue/setEnabled', { slug: product.slug, enabled: true });
    const tile = async () => {
      const home = await storefront('home/home', {});
      const cards = home.data.categories.find((c: Data) => c.kind === 'cd_key').products;
      return cards.find((card: Data) => card.id === product.slug) ?? null;
    };
    await expect.poll(tile, { timeout: 2500, interval: 100 }).toMatchObject({ name: 'Огни гавани' });
    const page = await storefront('product/detail', { id: product.slug });
    expect(page.data.skus.map((sku: Data) => sku.name)).toEqual(['1 Key', '2 Key']);
    const vietnamese = await storefront('product/detail', { id: product.slug }, { ...RUS, lang: 'vi' });
    expect(vietnamese.data.name).toBe('Harbor Lights');

    await ok('catalogue/setEnabled', { slug: product.slug, enabled: false });
    await expect.poll(tile, { timeout: 2500, interval: 100 }).toBeNull();
  });

  it('shows uploaded art, checked by its bytes, on the home tile and the product page', async () => {
    const product = await newProduct();
    const sign = await ok('file/getSignature', {});
    const { tmpSecretId, tmpSecretKey, sessionToken } = sign;
    const target = await ok('file/createUpload', {
      tmpSecretId,
      tmpSecretKey,
      sessionToken,
      contentType: 'image/png',
      size: PNG.length,
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: target.url,
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(put.statusCode).toBe(200);
    const file = await ok('file/confirm', { key: target.key });
    // Before it is a product's art, the storefront's path does not serve it.
    expect((await t.app.inject({ method: 'GET', url: `/api/catalog/art/${file.key}` })).statusCode).toBe(404);

    // An owner may not attach the operator's upload as new art; the operator may.
    const foreign = await call('catalogue/save', saveOf(product, { art: file.key }), owner);
    expect(foreign.code).toBe(ERROR.FILE_NOT_FOUND);
    const saved = await ok('catalogue/save', saveOf(product, { art: file.key, regions: ['RUS'] }));
    await ok('catalogue/setEnabled', { slug: product.slug, enabled: true });
    const artUrl = `/api/catalog/art/${file.key}`;
    expect(saved.art).toEqual({ key: file.key, url: artUrl });
    await expect
      .poll(async () => (await storefront('product/detail', { id: product.slug })).data?.imageUrl, {
        timeout: 2500,
        interval: 100,
      })
      .toBe(artUrl);
    const tileImage = async () => {
      const home = await storefront('home/home', {});
      const cards = home.data.categories.flatMap((c: Data) => c.products);
      return cards.find((card: Data) => card.id === product.slug)?.imageUrl;
    };
    await expect.poll(tileImage, { timeout: 2500, interval: 100 }).toBe(artUrl);
    const redirect = await t.app.inject({ method: 'GET', url: artUrl });
    expect(redirect.statusCode).toBe(302);
    const image = await t.app.inject({ method: 'GET', url: redirect.headers.location as string });
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });
});

describe('SKUs and order', () => {
  it('edits a SKU by its revision, reorders SKUs and products', async () => {
    const product = await newProduct();
    const [first, second] = product.skus;
    const edited = await ok('catalogue/saveSku', {
      skuId: first.id,
      revision: 1,
      faceValue: 10,
      enabled: false,
    });
    expect(edited.skus[0]).toMatchObject({ faceValue: 10, enabled: false, revision: 2, basePrice: 1999 });
    const stale = await call(
      'catalogue/saveSku',
      { skuId: first.id, revision: 1, faceValue: 11, enabled: true },
      operator,
    );
    expect(stale.code).toBe(CONSOLE_ERROR.STAFF_STALE_SAVE);

    const swapped = await ok('catalogue/reorderSkus', { slug: product.slug, skuIds: [second.id, first.id] });
    expect(swapped.skus.map((sku: Data) => sku.id)).toEqual([second.id, first.id]);
    const partial = await call(
      'catalogue/reorderSkus',
      { slug: product.slug, skuIds: [second.id] },
      operator,
    );
    expect(partial.code).toBe(CONSOLE_ERROR.CATALOGUE_ORDER_MISMATCH);

    const slugs = (await ok('catalogue/list', {})).list.map((item: Data) => item.slug);
    const moved = [product.slug, ...slugs.filter((slug: string) => slug !== product.slug)];
    const list = (await ok('catalogue/reorder', { slugs: moved })).list;
    expect(list[0].slug).toBe(product.slug);
    // Put the storefront's order back for the other tests of this database.
    await ok('catalogue/reorder', { slugs });
  });

  it('writes an audit entry for each step, with only what changed', async () => {
    const product = await newProduct();
    const saved = await ok('catalogue/save', saveOf(product, { popularRank: 5 }));
    await ok('catalogue/setEnabled', { slug: product.slug, enabled: true });
    await ok('catalogue/saveSku', { skuId: saved.skus[1].id, revision: 1, faceValue: 3, enabled: true });
    const log = (await ok('staff/audit', { limit: 100 }, owner)).list.filter(
      (entry: Data) =>
        entry.targetId === `product:${product.slug}` ||
        saved.skus.some((s: Data) => entry.targetId === `sku:${s.id}`),
    );
    expect(log.map((entry: Data) => entry.action).reverse()).toEqual([
      'product.create',
      'sku.create',
      'sku.create',
      'product.update',
      'product.enable',
      'sku.update',
    ]);
    const update = log.find((entry: Data) => entry.action === 'product.update');
    expect(update).toMatchObject({ before: { popularRank: null }, after: { popularRank: 5 } });
    expect(Object.keys(update.after)).toEqual(['popularRank']);
    const words = await ok(
      'catalogue/save',
      saveOf(saved, { texts: { en: { ...saved.texts.en, unit: 'Key' } } }),
    );
    expect(words.revision).toBe(3);
    const latest = (await ok('staff/audit', { action: 'product.update', limit: 100 }, owner)).list.find(
      (entry: Data) => entry.targetId === `product:${product.slug}`,
    );
    expect(latest).toMatchObject({ before: { 'texts.en.unit': '' }, after: { 'texts.en.unit': 'Key' } });
    expect(Object.keys(latest.after)).toEqual(['texts.en.unit']);
    expect(log.find((entry: Data) => entry.action === 'sku.update')).toMatchObject({
      before: { faceValue: 2 },
      after: { faceValue: 3 },
    });
  });
});
