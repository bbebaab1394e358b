import { describe, expect, it } from 'vitest';
import { gameOfPath } from './game-path';

const enabled = ['en', 'ru'];

describe('gameOfPath', () => {
  it('finds the game of the purchase page and of the short page', () => {
    expect(gameOfPath('/en/gameBuy/starfall-legends', enabled)).toBe('starfall-legends');
    expect(gameOfPath('/ru/starfall-legends', enabled)).toBe('starfall-legends');
  });

  it('ignores other pages, other prefixes and deeper paths', () => {
    for (const path of ['/en', '/en/news', '/en/gameBuy', '/de/pubg', '/en/gameBuy/pubg/x', '/en/a.b']) {
      expect(gameOfPath(path, enabled), path).toBeUndefined();
    }
  });
});
