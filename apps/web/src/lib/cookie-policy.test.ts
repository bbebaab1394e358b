import { LANGS } from '@storefront/contracts/locale';
import { describe, expect, it } from 'vitest';
// The demo store's policy documents, written in the API's demo data.
import { DEMO_POLICIES } from '../../../api/src/demo/policies/index.ts';
import { COOKIE } from './cookies';

describe('the cookie policy', () => {
  it('names every cookie the storefront writes, in every language', () => {
    for (const lang of LANGS) {
      const [, body] = DEMO_POLICIES[lang].cookie;
      const named = new Set(body.match(/[A-Za-z_]+/g));
      const missing = Object.values(COOKIE).filter((name) => !named.has(name));
      expect(missing, lang).toEqual([]);
    }
  });
});
