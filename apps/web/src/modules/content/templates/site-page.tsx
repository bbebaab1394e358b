import type { SitePage } from '@storefront/contracts/content';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageSection } from '@/modules/common/components/page-section';
import { PlainText } from '../components/plain-text';
import styles from '../components/content.module.css';

/** A policy page or About us, as the operator wrote it. */
export async function SitePageTemplate({ page }: { page: SitePage }) {
  const [t, locale] = await Promise.all([getTranslations('pages'), getLocale()]);
  return (
    <PageSection title={page.title} width="column">
      <div className={styles.prose}>
        <p className={styles.meta}>
          {t('updated', {
            date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(page.updatedAt),
          })}
        </p>
        <PlainText text={page.content} className={styles.prose} />
      </div>
    </PageSection>
  );
}
