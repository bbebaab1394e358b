/** The twelve languages the store has texts in; `en` is the fallback for any missing text. */
export const LANGS = ['en', 'cn', 'tw', 'ru', 'id', 'hi', 'ms', 'tl', 'th', 'vi', 'my', 'pt'] as const;
export type Lang = (typeof LANGS)[number];

/** BCP 47 tags for `<html lang>` and Intl formatting in both apps; the store's codes cn, tw and tl are not tags. */
export const LANGUAGE_TAG: Record<Lang, string> = {
  en: 'en',
  cn: 'zh-Hans',
  tw: 'zh-Hant',
  ru: 'ru',
  id: 'id',
  hi: 'hi',
  ms: 'ms',
  tl: 'fil',
  th: 'th',
  vi: 'vi',
  my: 'my',
  pt: 'pt',
};

export const FALLBACK_LANG: Lang = 'en';
export const DEFAULT_LANG: Lang = 'ru';
export const DEFAULT_REGION = 'RUS';
export const DEFAULT_CURRENCY = 'RUB';

/** Path prefixes accepted when ENABLED_LANGS is not set (spec section 2). */
export const DEFAULT_ENABLED_PATH_CODES = ['en', 'ru'] as const;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Each language's name in that language, as the language picker shows it. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English',
  cn: '简体中文',
  tw: '繁體中文',
  ru: 'Русский',
  id: 'Bahasa Indonesia',
  hi: 'हिन्दी',
  ms: 'Bahasa Melayu',
  tl: 'Filipino',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  my: 'မြန်မာ',
  pt: 'Português',
};

export interface PathCode {
  lang: Lang;
  region?: string;
  currency?: string;
}

/**
 * URL prefix codes (spec section 3, "Path code mapping"). A code that names a country also
 * implies its region and currency; the others only choose the language.
 */
export const PATH_CODES: Record<string, PathCode> = {
  en: { lang: 'en' },
  ru: { lang: 'ru', region: 'RUS', currency: 'RUB' },
  id: { lang: 'id', region: 'IDN', currency: 'IDR' },
  ms: { lang: 'ms', region: 'MYS', currency: 'MYR' },
  ph: { lang: 'tl', region: 'PHL', currency: 'PHP' },
  tl: { lang: 'tl', region: 'PHL', currency: 'PHP' },
  th: { lang: 'th', region: 'THA', currency: 'THB' },
  vi: { lang: 'vi', region: 'VNM', currency: 'VND' },
  sg: { lang: 'en', region: 'SGP', currency: 'SGD' },
  cn: { lang: 'cn' },
  tw: { lang: 'tw' },
  hi: { lang: 'hi' },
  my: { lang: 'my' },
  pt: { lang: 'pt' },
};

export function langOfPathCode(code: string): Lang | undefined {
  return PATH_CODES[code]?.lang;
}

/** The regions of the demo data and their currencies; the database is the source at run time. */
export const DEMO_REGIONS = [
  { code: 'RUS', currency: 'RUB' },
  { code: 'IDN', currency: 'IDR' },
  { code: 'MYS', currency: 'MYR' },
  { code: 'PHL', currency: 'PHP' },
  { code: 'THA', currency: 'THB' },
  { code: 'VNM', currency: 'VND' },
  { code: 'SGP', currency: 'SGD' },
] as const;
