'use client';

import type { ConsoleSiteSettings } from '@storefront/contracts/console-settings';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, type ReactNode } from 'react';
import { PageSection } from '@/modules/common/components/page-section';
import { SETTINGS_QUERY } from '../console-api';
import styles from './console.module.css';

/** A language the console can be read in, under its path prefix. */
export interface ConsoleLanguage {
  prefix: string;
  name: string;
}

export interface FrameProps {
  /** The page's path prefix (`en`, `ru`…). */
  lang: string;
  languages: ConsoleLanguage[];
  /** The store's name (its settings). */
  storeName: string;
}

/**
 * The console's own frame, instead of the storefront's header and footer: a top bar with the
 * store's name, `bar` (who is signed in, Sign out) and the language; then the page, headed by
 * `title` (the area's name; the console's own where there is no area yet, as at sign-in), beside
 * `nav` (the sections) on a wide screen and under it on a phone.
 */
export function ConsoleFrame({
  frame,
  title,
  bar,
  nav,
  children,
}: {
  frame: FrameProps;
  title?: string;
  bar?: ReactNode;
  nav?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('console');
  // A name the owner just saved shows at once, not only once the store's cached answers turn over.
  const saved = useQuery<ConsoleSiteSettings>({ queryKey: SETTINGS_QUERY, enabled: false });
  const main = (
    <main id="main" className={styles.main}>
      <PageSection title={title ?? t('title')}>{children}</PageSection>
    </main>
  );
  return (
    <>
      <header className={nav ? `${styles.top} ${styles.topFull}` : styles.top}>
        <a className={styles.brand} href={`/${frame.lang}/console`}>
          {saved.data?.storeName ?? frame.storeName} <span className={styles.muted}>{t('title')}</span>
        </a>
        {bar}
        <LanguageSwitch frame={frame} />
      </header>
      {nav ? (
        <div className={styles.body}>
          {nav}
          {main}
        </div>
      ) : (
        main
      )}
    </>
  );
}

/** The same console page in another language: only its path prefix changes. */
function LanguageSwitch({ frame }: { frame: FrameProps }) {
  const t = useTranslations('console');
  const id = useId();
  const router = useRouter();
  if (frame.languages.length < 2) return null;
  return (
    <div className={styles.language}>
      <label htmlFor={id} className="visually-hidden">
        {t('language')}
      </label>
      <select
        id={id}
        value={frame.lang}
        onChange={(event) => {
          const { pathname, search } = window.location;
          const rest = pathname.split('/').slice(2).join('/');
          router.push(`/${event.target.value}/${rest}${search}`);
        }}
      >
        {frame.languages.map((language) => (
          <option key={language.prefix} value={language.prefix}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
