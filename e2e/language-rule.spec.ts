import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';

// Spec section 2, "Language redirect rule", checked on the wire: status, Location and the lang cookie.

const ONE_YEAR = 31_536_000;

function setCookies(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value);
}

function langCookie(response: APIResponse): string | undefined {
  return setCookies(response).find((cookie) => cookie.startsWith('lang='));
}

async function get(request: APIRequestContext, path: string, cookie?: string) {
  return request.get(path, { maxRedirects: 0, headers: cookie ? { cookie } : {} });
}

test.describe('language redirect rule', () => {
  test('a path without a prefix goes to ru for a new visitor, query kept, lang cookie for a year', async ({
    request,
  }) => {
    const response = await get(request, '/news?page=2&sort=new');
    expect(response.status()).toBe(302);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe('/ru/news');
    expect(new URL(response.headers().location!, 'http://x').search).toBe('?page=2&sort=new');
    expect(langCookie(response)).toMatch(/^lang=ru;/);
    expect(langCookie(response)).toContain(`Max-Age=${ONE_YEAR}`);
  });

  test('the lang cookie chooses the prefix', async ({ request }) => {
    const response = await get(request, '/myAccount', 'lang=en');
    expect(response.status()).toBe(302);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe('/en/myAccount');
    expect(langCookie(response)).toMatch(/^lang=en;/);
  });

  test('without a lang cookie the stored language chooses', async ({ request }) => {
    const stored = encodeURIComponent(JSON.stringify({ lang: 'en', region: 'SGP', currency: 'SGD' }));
    const response = await get(request, '/chat', `userChooseInfo=${stored}`);
    expect(response.status()).toBe(302);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe('/en/chat');
  });

  test('an unsupported lang cookie is ignored and replaced', async ({ request }) => {
    const response = await get(request, '/news', 'lang=xx');
    expect(response.status()).toBe(302);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe('/ru/news');
    expect(langCookie(response)).toMatch(/^lang=ru;/);
  });

  test('a two-letter prefix that is not enabled is not a language', async ({ request }) => {
    const response = await get(request, '/de/news');
    expect(response.status()).toBe(302);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe('/ru/de/news');
  });

  test('robots.txt, sitemap.xml and favicon.ico are never redirected', async ({ request }) => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/favicon.ico']) {
      const response = await get(request, path);
      expect(response.status(), path).not.toBe(302);
      expect(response.status(), path).toBeLessThan(500);
    }
  });

  test('a valid prefix is served as it is', async ({ request }) => {
    for (const path of ['/en/news', '/ru/news', '/en', '/ru']) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(200);
    }
  });

  test('the root sets the language without a redirect', async ({ request }) => {
    const fresh = await get(request, '/');
    expect(fresh.status()).toBe(200);
    expect(langCookie(fresh)).toMatch(/^lang=ru;/);
    expect(await fresh.text()).toContain('<html lang="ru"');

    const english = await get(request, '/', 'lang=en');
    expect(english.status()).toBe(200);
    expect(await english.text()).toContain('<html lang="en"');
  });

  test('the root removes an unsupported lang cookie and falls back to ru', async ({ request }) => {
    const response = await get(request, '/', 'lang=xx');
    expect(response.status()).toBe(200);
    const cookie = langCookie(response);
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/^lang=xx/);
    expect(await response.text()).toContain('<html lang="ru"');
  });

  test('a short game page sets the language without a redirect', async ({ request }) => {
    const response = await get(request, '/some-game-2', 'lang=en');
    expect(response.status()).not.toBe(302);
    expect(response.status()).toBeLessThan(500);
    expect(langCookie(response)).toMatch(/^lang=en;/);
    expect(await response.text()).toContain('<html lang="en"');
  });
});
