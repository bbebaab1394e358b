import type { Article } from '@storefront/contracts/content';
import { ART_FOLDERS } from '@storefront/contracts/art';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { gamePath, localePath } from '@/lib/routes';
import { PageSection } from '@/modules/common/components/page-section';
import { PlainText } from '../components/plain-text';
import styles from '../components/content.module.css';

const { width, height } = ART_FOLDERS.news;

/**
 * A news article or promotion's page: its date, cover, text and Buy button; `children` (a coupon
 * offer) under the text. Not async, so the console's preview renders the very same page from a
 * draft before it is saved.
 */
export function ArticleView({
  prefix,
  article,
  children,
}: {
  prefix: string;
  article: Article;
  children?: ReactNode;
}) {
  const t = useTranslations('news');
  const locale = useLocale();
  return (
    <PageSection title={article.title}>
      <div className={styles.prose}>
        <p className={styles.meta}>
          <time dateTime={new Date(article.publishedAt).toISOString()}>
            {new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(article.publishedAt)}
          </time>
        </p>
        {/* Sized up front; see GameImage for why not next/image. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img className={styles.cover} src={article.imageUrl} alt="" width={width} height={height} />
        <PlainText text={article.content} className={styles.prose} />
        {article.productId && (
          <p>
            <Link className="button" href={gamePath(prefix, article.productId)}>
              {t('buyNow')}
            </Link>
          </p>
        )}
        {children}
        <p>
          <Link href={localePath(prefix, 'news')}>{t('back')}</Link>
        </p>
      </div>
    </PageSection>
  );
}
