import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ReturnHome } from '../components/return-home';
import styles from './not-found.module.css';

/** The 404 page (spec section 2). */
export async function NotFoundTemplate() {
  const t = await getTranslations('notFound');
  return (
    <section className={`container ${styles.page}`} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.text}>{t('text')}</p>
      {/* The root, so the language rule picks the homepage's language as for any visitor. */}
      <Link href="/" className="button">
        {t('back')}
      </Link>
      <ReturnHome />
    </section>
  );
}
