import { describe, expect, it } from 'vitest';
import { localePath, ROUTE_SEGMENTS, withPrefix } from './routes';

describe('routes', () => {
  it('builds paths under a prefix', () => {
    expect(localePath('ru', 'home')).toBe('/ru');
    expect(localePath('en', 'chat')).toBe('/en/chat');
    expect(localePath('en', 'myOrder', { invite: 'true' })).toBe('/en/myOrder?invite=true');
  });

  it('swaps or adds the language prefix', () => {
    expect(withPrefix('/ru/news', 'en', ['en', 'ru'])).toBe('/en/news');
    expect(withPrefix('/ru', 'en', ['en', 'ru'])).toBe('/en');
    expect(withPrefix('/', 'ru', ['en', 'ru'])).toBe('/ru');
    expect(withPrefix('/some-game', 'en', ['en', 'ru'])).toBe('/en/some-game');
  });

  it('knows the first segments that name pages', () => {
    expect(ROUTE_SEGMENTS.has('login')).toBe(true);
    expect(ROUTE_SEGMENTS.has('register')).toBe(true);
    expect(ROUTE_SEGMENTS.has('verifyEmail')).toBe(true);
    expect(ROUTE_SEGMENTS.has('some-game')).toBe(false);
  });
});
