import { PATH_CODES } from '@storefront/contracts/locale';
import { fallbackPrefix, LANGUAGE_TAG } from '../i18n/languages';

/** The store's public address (PUBLIC_URL), read when a page is served, not when it is built. */
export function siteUrl(): URL {
  return new URL(process.env.PUBLIC_URL ?? 'http://localhost:3000');
}

/**
 * A page's address under every enabled prefix, keyed by its hreflang tag; `x-default` is the prefix
 * a visitor without a preference lands on. `path` has no prefix: '' or '/news'.
 */
export function languageAlternates(path: string, enabled: readonly string[]): Record<string, string> {
  const base = siteUrl();
  const languages: Record<string, string> = {};
  for (const prefix of enabled) {
    const lang = PATH_CODES[prefix]?.lang;
    if (!lang) continue;
    const tag = LANGUAGE_TAG[lang];
    // Two prefixes may show one language (ph and tl); the first keeps the tag.
    languages[tag] ??= new URL(`/${prefix}${path}`, base).href;
  }
  languages['x-default'] = new URL(`/${fallbackPrefix(enabled)}${path}`, base).href;
  return languages;
}

/** canonical and hreflang alternates for generateMetadata. */
export function pageAlternates(prefix: string, path: string, enabled: readonly string[]) {
  return {
    canonical: new URL(`/${prefix}${path}`, siteUrl()).href,
    languages: languageAlternates(path, enabled),
  };
}
