import { DEFAULT_LANG, PATH_CODES, type Lang } from '@storefront/contracts/locale';
import { parseUserChoice } from './cookies';
import { fallbackPrefix, prefixFor } from './i18n/languages';
import { ROUTE_SEGMENTS } from './routes';

export interface LanguageRequest {
  pathname: string;
  /** The query string with its `?`, or empty. */
  search: string;
  langCookie?: string;
  userChooseInfoCookie?: string;
  /** Enabled path prefixes (ENABLED_LANGS). */
  enabled: readonly string[];
}

export type LanguageDecision =
  | { action: 'ignore' }
  | {
      /** pass: serve as asked; rewrite: serve `to` under the same URL; redirect: 302 to `to`. */
      action: 'pass' | 'rewrite' | 'redirect';
      to?: string;
      /** The language this page is shown in: the lang cookie is set to it for a year. */
      lang: Lang;
    };

/** Paths the rule never touches: crawler files, Next.js internals, the API and public files. */
const UNTOUCHED = new Set(['/robots.txt', '/sitemap.xml', '/favicon.ico']);
const INTERNAL = /^\/(?:_next|api)(?:\/|$)/;
const FILE = /\/[^/]*\.[^/]*$/;
const GAME = /^[A-Za-z0-9-]+$/;

/**
 * Spec section 2, "Language redirect rule": only enabled prefixes are valid; the root and short game
 * pages get the chosen language without a redirect; every other path is redirected (302) under it.
 * The chosen language is the lang cookie, else the stored one (userChooseInfo), else ru; an
 * unsupported lang cookie is replaced by it.
 */
export function decideLanguage(request: LanguageRequest): LanguageDecision {
  const { pathname, search, enabled } = request;
  if (UNTOUCHED.has(pathname) || INTERNAL.test(pathname) || FILE.test(pathname)) {
    return { action: 'ignore' };
  }

  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  const decide = (action: 'pass' | 'rewrite' | 'redirect', prefix: string, to?: string) => {
    return { action, to, lang: PATH_CODES[prefix]?.lang ?? DEFAULT_LANG };
  };

  if (first !== undefined && enabled.includes(first)) return decide('pass', first);

  const prefix = chosenPrefix(request);
  if (first === undefined) return decide('rewrite', prefix, `/${prefix}${search}`);
  if (segments.length === 1 && GAME.test(first) && !ROUTE_SEGMENTS.has(first)) {
    return decide('rewrite', prefix, `/${prefix}/${first}${search}`);
  }
  return decide('redirect', prefix, `/${prefix}${pathname}${search}`);
}

function chosenPrefix({ langCookie, userChooseInfoCookie, enabled }: LanguageRequest): string {
  const fromCookie = langCookie ? prefixFor(langCookie, enabled) : undefined;
  if (fromCookie) return fromCookie;
  const stored = parseUserChoice(userChooseInfoCookie)?.lang;
  const fromStored = typeof stored === 'string' ? prefixFor(stored, enabled) : undefined;
  return fromStored ?? fallbackPrefix(enabled);
}
