import { DEMO_REGIONS, LANGS } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_CURRENCIES, DEMO_REGION_NAMES } from './regions.ts';

describe('demo data', () => {
  it('names every demo region in all twelve languages, translated rather than copied', () => {
    for (const region of DEMO_REGIONS) {
      const names = DEMO_REGION_NAMES[region.code];
      for (const lang of LANGS) expect(names[lang], `${region.code} ${lang}`).toMatch(/\S/);
      // Latin-script languages often share a country's name with English; the others never do.
      for (const lang of ['cn', 'tw', 'ru', 'hi', 'th', 'my'] as const) {
        expect(names[lang], `${region.code} ${lang}`).not.toBe(names.en);
      }
    }
  });

  it('has the currency of every demo region', () => {
    const codes = DEMO_CURRENCIES.map((currency) => currency.code);
    for (const region of DEMO_REGIONS) expect(codes).toContain(region.currency);
  });
});
