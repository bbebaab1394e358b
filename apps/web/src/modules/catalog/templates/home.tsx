import type { HomeData } from '@storefront/contracts/catalog';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ViewedEntry } from '@/lib/catalog/recently-viewed';
import { kindPath, localePath } from '@/lib/routes';
import { BoltIcon, HeadsetIcon, KeyIcon } from '@/modules/common/components/icons';
import { BannerStrip } from '../components/banner-strip';
import { GameGrid } from '../components/game-grid';
import { KIND_TITLE } from '../kind-titles';
import { SearchBox } from '../components/search-box';
import styles from './home.module.css';

function PromiseCard({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <li className={styles.promise}>
      <span className={styles.promiseIcon}>{icon}</span>
      <h3>{title}</h3>
      <p>{text}</p>
    </li>
  );
}

interface ShelfProps {
  id: string;
  title: string;
  /** Where the shelf's other games are, when it shows only the first of them. */
  more?: { href: string; label: string };
  children: ReactNode;
}

function Shelf({ id, title, more, children }: ShelfProps) {
  const heading = (
    <h2 id={id} className={styles.sectionTitle}>
      {title}
    </h2>
  );
  return (
    <section className={`container ${styles.shelf}`} aria-labelledby={id}>
      {more ? (
        <div className={styles.shelfHead}>
          {heading}
          {/* Named with its shelf: a screen reader's list of links has one "See all" a kind. */}
          <Link
            href={more.href}
            className={styles.seeAll}
            prefetch={false}
            aria-label={`${more.label}: ${title}`}
          >
            {more.label}
          </Link>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

interface HomeTemplateProps {
  prefix: string;
  /** undefined when the API could not answer: the page says so instead of an empty catalogue. */
  home?: HomeData;
  recent: ViewedEntry[];
}

/** The landing: search, banners, popular and recently viewed games, the catalogue by kind. */
export async function HomeTemplate({ prefix, home, recent }: HomeTemplateProps) {
  const [t, tc, locale] = await Promise.all([
    getTranslations('home'),
    getTranslations('catalog'),
    getLocale(),
  ]);
  const categories = home?.categories.filter(({ products }) => products.length > 0) ?? [];
  const price = home && {
    currency: home.currency,
    locale,
    from: (amount: string) => tc('from', { price: amount }),
  };
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`container ${styles.heroInner}`}>
          <h1 id="home-title" className={styles.title}>
            {t('title')}
          </h1>
          <p className={styles.lead}>{t('lead')}</p>
          <SearchBox />
        </div>
      </section>

      {home && home.banners.length > 0 && (
        <div className={`container ${styles.shelf}`}>
          <BannerStrip banners={home.banners} prefix={prefix} label={tc('banners')} />
        </div>
      )}
      {home && home.promotions.length > 0 && (
        <Shelf id="promotions-title" title={tc('promotions')}>
          <ul className={styles.promotions}>
            {home.promotions.map((article) => (
              <li key={article.id}>
                {/* Not prefetched: on load that work competed with the page's start for the CPU. */}
                <Link
                  href={`${localePath(prefix, 'news')}/${article.id}`}
                  className={styles.promotion}
                  prefetch={false}
                >
                  <strong>{article.title}</strong>
                  <span>{article.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Shelf>
      )}
      {recent.length > 0 && (
        <Shelf id="recent-title" title={tc('recent')}>
          <GameGrid games={recent} prefix={prefix} />
        </Shelf>
      )}
      {home && home.popular.length > 0 && (
        <Shelf id="popular-title" title={tc('popular')}>
          <GameGrid games={home.popular} prefix={prefix} price={price} eager />
        </Shelf>
      )}
      {categories.map(({ kind, products, more }) => (
        <Shelf
          key={kind}
          id={`kind-${kind}`}
          title={t(KIND_TITLE[kind])}
          more={more ? { href: kindPath(prefix, kind), label: tc('seeAll') } : undefined}
        >
          <GameGrid games={products} prefix={prefix} price={price} />
        </Shelf>
      ))}
      {categories.length === 0 && (
        <p className={`container ${styles.soon}`}>{home ? t('catalogueSoon') : tc('unavailable')}</p>
      )}

      <section className={`container ${styles.shelf}`} aria-labelledby="promises-title">
        <h2 id="promises-title" className={styles.sectionTitle}>
          {t('promisesTitle')}
        </h2>
        <ul className={styles.promises}>
          <PromiseCard icon={<BoltIcon />} title={t('topUpTitle')} text={t('topUpText')} />
          <PromiseCard icon={<KeyIcon />} title={t('codeTitle')} text={t('codeText')} />
          <PromiseCard icon={<HeadsetIcon />} title={t('supportTitle')} text={t('supportText')} />
        </ul>
      </section>
    </>
  );
}
