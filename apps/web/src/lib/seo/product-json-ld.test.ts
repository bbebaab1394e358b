import type { ProductDetail } from '@storefront/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { productJsonLd } from './product-json-ld';

const sku = (id: string, price: number, enabled = true) => ({
  id,
  name: id,
  faceValue: 1,
  enabled,
  price,
  originalPrice: null,
});

const product: ProductDetail = {
  id: 'starfall-legends',
  kind: 'topup',
  name: 'Starfall Legends',
  description: 'A space game',
  imageUrl: '/catalog/starfall-legends.svg',
  delivery: 'topup',
  availableInRegion: true,
  inputFields: { playerId: true, characterName: false, server: false, servers: [] },
  currency: { code: 'RUB', minorUnits: 2, symbol: '₽' },
  skus: [sku('sku_a', 9_900), sku('sku_b', 49_900), sku('sku_c', 500, false)],
};

describe('productJsonLd', () => {
  it('names the product and the range of its buyable prices in major units', () => {
    const json = productJsonLd(product, new URL('https://shop.test'));
    expect(json.image).toBe('https://shop.test/catalog/starfall-legends.svg');
    expect(json.offers).toMatchObject({
      priceCurrency: 'RUB',
      lowPrice: '99.00',
      highPrice: '499.00',
      offerCount: 2,
      availability: 'https://schema.org/InStock',
    });
  });

  it('has no offer when nothing can be bought', () => {
    const none = { ...product, skus: [sku('sku_c', 500, false)] };
    expect(productJsonLd(none, new URL('https://shop.test')).offers).toBeUndefined();
  });
});
