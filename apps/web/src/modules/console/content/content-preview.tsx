'use client';

import type { Banner } from '@storefront/contracts/catalog';
import type { Article, SitePage } from '@storefront/contracts/content';
import { LANGUAGE_NAMES, LANGUAGE_TAG, type Lang } from '@storefront/contracts/locale';
import { useQuery } from '@tanstack/react-query';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { LangPrefixProvider } from '@/lib/i18n/lang-prefix';
import { loadMessages } from '@/lib/i18n/messages';
import { BannerStrip } from '@/modules/catalog/components/banner-strip';
import { ArticleView } from '@/modules/content/templates/article-view';
import { SitePageTemplate } from '@/modules/content/templates/site-page';
import styles from './content.module.css';

/** What a customer reading `lang` sees. */
type Shown = { article: Article } | { page: SitePage } | { banner: Banner };

/**
 * An article, a page or a banner as a customer reading `lang` will see it, drawn by the
 * storefront's own components from the unsaved draft. It cannot be used (`inert`).
 */
export function ContentPreview({ lang, shown }: { lang: Lang; shown: Shown }) {
  const t = useTranslations('consoleContent');
  const messages = useQuery({
    queryKey: ['console', 'storefrontMessages', lang],
    queryFn: () => loadMessages(lang),
    staleTime: Infinity,
  });
  return (
    <section className={styles.preview} aria-label={t('preview', { language: LANGUAGE_NAMES[lang] })}>
      <h3>{t('preview', { language: LANGUAGE_NAMES[lang] })}</h3>
      {messages.data && (
        <NextIntlClientProvider locale={LANGUAGE_TAG[lang]} messages={messages.data}>
          <LangPrefixProvider prefix={lang}>
            <div className={styles.frame} inert data-testid="content-preview">
              {'article' in shown && <ArticleView prefix={lang} article={shown.article} />}
              {'page' in shown && <SitePageTemplate page={shown.page} />}
              {'banner' in shown && <BannerStrip banners={[shown.banner]} prefix={lang} label="" />}
            </div>
          </LangPrefixProvider>
        </NextIntlClientProvider>
      )}
    </section>
  );
}
