import { describe, expect, it } from 'vitest';
import { shownSettings } from './shown-settings';

const regions = [
  { code: 'RUS', currency: 'RUB', name: 'Russia', iconUrl: '/flags/RUS.svg' },
  { code: 'SGP', currency: 'SGD', name: 'Singapore', iconUrl: '/flags/SGP.svg' },
];

describe('shown region and currency', () => {
  it("prefers the visitor's cookies", () => {
    expect(shownSettings('ru', { region: 'SGP', currency: 'SGD' }, regions)).toEqual({
      region: 'SGP',
      currency: 'SGD',
    });
  });

  it("takes the region's currency when only the region is known", () => {
    expect(shownSettings('en', { region: 'SGP' }, regions)).toEqual({ region: 'SGP', currency: 'SGD' });
  });

  it('uses what a country prefix implies, else the store defaults', () => {
    expect(shownSettings('sg', {}, [])).toEqual({ region: 'SGP', currency: 'SGD' });
    expect(shownSettings('en', {}, [])).toEqual({ region: 'RUS', currency: 'RUB' });
  });
});
