import {
  DEFAULT_LANG,
  DEFAULT_REGION,
  FALLBACK_LANG,
  LANGUAGE_NAMES,
  PATH_CODES,
  SOCIAL_PROVIDERS,
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
      title: text?.title ?? '',
      description: text?.description ?? '',
      keywords: text?.keywords ?? '',
      legalLine: text?.legalLine ?? '',
      officeAddress: text?.officeAddress ?? '',
      resourcePath: settings.resourcePath,
      supportEmail: settings.supportEmail,
      messenger: { name: settings.messengerName, url: settings.messengerUrl },
      cdnHost: config.cdnHost ?? '',
    };
  }

  return {
    defaultLang,

    /** The language if the store offers it (a path code such as `ph` names its language). */
    enabledLang(code: string): Lang | undefined {
      const lang = PATH_CODES[code.toLowerCase()]?.lang;
      return lang && languages.includes(lang) ? lang : undefined;
    },

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

    /** The currency a price is quoted in: the one asked for when the store has it, else the region's. */
    async quoteCurrency(asked: string | undefined, region: Region): Promise<string> {
      if (!asked) return region.currency;
      const known = await cache.get('currencyCodes', async () => {
        const rows = await db.select({ code: currencies.code }).from(currencies);
        return new Set(rows.map((row) => row.code));
      });
      return known.has(asked) ? asked : region.currency;
    },

    /** The region a new customer gets: the one asked for if it exists, else the store's default. */
    async regionOrDefault(code: string | undefined): Promise<Region> {
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
    },

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
