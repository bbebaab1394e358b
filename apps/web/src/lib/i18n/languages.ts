import {
  DEFAULT_ENABLED_PATH_CODES,
  DEFAULT_LANG,
  LANGS,
  LANGUAGE_TAG,
  PATH_CODES,
  type Lang,
} from '@storefront/contracts/locale';

/**
 * The path prefixes this deployment serves: `ENABLED_LANGS` (comma list of path codes), unknown
 * codes dropped, the spec's en and ru when nothing valid is given.
 */
export function parseEnabledPathCodes(value: string | undefined): string[] {
  const codes = (value ?? '')
    .split(',')
    .map((code) => code.trim().toLowerCase())
    .filter((code) => code in PATH_CODES);
  const unique = [...new Set(codes)];
  return unique.length > 0 ? unique : [...DEFAULT_ENABLED_PATH_CODES];
}

export function enabledPathCodes(): string[] {
  return parseEnabledPathCodes(process.env.ENABLED_LANGS);
}

/**
 * The enabled prefix that shows a language (or that is itself an enabled path code), so `tl` can be
 * served under `ph` when only `ph` is enabled.
 */
export function prefixFor(langOrCode: string, enabled: readonly string[]): string | undefined {
  if (enabled.includes(langOrCode)) return langOrCode;
  return enabled.find((code) => PATH_CODES[code]?.lang === langOrCode);
}

/** The language shown under an enabled prefix; undefined for anything this deployment does not serve. */
export function langOfPrefix(prefix: string, enabled: readonly string[]): Lang | undefined {
  return enabled.includes(prefix) ? PATH_CODES[prefix]?.lang : undefined;
}

/** The prefix for a visitor with no usable preference: ru when served, else the first enabled one. */
export function fallbackPrefix(enabled: readonly string[]): string {
  return prefixFor(DEFAULT_LANG, enabled) ?? enabled[0] ?? DEFAULT_LANG;
}

/** The languages a visitor can pick here: only those some enabled prefix can show. */
export function servedLangs(enabled: readonly string[]): Lang[] {
  return LANGS.filter((lang) => prefixFor(lang, enabled) !== undefined);
}

export { LANGUAGE_TAG };

export function langOfTag(tag: string): Lang | undefined {
  return LANGS.find((lang) => LANGUAGE_TAG[lang] === tag);
}
