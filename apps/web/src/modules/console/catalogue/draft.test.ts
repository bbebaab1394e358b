import type { ConsoleProduct } from '@storefront/contracts/console-catalogue';
import { describe, expect, it } from 'vitest';
import { previewOf, requestOf, valuesOf } from './draft';

// The editor's draft as the API will store it and as the storefront will then answer it: what the
// preview shows must be what a customer gets after the save.

const product: ConsoleProduct = {
  slug: 'harbor-lights',
  kind: 'topup',
  enabled: false,
  sort: 3,
  popularRank: null,
  deliveryMode: 'direct',
  inputFields: {
    playerId: true,
    characterName: false,
    server: true,
    servers: [{ id: 'asia', name: 'Asia' }],
  },
  regions: ['RUS'],
  art: null,
  drawnArtUrl: '/catalog/harbor-lights.svg',
  texts: {
    en: {
      name: 'Harbor Lights',
      description: 'Crystals for your account.',
      unit: 'Crystals',
      seoTitle: '',
      seoDescription: '',
      seoKeywords: '',
      serverNames: { asia: 'Asia' },
      redemptionSteps: [],
    },
  },
  missingLangs: ['cn', 'tw', 'ru', 'id', 'hi', 'ms', 'tl', 'th', 'vi', 'my', 'pt'],
  revision: 4,
  skus: [
    {
      id: 'sku_a',
      faceValue: 60,
      sort: 0,
      enabled: false,
      basePrice: 99,
      revision: 1,
      price: 9900,
      originalPrice: null,
    },
    {
      id: 'sku_b',
      faceValue: 300,
      sort: 1,
      enabled: true,
      basePrice: 499,
      revision: 1,
      price: 44900,
      originalPrice: 49900,
    },
    {
      id: 'sku_c',
      faceValue: 980,
      sort: 2,
      enabled: true,
      basePrice: 1499,
      revision: 1,
      price: null,
      originalPrice: null,
    },
  ],
  currency: { code: 'RUB', minorUnits: 2, symbol: '₽' },
};

describe('requestOf', () => {
  it('saves the languages that have texts, steps one a line, and the revision loaded', () => {
    const values = valuesOf(product);
    values.texts.ru = { ...values.texts.ru, name: ' Огни гавани ', steps: 'Открой игру\n\n  Введи код  ' };
    values.popularRank = '2';
    const request = requestOf(values, product);
    expect(request.revision).toBe(4);
    expect(request.popularRank).toBe(2);
    expect(Object.keys(request.texts)).toEqual(['en', 'ru']);
    expect(request.texts.ru).toMatchObject({
      redemptionSteps: ['Открой игру', 'Введи код'],
      serverNames: {},
    });
    expect(request.art).toBeNull();
  });
});

describe('previewOf', () => {
  it('answers as the storefront: English where the language has no name, prices in the caller currency', () => {
    const values = valuesOf(product);
    const { detail, card, quote } = previewOf(values, product, 'vi');
    expect(detail.name).toBe('Harbor Lights');
    expect(detail.delivery).toBe('topup');
    // A SKU without a price in the currency is left out, as the storefront leaves it out.
    expect(detail.skus.map((sku) => sku.name)).toEqual(['60 Crystals', '300 Crystals']);
    expect(card).toEqual({
      id: 'harbor-lights',
      kind: 'topup',
      name: 'Harbor Lights',
      imageUrl: '/catalog/harbor-lights.svg',
      fromPrice: 44900,
    });
    // The first quote is for the first SKU on sale.
    expect(quote).toMatchObject({ unitPrice: 44900, originalUnitPrice: 49900, payAmount: 44900 });
  });

  it("uses the language's own texts, its server names over the English ones, and uploaded art", () => {
    const values = valuesOf(product);
    values.texts.ru = {
      ...values.texts.ru,
      name: 'Огни гавани',
      unit: 'Кристаллы',
      serverNames: { asia: 'Азия' },
    };
    values.art = { key: 'u/agt_1/f_1.png', url: '/api/files/u/agt_1/f_1.png?expires=1' };
    const { detail, card } = previewOf(values, product, 'ru');
    expect(detail.name).toBe('Огни гавани');
    expect(detail.skus[1]!.name).toBe('300 Кристаллы');
    expect(detail.inputFields.servers).toEqual([{ id: 'asia', name: 'Азия' }]);
    expect(card.imageUrl).toBe('/api/files/u/agt_1/f_1.png?expires=1');
  });
});
