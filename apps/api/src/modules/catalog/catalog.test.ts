import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { demoSkuId } from '../../demo/catalog.ts';
import { products, productTexts, skuPrices } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function data(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await t.call(path, body, headers);
  expect(res.statusCode).toBe(200);
  const answer = res.json();
  expect(answer.code, JSON.stringify(answer)).toBe(1);
  return answer.data;
}

const RUS = { lang: 'ru', region: 'RUS', currency: 'RUB' };

describe('home/home', () => {
  it('answers banners, every kind with its products, the popular row and the currency', async () => {
    const home = await data('home/home', {}, RUS);
    expect(home.currency).toEqual({ code: 'RUB', minorUnits: 2, symbol: '₽' });
    expect(home.categories.map((category: { kind: string }) => category.kind)).toEqual([
      'topup',
      'game_card',
      'live_stream',
      'cd_key',
      'gift_card',
    ]);
    for (const category of home.categories) expect(category.products.length).toBeGreaterThan(2);
    const count = home.categories.reduce(
      (sum: number, c: { products: unknown[] }) => sum + c.products.length,
      0,
    );
    expect(count).toBeGreaterThanOrEqual(29);
    expect(home.categories[0].products[0]).toEqual({
      id: 'starfall-legends',
      kind: 'topup',
      name: 'Легенды Звездопада',
      imageUrl: '/catalog/starfall-legends.svg',
      fromPrice: 9900,
    });
    expect(home.popular.map((card: { id: string }) => card.id).slice(0, 3)).toEqual([
      'starfall-legends',
      'mecha-arena',
      'dragon-oath',
    ]);
    expect(home.banners[0]).toMatchObject({
      id: 'starfall-crystal-week',
      title: 'Легенды Звездопада: неделя кристаллов',
      imageUrl: '/banners/starfall-crystal-week.svg',
      link: '/gameBuy/starfall-legends',
    });
  });

  it('lists only the products sold in the region', async () => {
    const ids = (home: { categories: { products: { id: string }[] }[] }) =>
      home.categories.flatMap((category) => category.products.map((card) => card.id));
    expect(ids(await data('home/home', {}, RUS))).not.toContain('mystic-tides');
    expect(ids(await data('home/home', {}, { lang: 'id', region: 'IDN', currency: 'IDR' }))).toContain(
      'mystic-tides',
    );
  });

  it("falls back to the region's currency for an unknown one, and to RUS for an unknown region", async () => {
    expect((await data('home/home', {}, { region: 'VNM', currency: 'XXX' })).currency.code).toBe('VND');
    expect((await data('home/home', {}, { region: 'ZZZ' })).currency.code).toBe('RUB');
  });
});

