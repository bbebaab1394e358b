'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import {
  keepAgentSession,
  onAgentSessionChange,
  parseAgentSession,
  storedAgentSessionText,
} from '../../agent/admin-api';
import { staffCall, useMe } from '../console-api';
import { ConsoleFrame, type FrameProps } from './console-frame';
import styles from './console.module.css';
import { SignIn } from './sign-in';

export type ConsoleArea =
  | 'home'
  | 'support'
  | 'staff'
  | 'audit'
  | 'payments'
  | 'catalogue'
  | 'prices'
  | 'stock'
  | 'orders'
  | 'customers'
  | 'promotions'
  | 'content'
  | 'settings';

/**
 * The console's frame: sign-in when there is no session, else the sections and the area asked for.
 * An agent's console is customer service: they land on Support.
 */
export function ConsoleShell({
  frame,
  area,
  children,
}: {
  frame: FrameProps;
  area: ConsoleArea;
  children: ReactNode;
}) {
  const { lang } = frame;
  const t = useTranslations('console');
  const payments = useTranslations('consolePayments');
  const stock = useTranslations('consoleStock');
  const prices = useTranslations('consolePrices');
  const catalogue = useTranslations('consoleCatalogue');
  const areas = {
    orders: useTranslations('consoleOrders'),
    customers: useTranslations('consoleCustomers'),
    promotions: useTranslations('consolePromotions'),
    content: useTranslations('consoleContent'),
    settings: useTranslations('consoleSettings'),
    dashboard: useTranslations('consoleDashboard'),
  };
  // The session lives in this browser only: the server draws nothing (undefined), so a signed-in
  // member never sees the sign-in flash by, and no form exists to submit before the page hydrates
  // (which would put the password in the address).
  const text = useSyncExternalStore(onAgentSessionChange, storedAgentSessionText, () => undefined);
  const session = parseAgentSession(text);
  const me = useMe(Boolean(session));
  const queries = useQueryClient();
  const agentHome = area === 'home' && me.data?.role === 'agent';
  useEffect(() => {
    if (agentHome) window.location.replace(`/${lang}/console/support`);
  }, [agentHome, lang]);
  const navShown = Boolean(me.data) && !agentHome;
  useEffect(() => {
    // On a phone the sections slide sideways: the current one is brought into sight.
    if (navShown)
      document
        .querySelector(`.${styles.nav} [aria-current='page']`)
        ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [navShown]);
  // The page's one heading: the area's name, as the area's screen used to head itself.
  const title: Record<ConsoleArea, string> = {
    home: areas.dashboard('title'),
    orders: areas.orders('title'),
    customers: areas.customers('title'),
    catalogue: catalogue('title'),
    prices: prices('title'),
    stock: stock('title'),
    promotions: areas.promotions('title'),
    content: areas.content('title'),
    settings: areas.settings('title'),
    staff: t('staff'),
    audit: t('audit'),
    payments: payments('title'),
    support: t('agentConsole'),
  };
  if (text === undefined)
    return (
      <ConsoleFrame frame={frame} title={title[area]}>
        {null}
      </ConsoleFrame>
    );
  if (!session) {
    return (
      <ConsoleFrame frame={frame}>
        <SignIn onSignedIn={() => void me.refetch()} />
      </ConsoleFrame>
    );
  }
  if (!me.data || agentHome)
    return (
      <ConsoleFrame frame={frame} title={title[area]}>
        {null}
      </ConsoleFrame>
    );
  const { role } = me.data;
  const link = (to: ConsoleArea, label: string) => (
    <a
      href={`/${lang}/console${to === 'home' ? '' : `/${to}`}`}
      aria-current={area === to ? 'page' : undefined}
    >
      {label}
    </a>
  );
  return (
    <ConsoleFrame
      frame={frame}
      title={title[area]}
      nav={
        // Grouped as the store is run: the day's business, what is sold, the store itself, customer service.
        <nav className={styles.nav} aria-label={t('nav')}>
          <div className={styles.navGroup}>
            {link('home', areas.dashboard('nav'))}
            {role !== 'agent' && link('orders', areas.orders('nav'))}
            {role !== 'agent' && link('customers', areas.customers('nav'))}
          </div>
          {role !== 'agent' && (
            <div className={styles.navGroup}>
              {link('catalogue', catalogue('nav'))}
              {link('prices', prices('nav'))}
              {link('stock', stock('nav'))}
              {link('promotions', areas.promotions('nav'))}
              {link('content', areas.content('nav'))}
            </div>
          )}
          {role === 'owner' && (
            <div className={styles.navGroup}>
              {link('settings', areas.settings('nav'))}
              {link('staff', t('staff'))}
              {link('audit', t('audit'))}
              {link('payments', payments('nav'))}
            </div>
          )}
          <div className={styles.navGroup}>{link('support', t('agentConsole'))}</div>
        </nav>
      }
      bar={
        <>
          <span className={styles.who}>
            {t('signedInAs', { name: me.data.name, role: t(`role_${me.data.role}`) })}
          </span>
          <button
            type="button"
            className="button button-quiet"
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
        </>
      }
    >
      {children}
    </ConsoleFrame>
  );
}
