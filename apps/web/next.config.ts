import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const nextConfig: NextConfig = {
  // The contracts package ships TypeScript sources, shared with the API.
  transpilePackages: ['@storefront/contracts'],
  // npm workspaces hoist dependencies to the repository root.
  turbopack: { root: path.resolve(import.meta.dirname, '../..') },
  poweredByHeader: false,
  experimental: {
    // Unmatched URLs get the store's own 404 page even though the root layout sits under [lang].
    globalNotFound: true,
  },
};

export default createNextIntlPlugin('./src/i18n/request.ts')(nextConfig);
