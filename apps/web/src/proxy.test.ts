import {
  getRedirectUrl,
  getRewrittenUrl,
  isRewrite,
  unstable_doesMiddlewareMatch,
} from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { config, proxy } from './proxy';

const request = (path: string, cookie?: string) =>
  new NextRequest(`http://shop.test${path}`, { headers: cookie ? { cookie } : {} });

const setCookie = (response: Response) => response.headers.get('set-cookie') ?? '';

describe('proxy', () => {
  it('runs for pages only: not for Next.js internals, the API or files', () => {
    for (const url of ['/', '/news', '/en/news', '/some-game', '/ru/myAccount']) {
      expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(true);
    }
    for (const url of ['/_next/static/chunks/a.js', '/api/web/system/baseInfo', '/api', '/robots.txt']) {
      expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(false);
    }
    for (const url of ['/sitemap.xml', '/favicon.ico', '/flags/RUS.svg']) {
      expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(false);
    }
  });

  it('redirects with 302 and sets the lang cookie for a year', async () => {
    const response = await proxy(request('/news?page=2', 'lang=en'));
    expect(response.status).toBe(302);
    expect(getRedirectUrl(response)).toBe('http://shop.test/en/news?page=2');
    expect(setCookie(response)).toMatch(/lang=en; Path=\/; .*Max-Age=31536000/);
  });

  it('rewrites the root without a redirect', async () => {
    const response = await proxy(request('/', 'lang=xx'));
    expect(isRewrite(response)).toBe(true);
    expect(getRewrittenUrl(response)).toBe('http://shop.test/ru');
    expect(setCookie(response)).toMatch(/^lang=ru;/);
  });

  it('passes a valid prefix and writes its language to the cookie', async () => {
    const response = await proxy(request('/en/chat', 'lang=ru'));
    expect(isRewrite(response)).toBe(false);
    expect(response.headers.get('location')).toBeNull();
    expect(setCookie(response)).toMatch(/^lang=en;/);
  });

  it('sends a guest from a page that needs sign-in to the sign-in page, naming the way back', async () => {
    const response = await proxy(request('/en/myOrder?invite=true', 'lang=en'));
    expect(getRedirectUrl(response)).toBe('http://shop.test/en/login?back=%2Fen%2FmyOrder%3Finvite%3Dtrue');

    const signedIn = await proxy(request('/en/myAccount', 'email=a%40b.c'));
    expect(signedIn.headers.get('location')).toBeNull();
  });

  it('keeps the landing link channel and type as cookies for a day', async () => {
    const response = await proxy(request('/en/news?bizChannel=vk-ads&bizType=2'));
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('bizChannel='))).toMatch(/^bizChannel=vk-ads;.*Max-Age=86400/);
    expect(cookies.find((c) => c.startsWith('bizType='))).toMatch(/^bizType=2;.*Max-Age=86400/);
    const plain = await proxy(request('/en'));
    expect(plain.headers.getSetCookie().some((c) => c.startsWith('biz'))).toBe(false);
  });
});
