import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/seo/alternates';

// PUBLIC_URL is the deployment's, known when the store starts rather than when it is built.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/api/' },
    sitemap: new URL('/sitemap.xml', siteUrl()).href,
  };
}
