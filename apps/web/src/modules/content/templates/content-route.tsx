import type { PageKey } from '@storefront/contracts/content';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSitePage } from '@/lib/api/content';
import { enabledPathCodes } from '@/lib/i18n/languages';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { pageAlternates } from '@/lib/seo/alternates';
import { PageSection } from '@/modules/common/components/page-section';
import { SitePageTemplate } from './site-page';

/** What a content page says when the API cannot answer, rather than an empty page. */
export async function ContentUnavailable() {
  const t = await getTranslations('catalog');
  return (
    <PageSection title={t('unavailableTitle')}>
      <p>{t('unavailable')}</p>
    </PageSection>
  );
}

/** The route of one policy page or About us: `/{lang}/{key}`. */
export function sitePageRoute(key: PageKey) {
  async function generateMetadata({ params }: { params: LangParams }): Promise<Metadata> {
    const { prefix, lang } = await pageLanguage(params);
    const page = await getSitePage(key, lang);
    return { title: page?.title, alternates: pageAlternates(prefix, `/${key}`, enabledPathCodes()) };
  }
  async function Page({ params }: { params: LangParams }) {
    const { lang } = await pageLanguage(params);
    const page = await getSitePage(key, lang);
    return page ? <SitePageTemplate page={page} /> : <ContentUnavailable />;
  }
  return { generateMetadata, Page };
}
