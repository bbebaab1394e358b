import { describe, expect, it } from 'vitest';
import { pageLookup } from './page-lookup';

const enabled = ['en', 'ru'];
const lookup = (path: string, search = '') => pageLookup(path, search, enabled);

describe('pageLookup', () => {
  it('asks for the game of the purchase page and of the short page', () => {
    const game = { path: 'product/detail', body: { id: 'starfall-legends' } };
    expect(lookup('/en/gameBuy/starfall-legends')).toEqual(game);
    expect(lookup('/ru/starfall-legends')).toEqual(game);
  });

  it('asks for the article of a news page and the entry of a help page', () => {
    expect(lookup('/en/news/summer-sale')).toEqual({ path: 'article/get', body: { id: 'summer-sale' } });
    expect(lookup('/en/helpDetail', '?id=refunds')).toEqual({
      path: 'faq/getByClient',
      body: { id: 'refunds' },
    });
    expect(lookup('/en/helpDetail')).toEqual({ path: 'faq/getByClient', body: { id: '' } });
  });

  it("asks for a kind's games by the kind its page names, and for none when it names none", () => {
    expect(lookup('/en/games/gift-cards')).toEqual({
      path: 'product/listByKind',
      body: { kind: 'gift_card' },
    });
    for (const word of ['gift_card', 'cards']) {
      expect(lookup(`/en/games/${word}`)).toEqual({ path: 'product/listByKind', body: { kind: '' } });
    }
  });

  it('leaves other pages, other prefixes and deeper paths alone', () => {
    for (const path of [
      '/en',
      '/en/news',
      '/en/privacy',
      '/en/console',
      '/en/gameBuy',
      '/de/pubg',
      '/en/gameBuy/a/b',
      '/en/a.b',
    ]) {
      expect(lookup(path), path).toBeUndefined();
    }
  });
});
