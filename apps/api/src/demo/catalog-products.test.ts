import { LANGS } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from './catalog-products.ts';
import { DEMO_BANNERS, DEMO_SITE_TEXTS } from './site.ts';
import { DESCRIPTIONS, SEO_TITLES, UNITS } from './catalog-texts.ts';

// Scripts other than Latin: a text equal to the English one there was copied, not translated.
const OWN_SCRIPT = ['cn', 'tw', 'ru', 'hi', 'th', 'my'] as const;

function expectTranslated(texts: Record<string, string>, what: string) {
  for (const lang of LANGS) expect(texts[lang], `${what} ${lang}`).toMatch(/\S/);
  for (const lang of OWN_SCRIPT) expect(texts[lang], `${what} ${lang}`).not.toBe(texts.en);
}

describe('demo catalogue', () => {
  it('has at least 30 products across the five kinds, with unique slugs and SKUs', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(DEMO_PRODUCTS.map((product) => product.slug)).size).toBe(DEMO_PRODUCTS.length);
    expect(new Set(DEMO_PRODUCTS.map((product) => product.kind)).size).toBe(5);
    for (const product of DEMO_PRODUCTS) {
      expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(new Set(product.skus.map(([faceValue]) => faceValue)).size, product.slug).toBe(
        product.skus.length,
      );
    }
  });

  it('has every text in all twelve languages, translated', () => {
    for (const [unit, texts] of Object.entries(UNITS)) expectTranslated(texts, unit);
    for (const [kind, texts] of Object.entries(DESCRIPTIONS)) expectTranslated(texts, kind);
    expectTranslated(SEO_TITLES, 'SEO title');
    for (const banner of DEMO_BANNERS) {
      expectTranslated(banner.title, banner.id);
      expectTranslated(banner.subtitle, banner.id);
    }
    expectTranslated(
      Object.fromEntries(LANGS.map((lang) => [lang, DEMO_SITE_TEXTS[lang].legalLine])),
      'legal line',
    );
  });
});
