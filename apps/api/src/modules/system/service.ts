import {
  DEFAULT_LANG,
  DEFAULT_REGION,
  FALLBACK_LANG,
  LANGUAGE_NAMES,
  PATH_CODES,
  SOCIAL_PROVIDERS,
  UPLOADED_ART_PATH,
  type Lang,
  type LanguageItem,
  type RegionItem,
  type SiteInfo,
} from '@storefront/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import type { CatalogCache } from './cache.ts';
import { currencies, regionNames, regions, siteSettings, siteTexts } from './tables.ts';

export interface Region {
  code: string;
  currency: string;
}

/** What a caller asks to be served in (the Lang, Region and Currency headers), unchecked. */
export interface AskedLocale {
  lang?: Lang | undefined;
  region?: string | undefined;
  currency?: string | undefined;
}

/** What a customer saved (their settings), unchecked: the store may have dropped it since. */
export interface SavedLocale {
  lang?: string | null;
  regionCode?: string | null;
  currencyCode?: string | null;
}

/** Who a caller is served as: a language, region and currency the store has. */
export interface Locale {
  lang: Lang;
  region: Region;
  currency: string;
}

export type SystemService = ReturnType<typeof createSystemService>;

export function createSystemService({ db, config, cache }: { db: Db; config: Config; cache: CatalogCache }) {
  // ENABLED_LANGS lists path codes; several may share a language (ph and tl, sg and en).
  const languages = [...new Set(config.enabledPathCodes.map((code) => PATH_CODES[code]!.lang))];
  const defaultLang = languages.includes(DEFAULT_LANG) ? DEFAULT_LANG : languages[0]!;
  const iconUrl = (path: string) => (config.cdnHost ? config.cdnHost + path : path);

  /**
   * Every priced call asks (the Region header): kept in the catalogue cache, which a change to
   * `regions` clears within a second (the table bumps the catalogue version).
   */
  function enabledRegions(): Promise<Map<string, Region>> {
    return cache.get('enabledRegions', async () => {
      const rows = await db
        .select({ code: regions.code, currency: regions.currencyCode })
        .from(regions)
        .where(eq(regions.enabled, true));
      return new Map(rows.map((row) => [row.code, row]));
    });
  }

  async function findRegion(code: string): Promise<Region | undefined> {
    return (await enabledRegions()).get(code.toUpperCase());
  }

  async function loadSiteInfo(lang: Lang): Promise<SiteInfo | null> {
    const [settings] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
    if (!settings) return null;
    const texts = await db.select().from(siteTexts);
    const text = texts.find((row) => row.lang === lang) ?? texts.find((row) => row.lang === FALLBACK_LANG);
    return {
      storeName: settings.storeName,
      logoUrl: settings.logoKey ? UPLOADED_ART_PATH + settings.logoKey : null,
      title: text?.title ?? '',
      description: text?.description ?? '',
      keywords: text?.keywords ?? '',
      legalLine: text?.legalLine ?? '',
      officeAddress: text?.officeAddress ?? '',
      resourcePath: settings.resourcePath,
      supportEmail: settings.supportEmail,
      supportPhone: settings.supportPhone,
      messenger: { name: settings.messengerName, url: settings.messengerUrl },
      cdnHost: config.cdnHost ?? '',
    };
  }

  function enabledLang(code: string): Lang | undefined {
    const lang = PATH_CODES[code.toLowerCase()]?.lang;
    return lang && languages.includes(lang) ? lang : undefined;
  }

  function currencyCodes(): Promise<Set<string>> {
    return cache.get('currencyCodes', async () => {
      const rows = await db.select({ code: currencies.code }).from(currencies);
      return new Set(rows.map((row) => row.code));
    });
  }

  /** The region a new customer gets: the one asked for if it exists, else the store's default. */
  async function regionOrDefault(code: string | undefined): Promise<Region> {
    const region = (code && (await findRegion(code))) || (await findRegion(DEFAULT_REGION));
    if (region) return region;
    const [first] = await db
      .select({ code: regions.code, currency: regions.currencyCode })
      .from(regions)
      .where(eq(regions.enabled, true))
      .orderBy(asc(regions.sort), asc(regions.code))
      .limit(1);
    if (!first) throw new Error('No region is enabled: the store cannot serve customers');
    return first;
  }

  /**
   * The language part of locale(), for callers that need nothing else: the one asked for, else the
   * customer's saved one while the store offers it, else English, as for error messages (the pages
   * always ask: a caller that names no language is a program, not a shopper).
   */
  function langOf(asked: Pick<AskedLocale, 'lang'>, saved: Pick<SavedLocale, 'lang'> = {}): Lang {
    return asked.lang ?? enabledLang(saved.lang ?? '') ?? FALLBACK_LANG;
  }

  return {
    defaultLang,

    langOf,

    /** The language if the store offers it (a path code such as `ph` names its language). */
    enabledLang,

    findRegion,

    /** The path prefix for links in a language: its own when enabled, else the default language's. */
    pathCodeOf(lang: Lang): string {
      const codes = config.enabledPathCodes;
      return (
        codes.find((code) => PATH_CODES[code]!.lang === lang) ??
        codes.find((code) => PATH_CODES[code]!.lang === defaultLang) ??
        codes[0]!
      );
    },

    /**
     * The one answer to "which language, region and currency is this caller": each is the one the
     * request asks for when the store has it (any of its twelve languages: texts exist in all),
     * else the customer's saved one when the store still offers it, else the default (English, see
     * langOf; the default region, or the first enabled one; the region's currency).
     * Reads nothing on a warm cache.
     */
    async locale(asked: AskedLocale, saved: SavedLocale = {}): Promise<Locale> {
      const lang = langOf(asked, saved);
      const region =
        (asked.region && (await findRegion(asked.region))) ||
        (await regionOrDefault(saved.regionCode ?? undefined));
      const known = await currencyCodes();
      const currency = [asked.currency?.toUpperCase(), saved.currencyCode].find(
        (code): code is string => code !== undefined && code !== null && known.has(code),
      );
      return { lang, region, currency: currency ?? region.currency };
    },

    /** The region a new customer gets: the one asked for if it exists, else the store's default. */
    regionOrDefault,

    /** The social sign-in providers whose client is configured, in the order the web shows them. */
    loginProviders() {
      return SOCIAL_PROVIDERS.filter((provider) => config.social[provider]);
    },

    languageList(): LanguageItem[] {
      return languages.map((code) => ({ code, name: LANGUAGE_NAMES[code] }));
    },

    /** Theme texts in `lang` (English when missing) and the support contacts; null before set-up. */
    siteInfo: (lang: Lang): Promise<SiteInfo | null> =>
      cache.get(`siteInfo\u0000${lang}`, () => loadSiteInfo(lang)),

    /** The store's name (site settings), as the header, page titles and e-mails say it. */
    storeName: (): Promise<string> =>
      cache.get('storeName', async () => {
        const [settings] = await db
          .select({ storeName: siteSettings.storeName })
          .from(siteSettings)
          .where(eq(siteSettings.id, 1));
        return settings?.storeName ?? '';
      }),

    yandexTagId: (): Promise<string | null> =>
      cache.get('yandexTagId', async () => {
        const [settings] = await db
          .select({ tagId: siteSettings.yandexTagId })
          .from(siteSettings)
          .where(eq(siteSettings.id, 1));
        return settings?.tagId ?? null;
      }),
    /** Enabled regions in display order, named in `lang` (English, then the code, when missing). */
    async regionList(lang: Lang): Promise<RegionItem[]> {
      const localName = alias(regionNames, 'local_name');
      const fallbackName = alias(regionNames, 'fallback_name');
      const rows = await db
        .select({
          code: regions.code,
          currency: regions.currencyCode,
          iconPath: regions.iconPath,
          localName: localName.name,
          fallbackName: fallbackName.name,
        })
        .from(regions)
        .leftJoin(localName, and(eq(localName.regionCode, regions.code), eq(localName.lang, lang)))
        .leftJoin(
          fallbackName,
          and(eq(fallbackName.regionCode, regions.code), eq(fallbackName.lang, FALLBACK_LANG)),
        )
        .where(eq(regions.enabled, true))
        .orderBy(asc(regions.sort), asc(regions.code));
      return rows.map((row) => ({
        code: row.code,
        currency: row.currency,
        name: row.localName ?? row.fallbackName ?? row.code,
        iconUrl: iconUrl(row.iconPath),
      }));
    },
  };
}
