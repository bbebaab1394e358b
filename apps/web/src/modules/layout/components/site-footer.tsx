import type { SiteInfo } from '@storefront/contracts/content';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/routes';
import styles from './site-footer.module.css';

const LINKS = ['help', 'about', 'terms', 'privacy', 'refund', 'cookie'] as const;

/** The 24/7 contacts, legal line and office address come from the site settings (siteInfo). */
export async function SiteFooter({
  site,
  storeName,
  prefix,
}: {
  site?: SiteInfo;
  storeName: string;
  prefix: string;
}) {
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
              {site.supportPhone && (
                <li>
                  {t('phone')}:{' '}
                  <a href={`tel:${site.supportPhone.replace(/[^+\d]/g, '')}`}>{site.supportPhone}</a>
                </li>
              )}
            </ul>
          )}
        </div>
        <nav className={styles.column} aria-label={t('links')}>
          <ul className={styles.contacts}>
            {LINKS.map((route) => (
              <li key={route}>
                <Link href={localePath(prefix, route)}>{t(route)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.column}>
          {/* The company's own legal line, when the settings give it, replaces the generic one. */}
          <p>{site?.legalLine || `© ${new Date().getFullYear()} ${storeName}. ${t('rights')}`}</p>
          {site?.officeAddress && <address className={styles.address}>{site.officeAddress}</address>}
        </div>
      </div>
    </footer>
  );
}
