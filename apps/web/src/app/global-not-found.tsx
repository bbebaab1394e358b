import { DEFAULT_LANG } from '@storefront/contracts/locale';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { COOKIE } from '@/lib/cookies';
import {
  enabledPathCodes,
  fallbackPrefix,
  langOfPrefix,
  LANGUAGE_TAG,
  prefixFor,
} from '@/lib/i18n/languages';
import { NotFoundTemplate } from '@/modules/common/templates/not-found';
import { StoreShell } from '@/modules/layout/templates/store-shell';
import './globals.css';

/** The language proxy.ts chose for this request: it has just written it to the lang cookie. */
async function requestLanguage() {
  const enabled = enabledPathCodes();
  const cookieLang = (await cookies()).get(COOKIE.lang)?.value;
  const prefix = (cookieLang && prefixFor(cookieLang, enabled)) || fallbackPrefix(enabled);
  return { enabled, prefix, lang: langOfPrefix(prefix, enabled) ?? DEFAULT_LANG };
}

export async function generateMetadata(): Promise<Metadata> {
  const { lang } = await requestLanguage();
  const t = await getTranslations({ locale: LANGUAGE_TAG[lang], namespace: 'notFound' });
  return { title: t('title') };
}

/**
 * Every unknown URL (the root layout sits under [lang], so Next.js renders this one): the same shell
 * and 404 as under a language, rendered on the server.
 */
export default async function GlobalNotFound() {
  const { enabled, prefix, lang } = await requestLanguage();
  setRequestLocale(LANGUAGE_TAG[lang]);
  return (
    <html lang={LANGUAGE_TAG[lang]} data-lang={lang}>
      <body>
        <StoreShell prefix={prefix} lang={lang} enabled={enabled}>
          <NotFoundTemplate />
        </StoreShell>
      </body>
    </html>
  );
}
