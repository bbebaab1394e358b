import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageAlternates, pageAlternates } from './alternates';

describe('language alternates', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('lists the page under every enabled prefix, absolute on PUBLIC_URL', () => {
    vi.stubEnv('PUBLIC_URL', 'https://shop.test');
    expect(languageAlternates('/news', ['ru', 'en'])).toEqual({
      ru: 'https://shop.test/ru/news',
      en: 'https://shop.test/en/news',
      'x-default': 'https://shop.test/ru/news',
    });
  });

  it('gives one address per language when two prefixes show it', () => {
    vi.stubEnv('PUBLIC_URL', 'https://shop.test');
    expect(Object.keys(languageAlternates('', ['ph', 'tl']))).toEqual(['fil', 'x-default']);
  });

  it('makes the canonical address the page under its own prefix', () => {
    vi.stubEnv('PUBLIC_URL', 'https://shop.test');
    expect(pageAlternates('en', '/gameBuy/pubg', ['ru', 'en']).canonical).toBe(
      'https://shop.test/en/gameBuy/pubg',
    );
  });
});
