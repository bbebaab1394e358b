import { describe, expect, it } from 'vitest';
import { decideLanguage, type LanguageRequest } from './language-rule';

const enabled = ['en', 'ru'];

function decide(pathname: string, extra: Partial<LanguageRequest> = {}) {
  return decideLanguage({ pathname, search: '', enabled, ...extra });
}

const stored = (lang: string) => JSON.stringify({ lang, region: 'SGP', currency: 'SGD' });

describe('language rule: paths under an enabled prefix', () => {
  it('passes them in their language', () => {
    expect(decide('/en/news', { langCookie: 'en' })).toEqual({
      action: 'pass',
      to: undefined,
      lang: 'en',
    });
  });

  it("shows them in the prefix's language, whatever the lang cookie says", () => {
    expect(decide('/ru', { langCookie: 'en' })).toMatchObject({
      action: 'pass',
      lang: 'ru',
    });
    expect(decide('/ru/myAccount')).toMatchObject({ action: 'pass', lang: 'ru' });
  });

  it('maps country prefixes to their language', () => {
    const wide = ['en', 'ru', 'ph', 'sg'];
    expect(decide('/ph/news', { enabled: wide })).toMatchObject({ action: 'pass', lang: 'tl' });
    expect(decide('/sg', { enabled: wide })).toMatchObject({ action: 'pass', lang: 'en' });
  });
});

describe('language rule: paths without a valid prefix are redirected (302)', () => {
  it('to ru for a new visitor, keeping the query', () => {
    expect(decide('/news', { search: '?page=2&sort=new' })).toEqual({
      action: 'redirect',
      to: '/ru/news?page=2&sort=new',
      lang: 'ru',
    });
  });

  it('to the lang cookie first', () => {
    expect(decide('/myAccount', { langCookie: 'en', userChooseInfoCookie: stored('ru') })).toMatchObject({
      action: 'redirect',
      to: '/en/myAccount',
    });
  });

  it('to the stored language when there is no lang cookie, plain or URI-encoded', () => {
    expect(decide('/chat', { userChooseInfoCookie: stored('en') })).toMatchObject({
      to: '/en/chat',
      lang: 'en',
    });
    expect(decide('/chat', { userChooseInfoCookie: encodeURIComponent(stored('en')) })).toMatchObject({
      to: '/en/chat',
    });
  });

  it('replaces an unsupported lang cookie, falling back to the stored language, then ru', () => {
    expect(decide('/news', { langCookie: 'xx' })).toMatchObject({
      to: '/ru/news',
      lang: 'ru',
    });
    expect(decide('/news', { langCookie: 'th', userChooseInfoCookie: stored('en') })).toMatchObject({
      to: '/en/news',
      lang: 'en',
    });
  });

  it('ignores a stored language that is not served, or a broken userChooseInfo', () => {
    expect(decide('/news', { userChooseInfoCookie: stored('vi') })).toMatchObject({ to: '/ru/news' });
    expect(decide('/news', { userChooseInfoCookie: '{not json' })).toMatchObject({ to: '/ru/news' });
  });

  it('treats a path code that is not enabled as part of the path', () => {
    expect(decide('/de/news')).toMatchObject({ action: 'redirect', to: '/ru/de/news' });
    expect(decide('/th/news', { langCookie: 'en' })).toMatchObject({ to: '/en/th/news' });
  });

  it('redirects known route names even as a single segment', () => {
    for (const route of ['login', 'news', 'help', 'myAccount', 'myOrder', 'chat', 'payment', 'gameBuy']) {
      expect(decide(`/${route}`)).toMatchObject({ action: 'redirect', to: `/ru/${route}` });
    }
    for (const route of [
      'orderDetail',
      'forgetPsd',
      'changePassword',
      'verifyEmail',
      'helpDetail',
      'register',
    ]) {
      expect(decide(`/${route}`)).toMatchObject({ action: 'redirect', to: `/ru/${route}` });
    }
  });

  it('redirects deeper paths and segments that cannot be a game', () => {
    expect(decide('/gameBuy/some-game')).toMatchObject({ to: '/ru/gameBuy/some-game' });
    expect(decide('/some_game')).toMatchObject({ action: 'redirect', to: '/ru/some_game' });
    expect(decide('/a/b/c', { search: '?x=1' })).toMatchObject({ to: '/ru/a/b/c?x=1' });
  });

  it('falls back to the first enabled prefix when ru is not served', () => {
    expect(decide('/news', { enabled: ['en', 'id'] })).toMatchObject({ to: '/en/news', lang: 'en' });
  });

  it('serves a language under the enabled country prefix that shows it', () => {
    expect(decide('/news', { langCookie: 'tl', enabled: ['ph', 'ru'] })).toMatchObject({
      to: '/ph/news',
      lang: 'tl',
    });
  });
});

describe('language rule: the root and short game pages set the language without a redirect', () => {
  it('rewrites the root to the chosen language, keeping the query', () => {
    expect(decide('/', { search: '?ref=1' })).toEqual({
      action: 'rewrite',
      to: '/ru?ref=1',
      lang: 'ru',
    });
    expect(decide('/', { langCookie: 'en' })).toMatchObject({
      action: 'rewrite',
      to: '/en',
    });
  });

  it('removes an unsupported lang cookie on the root and falls back', () => {
    expect(decide('/', { langCookie: 'xx' })).toMatchObject({ to: '/ru', lang: 'ru' });
    expect(decide('/', { langCookie: 'xx', userChooseInfoCookie: stored('en') })).toMatchObject({
      to: '/en',
      lang: 'en',
    });
  });

  it('rewrites a short game page (letters, digits, hyphens) under the chosen language', () => {
    expect(decide('/some-game-2', { langCookie: 'en' })).toEqual({
      action: 'rewrite',
      to: '/en/some-game-2',
      lang: 'en',
    });
    expect(decide('/PUBG', { search: '?sku=3' })).toMatchObject({ action: 'rewrite', to: '/ru/PUBG?sku=3' });
  });

  it('treats a path code that is not enabled as a game name', () => {
    expect(decide('/th')).toMatchObject({ action: 'rewrite', to: '/ru/th' });
  });
});

describe('language rule: paths it never touches', () => {
  it('leaves robots.txt, sitemap.xml and favicon.ico alone', () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/favicon.ico']) {
      expect(decide(path, { langCookie: 'xx' })).toEqual({ action: 'ignore' });
    }
  });

  it('leaves Next.js internals, the API and public files alone', () => {
    for (const path of ['/_next/static/chunks/a.js', '/api/web/system/baseInfo', '/api', '/flags/RUS.svg']) {
      expect(decide(path)).toEqual({ action: 'ignore' });
    }
  });
});
