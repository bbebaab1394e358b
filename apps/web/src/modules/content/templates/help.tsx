import type { FaqList, SiteInfo } from '@storefront/contracts/content';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/routes';
import { EmptyState } from '@/modules/common/components/empty-state';
import { HeadsetIcon } from '@/modules/common/components/icons';
import { PageSection } from '@/modules/common/components/page-section';
import { PlainText } from '../components/plain-text';
import styles from '../components/content.module.css';

interface HelpTemplateProps {
  prefix: string;
  faq?: FaqList;
  topicId?: string;
  site?: SiteInfo;
}

/** The help centre: topics as links (?topic=), their questions opened in place, then the contacts. */
export async function HelpTemplate({ prefix, faq, topicId, site }: HelpTemplateProps) {
  const t = await getTranslations('help');
  const base = localePath(prefix, 'help');
  return (
    <PageSection title={t('title')}>
      {faq && faq.topics.length > 0 && (
        <ul className={styles.topics} aria-label={t('topics')}>
          <li>
            <Link href={base} aria-current={topicId ? undefined : 'page'}>
              {t('allTopics')}
            </Link>
          </li>
          {faq.topics.map((topic) => (
            <li key={topic.id}>
              <Link
                href={`${base}?topic=${encodeURIComponent(topic.id)}`}
                aria-current={topic.id === topicId ? 'page' : undefined}
              >
                {topic.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {faq && faq.list.length > 0 ? (
        <div className={styles.faq}>
          {faq.list.map((entry) => (
            <details key={entry.id}>
              <summary>{entry.question}</summary>
              <div>
                <PlainText text={entry.answer} className={styles.prose} />
                <Link href={localePath(prefix, 'helpDetail', { id: entry.id })}>{t('permalink')}</Link>
              </div>
            </details>
          ))}
        </div>
      ) : (
        <EmptyState icon={<HeadsetIcon />} title={t('empty')} text={t('emptyText')} />
      )}
      {site && (
        <section className={styles.contacts} aria-labelledby="help-contacts">
          <h2 id="help-contacts">{t('contactsTitle')}</h2>
          <p>{t('contactsText')}</p>
          <p>
            <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> ·{' '}
            <a href={site.messenger.url}>{site.messenger.name}</a>
          </p>
        </section>
      )}
    </PageSection>
  );
}
