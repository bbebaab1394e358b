import type { KindList, ProductKind } from '@storefront/contracts/catalog';
import { getTranslations } from 'next-intl/server';
import { KindGames } from '../components/kind-games';
import { KIND_TITLE } from '../kind-titles';
import styles from './kind.module.css';

interface KindTemplateProps {
  kind: ProductKind;
  /** undefined when the API could not answer: the page says so instead of an empty list. */
  first?: KindList;
}

/** Every game of one kind, the page "See all" opens from the home page's shelf. */
export async function KindTemplate({ kind, first }: KindTemplateProps) {
  const [t, tc] = await Promise.all([getTranslations('home'), getTranslations('catalog')]);
  const title = t(KIND_TITLE[kind]);
  return (
    <section className={`container ${styles.page}`} aria-labelledby="kind-title">
      <h1 id="kind-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{tc('kindDescription', { title })}</p>
      {first && first.list.length > 0 ? (
        <KindGames kind={kind} first={first} />
      ) : (
        <p className={styles.lead}>{first ? t('catalogueSoon') : tc('unavailable')}</p>
      )}
    </section>
  );
}
