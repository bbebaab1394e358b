import type { SocialProvider } from '@storefront/contracts/auth';
import type { Lang } from '@storefront/contracts/locale';
import type { RegionItem } from '@storefront/contracts/system';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/routes';
import { Logo } from './logo';
import { MenuPopup } from './menu-popup';
import { NavLinks } from './nav-links';
import { SettingsDialog } from './settings-dialog';
import { SignInPopup } from './sign-in-popup';
import styles from './site-header.module.css';
import { UserMenu } from './user-menu';

interface SiteHeaderProps {
  prefix: string;
  /** The store's name and uploaded logo (site settings). */
  brand: { name: string; logoUrl: string | null };
  enabled: string[];
  lang: Lang;
  signedIn: boolean;
  region: string;
  currency: string;
  regions: RegionItem[];
  languages: { code: Lang; name: string }[];
  providers: SocialProvider[];
}

/** The sticky header of spec section 2: logo, the four entries (or the menu icon), settings, sign-in. */
export async function SiteHeader(props: SiteHeaderProps) {
  const { prefix, signedIn, providers, brand, ...settings } = props;
  const t = await getTranslations();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        {/* Not prefetched: on every page's load that work competed with the page's start for the CPU. */}
        <Link href={localePath(prefix, 'home')} className={styles.home} prefetch={false}>
          <Logo name={brand.name} logoUrl={brand.logoUrl} />
          <span className="visually-hidden"> — {t('common.homeLink')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className={styles.nav}>
          <NavLinks className={styles.links} linkClassName={styles.link} />
        </nav>
        <div className={styles.actions}>
          <SettingsDialog {...settings} />
          {!signedIn && <SignInPopup providers={providers} triggerClassName={styles.signIn} />}
          <UserMenu signedIn={signedIn} />
          <MenuPopup />
        </div>
      </div>
    </header>
  );
}
