import { CONSOLE_ERROR, ERROR } from '@storefront/contracts';
import { convertPrice } from '@storefront/contracts/price-rules';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { demoSkuId } from '../../demo/catalog.ts';

// Issue 14, "The console" 2: prices as owners and operators set them, what the storefront then
// shows, and the audit log of each change.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read by the assertions
type Data = any;

let t: TestApp;
let n = 0;
const PASSWORD = 'staff-password-1';
const IDN = { lang: 'en', region: 'IDN', currency: 'IDR' };
const RUS = { lang: 'en', region: 'RUS', currency: 'RUB' };
let owner: string;
let operator: string;
let agent: string;

async function call(path: string, body: unknown, token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/${path}`,
    headers: { 'content-type': 'application/json', lang: 'en', authorization: token },
    payload: JSON.stringify(body),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { code: number; msg: string; data: Data };
}

async function ok(path: string, body: unknown, token = operator) {
  const answer = await call(path, body, token);
  expect(answer.code, JSON.stringify(answer)).toBe(1);
  return answer.data;
}

async function signedIn(role: 'owner' | 'operator' | 'agent'): Promise<string> {
  const email = `prices-${role}-${Date.now()}-${n++}@prices.test`;
  await t.services.agents.upsert({ email, name: `The ${role}`, password: PASSWORD, role });
  const login = await call('staff/login', { email, password: PASSWORD }, '');
  if (login.data.step === 'done') return login.data.session.token;
  const secret = Secret.fromBase32(login.data.enrolment.secret);
  const enrolled = await call(
    'staff/enrol',
    { challenge: login.data.challenge, code: new TOTP({ secret }).generate() },
    '',
  );
  return enrolled.data.session.token;
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, operator, agent] = [await signedIn('owner'), await signedIn('operator'), await signedIn('agent')];
});
afterAll(() => t.close());

const storefrontSku = async (productId: string, skuId: string, headers: Record<string, string>) =>
  (await t.call('product/detail', { id: productId }, headers))
    .json()
    .data.skus.find((sku: { id: string }) => sku.id === skuId);

const cell = (sku: Data, currency: string) => sku.cells.find((c: Data) => c.currency === currency);

/** A save of the SKU as the grid shows it, with `changes`. */
function saveOf(sku: Data, changes: Record<string, unknown> = {}) {
  return {
    skuId: sku.skuId,
    revision: sku.revision,
    basePrice: sku.basePrice,
    baseOriginalPrice: sku.baseOriginalPrice,
    baseSalePrice: sku.baseSalePrice,
    saleStartsAt: sku.saleStartsAt,
    saleEndsAt: sku.saleEndsAt,
    explicit: sku.cells
      .filter((c: Data) => c.explicit)
      .map((c: Data) => ({
        currency: c.currency,
        price: c.price,
        originalPrice: c.originalPrice,
        salePrice: c.salePrice,
      })),
    ...changes,
  };
}

async function auditOf(action: string, subject: string) {
  const page = await ok('staff/audit', { action, limit: 50 }, owner);
  return page.list.filter((entry: Data) => entry.targetId === subject);
}

describe('the price grid', () => {
  it("shows a product's SKUs by the store's currencies: explicit or derived, and the price now", async () => {
    const grid = await ok('prices/grid', { productId: 'sky-harbor' });
    expect(grid.currencies.map((c: Data) => c.code)).toEqual(
      expect.arrayContaining(['RUB', 'IDR', 'MYR', 'PHP', 'THB', 'VND', 'SGD']),
    );
    const idr = grid.currencies.find((c: Data) => c.code === 'IDR');
    expect(idr).toMatchObject({ minorUnits: 0, rule: { perUsd: '15850', step: 100, rounding: 'nearest' } });
    const sku = grid.skus.find((s: Data) => s.skuId === demoSkuId('sky-harbor', 60));
    expect(cell(sku, 'RUB')).toMatchObject({
      explicit: true,
      price: 9900,
      now: { price: 9900, onSale: false },
    });
    expect(cell(sku, 'IDR')).toMatchObject({
      explicit: false,
      price: convertPrice(sku.basePrice, { ...idr.rule, minorUnits: 0 }),
    });
    expect((await ok('prices/products', {})).list.map((p: Data) => p.productId)).toContain('sky-harbor');
    expect((await call('prices/grid', { productId: 'no-such-game' }, operator)).code).toBe(
      ERROR.PRODUCT_NOT_FOUND,
    );
  });
});

describe('saving a SKU’s prices', () => {
  const skuId = demoSkuId('galaxy-drift', 90);
  const skuOfGrid = async () =>
    (await ok('prices/grid', { productId: 'galaxy-drift' })).skus.find((s: Data) => s.skuId === skuId);

  it('sets explicit RUB and IDR prices and a sale; the storefront follows; the audit log has it', async () => {
    const sku = await skuOfGrid();
    const startsAt = Date.now() - 1000;
    const saved = await ok(
      'prices/save',
      saveOf(sku, {
        baseSalePrice: sku.basePrice - 10,
        saleStartsAt: startsAt,
        saleEndsAt: null,
        explicit: [
          { currency: 'RUB', price: 19900, originalPrice: 24900, salePrice: 14900 },
          { currency: 'IDR', price: 250_000, originalPrice: null, salePrice: null },
        ],
      }),
    );
    expect(saved.revision).toBe(sku.revision + 1);
    expect(cell(saved, 'RUB')).toMatchObject({
      explicit: true,
      price: 19900,
      originalPrice: 24900,
      salePrice: 14900,
      now: { price: 14900, originalPrice: 19900, onSale: true },
    });
    // IDR has no sale price of its own: the base sale price, converted.
    const idrSale = convertPrice(sku.basePrice - 10, {
      perUsd: '15850',
      minorUnits: 0,
      step: 100,
      rounding: 'nearest',
    });
    expect(cell(saved, 'IDR')).toMatchObject({
      explicit: true,
      price: 250_000,
      now: { price: idrSale, onSale: true },
    });
    await expect
      .poll(() => storefrontSku('galaxy-drift', skuId, RUS))
      .toMatchObject({ price: 14900, originalPrice: 19900 });
    await expect
      .poll(() => storefrontSku('galaxy-drift', skuId, IDN))
      .toMatchObject({ price: idrSale, originalPrice: 250_000 });

    const [entry] = await auditOf('price.update', `sku:${skuId}`);
    expect(entry.before).toEqual({
      baseSalePrice: null,
      saleStartsAt: null,
      explicit: expect.objectContaining({ RUB: expect.any(Object) }),
    });
    expect(entry.after).toMatchObject({
      baseSalePrice: sku.basePrice - 10,
      saleStartsAt: new Date(startsAt).toISOString(),
      explicit: {
        RUB: { price: 19900, originalPrice: 24900, salePrice: 14900 },
        IDR: { price: 250_000, originalPrice: null, salePrice: null },
      },
    });
  });

  it('makes a currency derived again when its explicit price is removed', async () => {
    const sku = await skuOfGrid();
    const saved = await ok(
      'prices/save',
      saveOf(sku, { baseSalePrice: null, saleStartsAt: null, explicit: sku.cells.filter(() => false) }),
    );
    expect(cell(saved, 'IDR')).toMatchObject({ explicit: false, now: { onSale: false } });
    expect(cell(saved, 'RUB').explicit).toBe(false);
    await expect
      .poll(async () => (await storefrontSku('galaxy-drift', skuId, IDN)).price)
      .toBe(cell(saved, 'IDR').price);
    // The log holds what the save changed (the sale ended too), the currencies by their own price
    // (none now), and nothing unchanged: the base price stays out.
    const [entry] = await auditOf('price.update', `sku:${skuId}`);
    expect(entry.after).toEqual({
      baseSalePrice: null,
      saleStartsAt: null,
      explicit: { IDR: null, RUB: null },
    });
    expect(entry.before.explicit).toMatchObject({ IDR: { price: 250_000 }, RUB: { price: 19900 } });
  });

  it('refuses a save over an older revision: -1349, and nothing changes', async () => {
    const sku = await skuOfGrid();
    await ok('prices/save', saveOf(sku, { basePrice: sku.basePrice - 100 }));
    const stale = await call('prices/save', saveOf(sku, { basePrice: sku.basePrice - 200 }), operator);
    expect(stale.code).toBe(CONSOLE_ERROR.STAFF_STALE_SAVE);
    expect((await skuOfGrid()).basePrice).toBe(sku.basePrice - 100);
  });

  it('names the field of a price that breaks a rule', async () => {
    const sku = await skuOfGrid();
    const explicit = (row: Record<string, unknown>) => [
      { currency: 'RUB', price: 10000, originalPrice: null, salePrice: null, ...row },
    ];
    const cases: [Record<string, unknown>, number, string][] = [
      [{ basePrice: 0 }, ERROR.FIELD_INVALID, 'basePrice'],
      [{ basePrice: 1.5 }, ERROR.FIELD_INVALID, 'basePrice'],
      [{ baseOriginalPrice: sku.basePrice }, CONSOLE_ERROR.PRICE_ORIGINAL_NOT_ABOVE, 'baseOriginalPrice'],
      [{ baseSalePrice: sku.basePrice }, CONSOLE_ERROR.PRICE_SALE_NOT_BELOW, 'baseSalePrice'],
      [{ saleStartsAt: 2000, saleEndsAt: 1000 }, CONSOLE_ERROR.PRICE_SALE_WINDOW, 'saleEndsAt'],
      [
        { explicit: explicit({ originalPrice: 9000 }) },
        CONSOLE_ERROR.PRICE_ORIGINAL_NOT_ABOVE,
        'explicit[0].originalPrice',
      ],
      [
        { explicit: explicit({ salePrice: 10000 }) },
        CONSOLE_ERROR.PRICE_SALE_NOT_BELOW,
        'explicit[0].salePrice',
      ],
      [
        { explicit: explicit({ currency: 'XXX' }) },
        CONSOLE_ERROR.PRICE_CURRENCY_UNKNOWN,
        'explicit[0].currency',
      ],
      [
        { explicit: [...explicit({}), ...explicit({})] },
        CONSOLE_ERROR.PRICE_CURRENCY_REPEATED,
        'explicit[1].currency',
      ],
    ];
    for (const [changes, code, field] of cases) {
      const answer = await call('prices/save', saveOf(sku, changes), operator);
      expect(answer.code, field).toBe(code);
      expect(answer.msg, field).toContain(field);
    }
    expect((await skuOfGrid()).revision).toBe(sku.revision);
  });

  it('refuses an agent: -1340', async () => {
    const sku = await skuOfGrid();
    expect((await call('prices/grid', { productId: 'galaxy-drift' }, agent)).code).toBe(
      CONSOLE_ERROR.STAFF_ROLE_REFUSED,
    );
    expect((await call('prices/save', saveOf(sku), agent)).code).toBe(CONSOLE_ERROR.STAFF_ROLE_REFUSED);
  });
});

describe('rates and rounding', () => {
  it('are read by operators and set by owners only; derived prices follow; the audit log has it', async () => {
    const rates = await ok('prices/rates', {});
    expect(rates.list.find((c: Data) => c.code === 'PHP').rule).toEqual({
      perUsd: '57.6',
      step: 100,
      rounding: 'nearest',
    });
    const rule = { currency: 'PHP', perUsd: '60', step: 1000, rounding: 'up' };
    expect((await call('prices/saveRate', rule, operator)).code).toBe(CONSOLE_ERROR.STAFF_ROLE_REFUSED);
    expect((await call('prices/saveRate', { ...rule, currency: 'XXX' }, owner)).code).toBe(
      CONSOLE_ERROR.PRICE_CURRENCY_UNKNOWN,
    );
    const bad = await call('prices/saveRate', { ...rule, perUsd: '0' }, owner);
    expect([bad.code, bad.msg.includes('perUsd')]).toEqual([ERROR.FIELD_INVALID, true]);
    expect(await ok('prices/saveRate', rule, owner)).toMatchObject({
      code: 'PHP',
      rule: { perUsd: '60', step: 1000, rounding: 'up' },
    });
    const skuId = demoSkuId('sky-harbor', 60);
    const sku = (await ok('prices/grid', { productId: 'sky-harbor' })).skus.find(
      (s: Data) => s.skuId === skuId,
    );
    const expected = convertPrice(sku.basePrice, { perUsd: '60', minorUnits: 2, step: 1000, rounding: 'up' });
    expect(cell(sku, 'PHP').price).toBe(expected);
    await expect
      .poll(
        async () =>
          (await storefrontSku('sky-harbor', skuId, { lang: 'en', region: 'PHL', currency: 'PHP' })).price,
      )
      .toBe(expected);
    // Saved again as it is, the rule changes nothing and the log has no second entry.
    await ok('prices/saveRate', rule, owner);
    const entries = await auditOf('rate.update', 'currency:PHP');
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      before: { perUsd: '57.6', step: 100, rounding: 'nearest' },
      after: { perUsd: '60', step: 1000, rounding: 'up' },
    });
  });
});
