import type { ArticlePage } from '@storefront/contracts/content';
import { ART_FOLDERS } from '@storefront/contracts/art';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/routes';
import { EmptyState } from '@/modules/common/components/empty-state';
import { NewsIcon } from '@/modules/common/components/icons';
import { PageSection } from '@/modules/common/components/page-section';
import styles from '../components/content.module.css';

const { width, height } = ART_FOLDERS.news;

/** News and promotions, newest first, a page at a time (?page=). */
export async function NewsTemplate({ prefix, page }: { prefix: string; page?: ArticlePage }) {
  const [t, locale] = await Promise.all([getTranslations('news'), getLocale()]);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  const base = localePath(prefix, 'news');
  if (!page || page.list.length === 0) {
    return (
      <PageSection title={t('title')}>
        <EmptyState icon={<NewsIcon />} title={t('empty')} text={t('emptyText')} />
      </PageSection>
    );
  }
  const hasOlder = page.pageNum * page.pageSize < page.total;
  return (
    <PageSection title={t('title')}>
      <ul className={styles.list}>
        {page.list.map((article, index) => (
          <li key={article.id}>
            <Link className={styles.card} href={`${base}/${article.id}`}>
              {/* Sized up front; see GameImage for why not next/image. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                className={styles.cover}
                src={article.imageUrl}
                alt=""
                width={width}
                height={height}
                loading={index < 3 ? 'eager' : 'lazy'}
              />
              <span className={styles.cardText}>
                <span className={styles.meta}>
                  {t(article.type === 'promotion' ? 'promotion' : 'newsItem')} ·{' '}
                  <time dateTime={new Date(article.publishedAt).toISOString()}>
                    {date.format(article.publishedAt)}
                  </time>
                </span>
                <strong>{article.title}</strong>
                <span className={styles.meta}>{article.summary}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {(page.pageNum > 1 || hasOlder) && (
        <nav className={styles.pager} aria-label={t('pages')}>
          {page.pageNum > 1 ? <Link href={`${base}?page=${page.pageNum - 1}`}>{t('newer')}</Link> : <span />}
          {hasOlder && <Link href={`${base}?page=${page.pageNum + 1}`}>{t('older')}</Link>}
        </nav>
      )}
    </PageSection>
  );
}
