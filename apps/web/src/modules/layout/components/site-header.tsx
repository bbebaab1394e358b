import type { Lang } from '@storefront/contracts/locale';
import type { RegionItem } from '@storefront/contracts/system';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/routes';
import { Logo } from './logo';
import { MenuPopup } from './menu-popup';
import { NavLinks } from './nav-links';
import { SettingsDialog } from './settings-dialog';
import styles from './site-header.module.css';
import { UserMenu } from './user-menu';

interface SiteHeaderProps {
  prefix: string;
  enabled: string[];
  lang: Lang;
  signedIn: boolean;
  region: string;
  currency: string;
  regions: RegionItem[];
  languages: { code: Lang; name: string }[];
}

/** The sticky header of spec section 2: logo, the four entries (or the menu icon), settings, sign-in. */
export async function SiteHeader(props: SiteHeaderProps) {
  const { prefix, signedIn, ...settings } = props;
  const t = await getTranslations();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href={localePath(prefix, 'home')} className={styles.home}>
          <Logo />
          <span className="visually-hidden"> — {t('common.homeLink')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className={styles.nav}>
          <NavLinks prefix={prefix} className={styles.links} linkClassName={styles.link} />
        </nav>
        <div className={styles.actions}>
          <SettingsDialog prefix={prefix} {...settings} />
          {!signedIn && (
            // Personal pages are rarely the next one: not worth a prefetch on every page view.
            <Link href={localePath(prefix, 'login')} className={styles.signIn} prefetch={false}>
              {t('user.signIn')}
            </Link>
          )}
          <UserMenu prefix={prefix} signedIn={signedIn} />
          <MenuPopup prefix={prefix} />
        </div>
      </div>
    </header>
  );
}