describe('product/detail', () => {
  it('answers the product, its delivery promise, purchase fields and priced SKUs', async () => {
    const detail = await data('product/detail', { id: 'starfall-legends' }, RUS);
    expect(detail).toMatchObject({
      id: 'starfall-legends',
      kind: 'topup',
      name: 'Легенды Звездопада',
      imageUrl: '/catalog/starfall-legends.svg',
      delivery: 'topup',
      availableInRegion: true,
      currency: { code: 'RUB', minorUnits: 2 },
      inputFields: { playerId: true, characterName: false, server: true },
    });
    expect(detail.description).toContain('1 минуты');
    expect(detail.inputFields.servers.map((server: { id: string }) => server.id)).toEqual([
      'asia',
      'europe',
      'america',
    ]);
    expect(detail.skus).toHaveLength(6);
    expect(detail.skus[0]).toEqual({
      id: 'sku_starfall-legends_60',
      name: '60 кристаллов',
      faceValue: 60,
      enabled: true,
      price: 9900,
      originalPrice: null,
    });
    // The explicit rouble list: 14.99 USD → 1386.58 ₽ → 1389 ₽, before the discount 1579 ₽.
    expect(detail.skus[2]).toMatchObject({ faceValue: 980, price: 138900, originalPrice: 157900 });
  });

  it('names the delivery promise of each kind', async () => {
    const promise = async (id: string) => (await data('product/detail', { id }, RUS)).delivery;
    expect(await promise('streamly')).toBe('recharge');
    expect(await promise('iron-citadel')).toBe('code');
    expect(await promise('arcadia-pass')).toBe('code');
    expect(await promise('playwave-gift-card')).toBe('code');
  });

  it("converts by the stored rate and rounds once to the currency's customary step", async () => {
    // 0.99 USD: the first Starfall Legends SKU, which has no explicit price but in roubles.
    const expected: Record<string, [number, number]> = {
      IDR: [0, 15700], // 15 691.5 rupiah, to the hundred
      VND: [0, 25000], // 25 146 dong, to the thousand
      MYR: [2, 440], // 4.4055 ringgit, to ten sen
      PHP: [2, 5700], // 57.024 pesos, whole pesos
      THB: [2, 3500], // 34.848 baht, whole baht
      SGD: [2, 130], // 1.3266 dollars, to ten cents
    };
    for (const [currency, [minorUnits, price]] of Object.entries(expected)) {
      const detail = await data('product/detail', { id: 'starfall-legends' }, { lang: 'en', currency });
      expect(detail.currency.minorUnits, currency).toBe(minorUnits);
      expect(detail.skus[0].price, currency).toBe(price);
    }
    // 14.99 and 16.99 USD: 380 746 and 431 546 dong.
    const vnd = await data('product/detail', { id: 'starfall-legends' }, { currency: 'VND' });
    expect(vnd.skus[2]).toMatchObject({ price: 381000, originalPrice: 432000 });
  });
  it("names a game's servers in the page's language, in all twelve", async () => {
    const servers = async (lang: string) =>
      (await data('product/detail', { id: 'dragon-oath' }, { lang })).inputFields.servers.map(
        (server: { name: string }) => server.name,
      );
    expect(await servers('ru')).toEqual(['Азия', 'Европа', 'Америка']);
    expect(await servers('en')).toEqual(['Asia', 'Europe', 'America']);
    const english = await servers('en');
    for (const lang of ['cn', 'tw', 'hi', 'th', 'vi', 'my', 'pt', 'tl', 'ms', 'id']) {
      const names = await servers(lang);
      expect(names, lang).toHaveLength(3);
      // Latin-script languages may share one name with English, never all three.
      expect(names, lang).not.toEqual(english);
    }
  });
  it('lists a disabled SKU as unavailable and leaves it out of the lowest price', async () => {
    const detail = await data('product/detail', { id: 'mecha-arena' }, RUS);
    expect(detail.skus.at(-1)).toMatchObject({ faceValue: 6480, enabled: false });
    expect(detail.skus.filter((sku: { enabled: boolean }) => !sku.enabled)).toHaveLength(1);
  });

  it('shows a product not sold in the region as unavailable there', async () => {
    expect((await data('product/detail', { id: 'mystic-tides' }, RUS)).availableInRegion).toBe(false);
    expect((await data('product/detail', { id: 'mystic-tides' }, { region: 'THA' })).availableInRegion).toBe(
      true,
    );
  });

  it('answers in the Lang language, English where a text is missing', async () => {
    expect((await data('product/detail', { id: 'dragon-oath' }, { lang: 'cn' })).name).toBe('龙之誓约');
    expect((await data('product/detail', { id: 'dragon-oath' }, { lang: 'th' })).description).toContain(
      'ไอดีผู้เล่น',
    );
    await t.database.db
      .delete(productTexts)
      .where(and(eq(productTexts.productSlug, 'nova-racers'), eq(productTexts.lang, 'vi')));
    const detail = await data('product/detail', { id: 'nova-racers' }, { lang: 'vi' });
    expect(detail.name).toBe('Nova Racers');
    expect(detail.description).toContain('within 1 minute');
    expect(detail.skus[0].name).toBe('60 Coins');
  });

  it('answers -1008 for an unknown product and -1014 for a SKU not of the product', async () => {
    const unknown = (await t.call('product/detail', { id: 'no-such-game' }, { lang: 'en' })).json();
    expect(unknown).toEqual({ code: -1008, msg: 'Product does not exist', data: null });
    const sku = (
      await t.call('product/detail', { id: 'mecha-arena', skuId: demoSkuId('dragon-oath', 60) })
    ).json();
    expect(sku.code).toBe(-1014);
    const own = await data('product/detail', { id: 'mecha-arena', skuId: demoSkuId('mecha-arena', 60) });
    expect(own.id).toBe('mecha-arena');
  });

  it('reads the slug case-insensitively, as typed in a URL', async () => {
    expect((await data('product/detail', { id: 'Pixel-Raiders' })).id).toBe('pixel-raiders');
  });

  it('answers -1008 for a product the operator disabled, everywhere within a second', async () => {
    expect((await data('product/detail', { id: 'tiny-empires' })).id).toBe('tiny-empires');
    await t.database.db.update(products).set({ enabled: false }).where(eq(products.slug, 'tiny-empires'));
    await expect
      .poll(async () => (await t.call('product/detail', { id: 'tiny-empires' })).json().code, {
        timeout: 5000,
        interval: 200,
      })
      .toBe(-1008);
    const home = await data('home/home', {});
    const ids = home.categories.flatMap((category: { products: { id: string }[] }) =>
      category.products.map((card) => card.id),
    );
    expect(ids).not.toContain('tiny-empires');
    expect((await data('product/search', { keyword: 'Tiny Empires' })).list).toEqual([]);
  });

  it('refuses a malformed id with a message naming the field', async () => {
    const answer = (await t.call('product/detail', { id: 'Bad Slug!' }, { lang: 'en' })).json();
    expect(answer.code).toBe(-1101);
    expect(answer.msg).toContain('id');
  });
});

