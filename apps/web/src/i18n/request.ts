import { DEFAULT_LANG, type Lang } from '@storefront/contracts/locale';
import { lang as langParam } from 'next/root-params';
import { getRequestConfig } from 'next-intl/server';
import { enabledPathCodes, langOfPrefix, langOfTag, LANGUAGE_TAG } from '@/lib/i18n/languages';
import { loadMessages } from '@/lib/i18n/messages';

/** The [lang] root segment's language; undefined where a page renders outside it (the global 404). */
async function rootLang(): Promise<Lang | undefined> {
  try {
    const prefix = await langParam();
    return typeof prefix === 'string' ? langOfPrefix(prefix, enabledPathCodes()) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Without next-intl's middleware (proxy.ts routes), the language is, in order: one passed
 * explicitly, one set with setRequestLocale (the global 404), the [lang] root segment.
 */
export default getRequestConfig(async ({ locale, requestLocale }) => {
  const requested = locale ?? (await requestLocale);
  const lang = (requested ? langOfTag(requested) : undefined) ?? (await rootLang()) ?? DEFAULT_LANG;
  return { locale: LANGUAGE_TAG[lang], messages: await loadMessages(lang) };
});
