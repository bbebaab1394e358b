import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { enabledPathCodes, langOfPrefix, LANGUAGE_TAG } from '@/lib/i18n/languages';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { getSiteInfo, storeNameOf } from '@/lib/api/system';
import '../globals.css';

interface LayoutProps {
  children: ReactNode;
  params: LangParams;
}

export const viewport: Viewport = { themeColor: '#3f2ee0' };

export async function generateMetadata({ params }: Pick<LayoutProps, 'params'>): Promise<Metadata> {
  const lang = langOfPrefix((await params).lang, enabledPathCodes());
  if (!lang) return {};
  const [t, site] = await Promise.all([
    getTranslations({ locale: LANGUAGE_TAG[lang], namespace: 'meta' }),
    getSiteInfo(lang),
  ]);
  const name = storeNameOf(site);
  // The head texts are the store settings' in this language; the store's name always leads.
  const title = site?.title || t('title');
  return {
    title: {
      default: name && !title.includes(name) ? `${name} — ${title}` : title,
      template: name ? `%s · ${name}` : '%s',
    },
    description: site?.description || t('description'),
  };
}

/**
 * The document of every page in a language. Its frame is the storefront's header and footer for
 * the store's pages ((store)/layout.tsx), the console's own bar for /{lang}/console.
 */
export default async function LangLayout({ children, params }: LayoutProps) {
  // proxy.ts sends every page request here under an enabled prefix; anything else is not a page.
  const { lang } = await pageLanguage(params);
  return (
    <html lang={LANGUAGE_TAG[lang]} data-lang={lang}>
      <body>{children}</body>
    </html>
  );
}
