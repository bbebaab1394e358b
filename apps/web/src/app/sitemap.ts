import type { MetadataRoute } from 'next';
import { PRODUCT_KINDS } from '@storefront/contracts/constants';
import { getAllGameIds } from '@/lib/api/catalog';
import { getArticles } from '@/lib/api/content';
import { enabledPathCodes, langOfPrefix } from '@/lib/i18n/languages';
import { gamePath, kindPath, localePath, ROUTE, type RouteName } from '@/lib/routes';
import { languageAlternates, siteUrl } from '@/lib/seo/alternates';

// The enabled languages, PUBLIC_URL and the catalogue are the running store's, not the build's.
export const dynamic = 'force-dynamic';

const PAGES: RouteName[] = ['home', 'news', 'help', 'about', 'terms', 'privacy', 'refund', 'cookie'];

/** Every public page under every enabled prefix, each naming its other languages. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const enabled = enabledPathCodes();
  const first = enabled[0] ?? '';
  const lang = langOfPrefix(first, enabled) ?? 'en';
  const [games, articles] = await Promise.all([getAllGameIds(PRODUCT_KINDS, lang), getArticles(lang, 1)]);
  // Paths without a prefix: '' for home, '/news', '/gameBuy/<id>'.
  const paths = [
    ...PAGES.map((route) => localePath(first, route).slice(first.length + 1)),
    ...PRODUCT_KINDS.map((kind) => kindPath(first, kind).slice(first.length + 1)),
    ...(games ?? []).map((id) => gamePath(first, id).slice(first.length + 1)),
    // The newest articles; older ones stay reachable through the news pages.
    ...(articles?.list ?? []).map(({ id }) => `/${ROUTE.news}/${id}`),
  ];
  const base = siteUrl();
  return paths.flatMap((path) =>
    enabled.map((prefix) => ({
      url: new URL(`/${prefix}${path}`, base).href,
      alternates: { languages: languageAlternates(path, enabled) },
    })),
  );
}
