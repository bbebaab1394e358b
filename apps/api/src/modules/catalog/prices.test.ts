import { convertPrice } from '@storefront/contracts/price-rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { demoSkuId } from '../../demo/catalog.ts';
import { pricedSkus } from './prices.ts';
import { exchangeRates, skuPrices, skus } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RUS = { lang: 'en', region: 'RUS', currency: 'RUB' };
const IDN = { lang: 'en', region: 'IDN', currency: 'IDR' };

async function detail(id: string, headers: Record<string, string>) {
  const answer = (await t.call('product/detail', { id }, headers)).json();
  expect(answer.code, JSON.stringify(answer)).toBe(1);
  return answer.data as { skus: { id: string; price: number; originalPrice: number | null }[] };
}
const skuOf = async (id: string, skuId: string, headers: Record<string, string>) =>
  (await detail(id, headers)).skus.find((sku) => sku.id === skuId)!;

describe('converting a base price by the owner’s rule', () => {
  const rule = { perUsd: '15850', minorUnits: 0, step: 100 } as const;
  it('rounds to the step: nearest (half away from zero), up or down, exactly', () => {
    // 1.99 USD = 31,541.5 rupiah.
    expect(convertPrice(199, { ...rule, rounding: 'nearest' })).toBe(31_500);
    expect(convertPrice(199, { ...rule, rounding: 'up' })).toBe(31_600);
    expect(convertPrice(199, { ...rule, rounding: 'down' })).toBe(31_500);
    // 0.99 USD at 92.5 = 91.575 roubles: half a step up is "nearest".
    expect(convertPrice(99, { perUsd: '92.5', minorUnits: 2, step: 100, rounding: 'nearest' })).toBe(9200);
    expect(convertPrice(99, { perUsd: '92.5', minorUnits: 2, step: 1, rounding: 'nearest' })).toBe(9158);
    expect(convertPrice(99, { perUsd: '92.5', minorUnits: 2, step: 1, rounding: 'down' })).toBe(9157);
    // A price a rule would make free is one step.
    expect(convertPrice(1, { perUsd: '0.01', minorUnits: 2, step: 10, rounding: 'down' })).toBe(10);
  });
});

describe('the demo store’s prices', () => {
  it('are what the fixed steps made them before the owner could set the rule', async () => {
    const oldSteps: Record<string, number> = {
      IDR: 100,
      VND: 1000,
      RUB: 100,
      PHP: 100,
      THB: 100,
      MYR: 10,
      SGD: 10,
    };
    const { rows: currencies } = await t.database.db.execute<{ code: string }>(
      sql`SELECT code FROM currencies ORDER BY code`,
    );
    const { rows: slugs } = await t.database.db.execute<{ slug: string }>(sql`SELECT slug FROM products`);
    expect(currencies.length).toBe(7);
    let compared = 0;
    for (const { code } of currencies) {
      // The formula of the code this replaced: explicit, else round(converted / step) * step.
      const step = oldSteps[code] ?? 1;
      const converted = (cents: unknown) =>
        sql`(round(${cents} * er.per_usd * power(10::numeric, c.minor_units) / 100 / ${step}) * ${step})::int`;
      const { rows: old } = await t.database.db.execute<{
        id: string;
        price: number;
        original_price: number | null;
      }>(sql`
        SELECT s.id, COALESCE(sp.price, ${converted(sql`s.base_price`)}) AS price,
          CASE WHEN sp.sku_id IS NOT NULL THEN sp.original_price
            ELSE ${converted(sql`s.base_original_price`)} END AS original_price
        FROM skus s JOIN currencies c ON c.code = ${code}
        LEFT JOIN sku_prices sp ON sp.sku_id = s.id AND sp.currency_code = c.code
        LEFT JOIN exchange_rates er ON er.currency_code = c.code
        ORDER BY s.product_slug, s.sort, s.id`);
      const now = await pricedSkus(
        t.database.db,
        slugs.map((row) => row.slug),
        code,
      );
      expect(now.changesAt).toBeNull();
      expect(now.skus.map((sku) => [sku.id, sku.price, sku.originalPrice])).toEqual(
        old.map((row) => [
          row.id,
          row.price,
          row.original_price !== null && row.original_price > row.price ? row.original_price : null,
        ]),
      );
      compared += old.length;
    }
    expect(compared).toBeGreaterThan(500);
    // A few as the storefront shows them.
    expect((await skuOf('sky-harbor', demoSkuId('sky-harbor', 60), RUS)).price).toBe(9900);
    expect((await skuOf('starfall-legends', demoSkuId('starfall-legends', 60), IDN)).price % 100).toBe(0);
  });
});