describe('product/seo', () => {
  it('answers title, description and keywords in the language', async () => {
    const seo = await data('product/seo', { id: 'ember-saga' }, { lang: 'ru' });
    expect(seo.title).toBe('Купить Сага углей — моментальная доставка | Starlit');
    expect(seo.description).toContain('Сага углей');
    expect(seo.keywords).toContain('Ember Saga');
    expect((await t.call('product/seo', { id: 'nope' })).json().code).toBe(-1008);
  });
});

describe('product/search', () => {
  const search = async (keyword: string, headers: Record<string, string> = { lang: 'en' }) =>
    (await data('product/search', { keyword }, headers)).list.map((card: { id: string }) => card.id);

  it('finds a game despite a typo, by any of its names, in any language', async () => {
    expect((await search('starfal legnds'))[0]).toBe('starfall-legends');
    expect((await search('Клятва драконa'))[0]).toBe('dragon-oath');
    expect((await search('机甲'))[0]).toBe('mecha-arena');
    expect((await search('Mecha Arnea', { lang: 'ru' }))[0]).toBe('mecha-arena');
  });

  it('finds a Latin name typed in Russian letters, as it sounds', async () => {
    expect((await search('старфол', { lang: 'ru' }))[0]).toBe('starfall-legends');
    expect((await search('мека арена', { lang: 'ru' }))[0]).toBe('mecha-arena');
    expect((await search('мистик тайдс', { lang: 'ru', region: 'IDN' }))[0]).toBe('mystic-tides');
    expect((await search('квестнет', { lang: 'ru' }))[0]).toBe('questnet-card');
  });
  it('finds by the first letters typed, prefix matches first, at most 8', async () => {
    expect((await search('gam'))[0]).toMatch(/^gam/);
    expect(await search('card')).toHaveLength(8);
    const card = (await data('product/search', { keyword: 'Shadow' }, RUS)).list[0];
    expect(card).toMatchObject({ id: 'shadow-blade-online', name: 'Клинок тени', kind: 'topup' });
  });

  it('leaves out products not sold in the region, and answers nothing for nonsense', async () => {
    expect(await search('Mystic Tides', { region: 'RUS' })).not.toContain('mystic-tides');
    expect(await search('Mystic Tides', { region: 'IDN' })).toContain('mystic-tides');
    expect(await search('qqqqzzzz')).toEqual([]);
    expect((await t.call('product/search', { keyword: '' })).json().code).toBe(-1101);
  });
});

describe('the catalogue cache', () => {
  it('serves a change to any process within a second, by the catalogue version', async () => {
    const first = await data('product/detail', { id: 'sky-harbor' }, RUS);
    expect(first.skus[0].price).toBe(9900);
    await t.database.db
      .update(skuPrices)
      .set({ price: 8900 })
      .where(eq(skuPrices.skuId, demoSkuId('sky-harbor', 60)));
    await expect
      .poll(async () => (await data('product/detail', { id: 'sky-harbor' }, RUS)).skus[0].price, {
        timeout: 5000,
        interval: 200,
      })
      .toBe(8900);
    expect(
      (await data('home/home', {}, RUS)).categories[0].products.find(
        (c: { id: string }) => c.id === 'sky-harbor',
      ).fromPrice,
    ).toBe(8900);
  });
});
