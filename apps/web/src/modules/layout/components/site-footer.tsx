import type { SiteInfo } from '@storefront/contracts/content';
import { getTranslations } from 'next-intl/server';
import { STORE_NAME } from '../brand';
import styles from './site-footer.module.css';

/** The 24/7 contacts, legal line and office address come from the site settings (siteInfo). */
export async function SiteFooter({ site }: { site?: SiteInfo }) {
  const t = await getTranslations('footer');
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.column}>
          <p className={styles.heading}>{t('support')}</p>
          {site && (
            <ul className={styles.contacts}>
              <li>
                {t('email')}: <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
              </li>
              <li>
                {t('messenger')}: <a href={site.messenger.url}>{site.messenger.name}</a>
              </li>
            </ul>
          )}
        </div>
        <div className={styles.column}>
          {/* The company's own legal line, when the settings give it, replaces the generic one. */}
          <p>{site?.legalLine || `© ${new Date().getFullYear()} ${STORE_NAME}. ${t('rights')}`}</p>
          {site?.officeAddress && <address className={styles.address}>{site.officeAddress}</address>}
        </div>
      </div>
    </footer>
  );
}