describe('a currency’s rounding rule', () => {
  it('prices derived SKUs by the rule in the table; an explicit price wins and is never rounded', async () => {
    const sku = demoSkuId('starfall-legends', 60);
    const [base] = await t.database.db.select().from(skus).where(eq(skus.id, sku));
    const [rate] = await t.database.db
      .select()
      .from(exchangeRates)
      .where(eq(exchangeRates.currencyCode, 'IDR'));
    const rule = { perUsd: rate!.perUsd, minorUnits: 0, step: 1000 };
    for (const rounding of ['up', 'down', 'nearest'] as const) {
      await t.database.db
        .update(exchangeRates)
        .set({ roundingStep: 1000, rounding })
        .where(eq(exchangeRates.currencyCode, 'IDR'));
      const expected = convertPrice(base!.basePrice, { ...rule, rounding });
      await expect.poll(async () => (await skuOf('starfall-legends', sku, IDN)).price).toBe(expected);
    }
    await t.database.db.insert(skuPrices).values({ skuId: sku, currencyCode: 'IDR', price: 12_345 });
    await expect.poll(async () => (await skuOf('starfall-legends', sku, IDN)).price).toBe(12_345);
    await t.database.db
      .update(exchangeRates)
      .set({ roundingStep: 100, rounding: 'nearest' })
      .where(eq(exchangeRates.currencyCode, 'IDR'));
    await t.database.db.delete(skuPrices).where(eq(skuPrices.skuId, sku)).execute();
  });
});

describe('a sale', () => {
  const sku = demoSkuId('sky-harbor', 60);
  const setSale = (values: Partial<typeof skus.$inferInsert>) =>
    t.database.db.update(skus).set(values).where(eq(skus.id, sku));

  it('sells at the sale price inside its window with the regular price struck through; not outside', async () => {
    const regular = await skuOf('sky-harbor', sku, RUS);
    expect(regular.price).toBe(9900);
    await t.database.db
      .update(skuPrices)
      .set({ salePrice: 7900 })
      .where(sql`${skuPrices.skuId} = ${sku} AND ${skuPrices.currencyCode} = 'RUB'`);
    await setSale({ baseSalePrice: 50, saleStartsAt: new Date(Date.now() - 60_000), saleEndsAt: null });
    // RUB has its own sale price; IDR converts the base sale price (0.50 USD) by its rule.
    await expect
      .poll(() => skuOf('sky-harbor', sku, RUS))
      .toMatchObject({ price: 7900, originalPrice: 9900 });
    const idr = await skuOf('sky-harbor', sku, IDN);
    expect(idr.price).toBe(7900);
    await setSale({ saleEndsAt: new Date(Date.now() - 1000) });
    await expect.poll(() => skuOf('sky-harbor', sku, RUS)).toMatchObject({ price: 9900 });
    await setSale({ saleStartsAt: new Date(Date.now() + 3_600_000), saleEndsAt: null });
    await expect.poll(() => skuOf('sky-harbor', sku, RUS)).toMatchObject({ price: 9900 });
  });

  it('shows on the storefront when it starts, without a change to the catalogue: the cache turns over', async () => {
    const startsAt = Date.now() + 2000;
    await setSale({ saleStartsAt: new Date(startsAt), saleEndsAt: new Date(startsAt + 1500) });
    const seen: { at: number; price: number }[] = [];
    const watch = async () => {
      const { price } = await skuOf('sky-harbor', sku, RUS);
      seen.push({ at: Date.now(), price });
      return price;
    };
    await expect.poll(watch, { timeout: 6000, interval: 50 }).toBe(7900);
    const started = seen.find((look) => look.price === 7900)!;
    // Never before the start, and within the second after it.
    expect(seen.filter((look) => look.at < startsAt).every((look) => look.price === 9900)).toBe(true);
    expect(started.at - startsAt).toBeGreaterThanOrEqual(0);
    expect(started.at - startsAt).toBeLessThan(1000);
    // The home tile's "from" price too.
    const home = (await t.call('home/home', {}, RUS)).json().data;
    const tile = home.categories.flatMap((c: { products: { id: string }[] }) => c.products);
    expect(tile.find((p: { id: string }) => p.id === 'sky-harbor').fromPrice).toBe(7900);
    // And it ends by itself.
    await expect.poll(watch, { timeout: 6000, interval: 50 }).toBe(9900);
    expect(seen.at(-1)!.at - (startsAt + 1500)).toBeLessThan(1000);
  });
});

describe('an order already quoted', () => {
  it('keeps its amounts when the price changes and a sale starts', async () => {
    const sku = demoSkuId('iron-citadel', 30);
    const guest = (await t.call('auth/loginByDevice', { DeviceId: `prices-test-${Date.now()}` }, RUS)).json()
      .data;
    const headers = { ...RUS, authorization: guest.token };
    const created = (
      await t.call('order/create', { productId: 'iron-citadel', skuId: sku, acceptTerms: true }, headers)
    ).json();
    expect(created.code, JSON.stringify(created)).toBe(1);
    const { orderNo } = created.data;
    const before = {
      order: (await t.call('order/orderDetail', { orderNo }, headers)).json().data,
      methods: (await t.call('payment/methods', { orderNo }, headers)).json().data,
    };
    expect(before.order.payAmount).toBeGreaterThan(0);

    await t.database.db
      .update(skuPrices)
      .set({ price: before.order.unitPrice * 2, salePrice: 100 })
      .where(sql`${skuPrices.skuId} = ${sku} AND ${skuPrices.currencyCode} = 'RUB'`);
    await t.database.db
      .update(skus)
      .set({ basePrice: 5000, saleStartsAt: new Date(Date.now() - 1000) })
      .where(eq(skus.id, sku));
    await expect.poll(async () => (await skuOf('iron-citadel', sku, RUS)).price).toBe(100);

    expect((await t.call('order/orderDetail', { orderNo }, headers)).json().data).toEqual(before.order);
    expect((await t.call('payment/methods', { orderNo }, headers)).json().data).toEqual(before.methods);
  });
});
