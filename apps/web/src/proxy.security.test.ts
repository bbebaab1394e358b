import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRewrittenUrl } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ProxyModule from './proxy';

// Issue 11, item 12: the security headers each page gets from proxy.ts.

/** The API's answer to system/yandexTagInfo; every other call answers "not found". */
let tagId: string | null = null;
let api: Server;
beforeAll(async () => {
  api = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(
      request.url === '/api/web/system/yandexTagInfo'
        ? JSON.stringify({ code: 1, msg: 'success', data: { tagId } })
        : JSON.stringify({ code: -1100, msg: 'unknown', data: null }),
    );
  });
  api.listen(0, '127.0.0.1');
  await once(api, 'listening');
});
afterAll(() => api.close());

/** proxy.ts as a new process has it: nothing known yet about the site settings. */
let proxy: typeof ProxyModule.proxy;
beforeEach(async () => {
  vi.stubEnv('API_ORIGIN', `http://127.0.0.1:${(api.address() as AddressInfo).port}`);
  vi.resetModules();
  ({ proxy } = await import('./proxy'));
});

const request = (path: string, cookie = 'lang=en') =>
  new NextRequest(`http://shop.test${path}`, { headers: { cookie } });

/** The policy's directives by name. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

afterEach(() => {
  vi.unstubAllEnvs();
  tagId = null;
});

describe('page security headers', () => {
  it('give each page a strict script policy with a fresh nonce, which Next.js also receives', async () => {
    const [first, second] = [await proxy(request('/en/news')), await proxy(request('/en/news'))];
    const policy = directives(first.headers.get('content-security-policy'));
    const nonce = /^'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(policy['script-src']?.[1] ?? '')?.[1];
    expect(nonce).toBeDefined();
    expect(policy['script-src']).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    expect(policy).toMatchObject({
      'default-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'worker-src': ["'self'"],
    });
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('permissions-policy')).toMatch(
      /camera=\(\), .*geolocation=\(\), .*microphone=\(\)/,
    );
    // What the page is rendered with: the same policy, and the nonce for the store's own <Script>s.
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(
      first.headers.get('content-security-policy'),
    );
    expect(first.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
  });

  it('reach rewritten pages, redirects and pages that need sign-in alike', async () => {
    const rewritten = await proxy(request('/'));
    expect(getRewrittenUrl(rewritten)).toBe('http://shop.test/en');
    const redirected = await proxy(request('/news'));
    const guarded = await proxy(request('/en/myOrder'));
    for (const response of [rewritten, redirected, guarded]) {
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('let the store frame its own chat page, and only in the floating button’s frame', async () => {
    const frame = await proxy(request('/en/chat/customerService?frame=1'));
    expect(directives(frame.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'self'"]);
    expect(frame.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const page = await proxy(request('/en/chat/customerService'));
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('allow the upload store and the CDN by origin, without the credentials in STORAGE_URL', async () => {
    vi.stubEnv('STORAGE_URL', 'https://KEY:SECRET@files.example.com:9000/bucket?region=eu');
    vi.stubEnv('CDN_HOST', 'https://cdn.example.com/');
    const header = (await proxy(request('/en'))).headers.get('content-security-policy') ?? '';
    const policy = directives(header);
    expect(policy['connect-src']).toContain('https://files.example.com:9000');
    expect(policy['img-src']).toEqual(
      expect.arrayContaining(['https://files.example.com:9000', 'https://cdn.example.com']),
    );
    expect(header).not.toContain('SECRET');
    expect(header).not.toContain('KEY');
  });

  it('allow the Metrica counter’s hosts only when the site settings name a counter', async () => {
    const without = await proxy(request('/en'));
    expect(without.headers.get('content-security-policy')).not.toContain('yandex');
    expect(without.headers.get('x-middleware-request-x-metrica-allowed')).toBe('0');

    tagId = '98765432';
    vi.resetModules();
    ({ proxy } = await import('./proxy'));
    const withCounter = await proxy(request('/en'));
    const policy = directives(withCounter.headers.get('content-security-policy'));
    expect(policy['img-src']).toContain('https://mc.yandex.ru');
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(['https://mc.yandex.ru', 'wss://mc.yandex.ru']),
    );
    expect(withCounter.headers.get('x-middleware-request-x-metrica-allowed')).toBe('1');
  });
});
