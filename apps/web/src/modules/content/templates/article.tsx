import type { Article } from '@storefront/contracts/content';
import { ART_FOLDERS } from '@storefront/contracts/art';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { gamePath, localePath } from '@/lib/routes';
import { PageSection } from '@/modules/common/components/page-section';
import { ActivityOffer } from '@/modules/coupons/components/activity-offer';
import { PlainText } from '../components/plain-text';
import { StoreQueries } from '@/lib/api/query-client';
import styles from '../components/content.module.css';

const { width, height } = ART_FOLDERS.news;

export async function ArticleTemplate({ prefix, article }: { prefix: string; article: Article }) {
  const [t, locale] = await Promise.all([getTranslations('news'), getLocale()]);
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
        {/* A promotion that gives a coupon shares its id with the coupon activity. */}
        {article.type === 'promotion' && (
          <StoreQueries>
            <ActivityOffer id={article.id} />
          </StoreQueries>
        )}
        <p>
          <Link href={localePath(prefix, 'news')}>{t('back')}</Link>
        </p>
      </div>
    </PageSection>
  );
}
