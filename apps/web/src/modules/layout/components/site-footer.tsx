import { getTranslations } from 'next-intl/server';
import { STORE_NAME } from '../brand';
import styles from './site-footer.module.css';

export async function SiteFooter() {
  const t = await getTranslations('footer');
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <p>
          © {new Date().getFullYear()} {STORE_NAME}. {t('rights')}
        </p>
        <p>{t('support')}</p>
      </div>
    </footer>
  );
}
