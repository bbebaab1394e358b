'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore, type ReactNode } from 'react';
import {
  keepAgentSession,
  onAgentSessionChange,
  parseAgentSession,
  storedAgentSessionText,
} from '../../agent/admin-api';
import { staffCall, useMe } from '../console-api';
import styles from './console.module.css';
import { SignIn } from './sign-in';

export type ConsoleArea = 'home' | 'staff' | 'audit' | 'payments';

/** The console's frame: sign-in when there is no session, else the sections and the area asked for. */
export function ConsoleShell({
  lang,
  area,
  children,
}: {
  lang: string;
  area: ConsoleArea;
  children: ReactNode;
}) {
  const t = useTranslations('console');
  const payments = useTranslations('consolePayments');
  // The session lives in this browser only: the server draws nothing (undefined), so a signed-in
  // member never sees the sign-in flash by, and no form exists to submit before the page hydrates
  // (which would put the password in the address).
  const text = useSyncExternalStore(onAgentSessionChange, storedAgentSessionText, () => undefined);
  const session = parseAgentSession(text);
  const me = useMe(Boolean(session));
  const queries = useQueryClient();
  if (text === undefined) return null;
  if (!session) return <SignIn onSignedIn={() => void me.refetch()} />;
  if (!me.data) return null;
  const link = (to: ConsoleArea, label: string) => (
    <a
      href={`/${lang}/console${to === 'home' ? '' : `/${to}`}`}
      aria-current={area === to ? 'page' : undefined}
    >
      {label}
    </a>
  );
  return (
    <>
      <div className={styles.bar}>
        <nav className={styles.nav} aria-label={t('nav')}>
          {link('home', t('title'))}
          {me.data.role === 'owner' && link('staff', t('staff'))}
          {me.data.role === 'owner' && link('audit', t('audit'))}
          {me.data.role === 'owner' && link('payments', payments('nav'))}
          <a href={`/${lang}/agent`}>{t('agentConsole')}</a>
        </nav>
        <span className={styles.who}>
          {t('signedInAs', { name: me.data.name, role: t(`role_${me.data.role}`) })}
        </span>
        <button
          type="button"
          className="button"
          onClick={() =>
            void staffCall('agent/logout', {}).finally(() => {
              // The next person to sign in here must not see this one's name and sections first.
              queries.removeQueries({ queryKey: ['console'] });
              keepAgentSession(undefined);
            })
          }
        >
          {t('signOut')}
        </button>
      </div>
      {area === 'home' ? <p>{t('welcome', { name: me.data.name })}</p> : children}
    </>
  );
}
