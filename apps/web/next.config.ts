import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { FILE_SECURITY_HEADERS } from './src/lib/security-headers';

const nextConfig: NextConfig = {
  // The contracts package ships TypeScript sources, shared with the API.
  transpilePackages: ['@storefront/contracts'],
  // npm workspaces hoist dependencies to the repository root.
  turbopack: { root: path.resolve(import.meta.dirname, '../..') },
  poweredByHeader: false,
  // Pages add the rest of their security headers in src/proxy.ts (a script nonce per request).
  headers: async () => [
    {
      source: '/:path*',
      headers: Object.entries(FILE_SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
    },
  ],
  // Every visitor gets the metadata in the head, as bots do: streamed to a browser, it could land in
  // the body when the page's calls were slow, where Lighthouse (and some crawlers) miss the description.
  htmlLimitedBots: /./,
  experimental: {
    // Unmatched URLs get the store's own 404 page even though the root layout sits under [lang].
    globalNotFound: true,
    // The stylesheets (a few KB) travel inside the HTML: no render-blocking request stands between
    // the first byte and the first paint, so the page paints before its scripts run.
    inlineCss: true,
    // Inlined, a stylesheet costs no request, so each page should carry only its own styles: the
    // default chunking merged most of the site's CSS into one shared chunk, three quarters of it
    // unused on a game page and sent twice (in the <style> and again in the RSC payload).
    cssChunking: { type: 'graph', requestCost: 0 },
  },
};

export default createNextIntlPlugin('./src/i18n/request.ts')(nextConfig);
