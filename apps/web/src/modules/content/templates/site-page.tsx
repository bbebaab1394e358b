import type { SitePage } from '@storefront/contracts/content';
import { useLocale, useTranslations } from 'next-intl';
import { PageSection } from '@/modules/common/components/page-section';
import { PlainText } from '../components/plain-text';
import styles from '../components/content.module.css';

/**
 * A policy page or About us, as the operator wrote it. Not async, so the console's preview renders
 * the very same page from a draft before it is saved.
 */
export function SitePageTemplate({ page }: { page: SitePage }) {
  const t = useTranslations('pages');
  const locale = useLocale();
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
