'use client';

import { useTranslations } from 'next-intl';
import styles from './forms.module.css';

/**
 * After a sign-in that first proved the address and so removed the password chosen before it
 * (someone else may have chosen it): what happened, and the ways in from now on.
 */
export function PasswordClearedNotice({ onContinue }: { onContinue: () => void }) {
  const t = useTranslations('auth');
  return (
    <div className={styles.form} role="status">
      <h2 className={styles.subtitle}>{t('passwordClearedTitle')}</h2>
      <p className={styles.lead}>{t('passwordClearedText')}</p>
      <button type="button" className="button" onClick={onContinue}>
        {t('continue')}
      </button>
    </div>
  );
}
