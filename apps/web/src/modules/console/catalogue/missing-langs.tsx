'use client';

import { LANGUAGE_NAMES, type Lang } from '@storefront/contracts/locale';
import { useTranslations } from 'next-intl';
import styles from './catalogue.module.css';

/** The languages a product has no texts in: their customers read the English ones meanwhile. */
export function MissingLangs({ missing }: { missing: readonly Lang[] }) {
  const t = useTranslations('consoleCatalogue');
  if (missing.length === 0) return <span>{t('allLanguages')}</span>;
  return (
    <span className={styles.missing}>
      {t('missingLanguages', { count: missing.length })}:{' '}
      {missing.map((lang) => LANGUAGE_NAMES[lang]).join(', ')}
    </span>
  );
}
