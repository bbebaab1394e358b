'use client';

import {
  DASHBOARD_PERIODS,
  type CurrencyFigures,
  type DashboardPeriod,
} from '@storefront/contracts/console-dashboard';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Refused, staffCall } from '../console-api';
import shared from '../components/console.module.css';
import { Problem } from '../components/problem';
import { FigureCards } from './figure-cards';
import { BestSellers, LowStock, StuckOrders } from './lists';
import styles from './dashboard.module.css';

/** The charts bring chart.js: loaded with the console's home alone, never with another page. */
const Charts = dynamic(() => import('./charts').then((module) => module.Charts), {
  ssr: false,
  loading: () => <div className={styles.chartsLoading} aria-hidden />,
});

/** The browser's time zone: "today" is the staff member's day. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Refreshed every minute while open, so stuck orders show up without a reload. */
const REFRESH_MS = 60_000;

/**
 * The console's home (issue 15): today's, the week's or the month's figures per currency, the
 * charts, best sellers, and what is stuck or running low now. Agents never get here (the shell
 * sends them to Support).
 */
export function Dashboard({ lang }: { lang: string }) {
  const t = useTranslations('consoleDashboard');
  const format = useFormatter();
  const [period, setPeriod] = useState<DashboardPeriod>('today');
  const [chosen, setChosen] = useState<string>();
  const [timeZone] = useState(browserZone);
  const summary = useQuery({
    queryKey: ['console', 'dashboard', period, timeZone],
    queryFn: () => staffCall('dashboard/summary', { period, timeZone }),
    refetchInterval: REFRESH_MS,
    placeholderData: (previous) => previous,
    retry: false,
  });
  const data = summary.data;
  const figures: CurrencyFigures | undefined =
    data?.currencies.find((item) => item.currency.code === chosen) ?? data?.currencies[0];

  return (
    <div className={styles.dashboard}>
      <div className={styles.top}>
        <div className={styles.switchers}>
          <Switcher
            label={t('period')}
            options={DASHBOARD_PERIODS.map((name) => ({ value: name, text: t(`period_${name}`) }))}
            value={period}
            onChange={(value) => setPeriod(value as DashboardPeriod)}
          />
          {data && data.currencies.length > 1 && (
            <Switcher
              label={t('currency')}
              options={data.currencies.map(({ currency }) => ({ value: currency.code, text: currency.code }))}
              value={figures?.currency.code ?? ''}
              onChange={setChosen}
            />
          )}
          <button
            type="button"
            className="button button-quiet"
            disabled={summary.isFetching}
            onClick={() => void summary.refetch()}
          >
            {t('refresh')}
          </button>
        </div>
      </div>
      {data && (
        <p className={shared.muted} aria-live="polite">
          {t('zoneNote', {
            zone: data.period.timeZone,
            from: format.dateTime(data.period.from, { dateStyle: 'medium', timeZone }),
            updated: format.dateTime(data.period.to, { timeStyle: 'short', timeZone }),
          })}
        </p>
      )}
      {summary.error ? (
        <Problem text={summary.error instanceof Refused ? summary.error.message : t('failed')} />
      ) : !data ? (
        <p className={shared.muted} role="status">
          {t('loading')}
        </p>
      ) : (
        <div className={summary.isPlaceholderData ? styles.stale : undefined}>
          {figures ? (
            <section aria-label={t('currencyFigures', { currency: figures.currency.code })}>
              <FigureCards figures={figures} />
              <Charts figures={figures} bucket={data.period.bucket} timeZone={timeZone} />
              <BestSellers figures={figures} />
            </section>
          ) : (
            <p className={styles.empty}>{t('noActivity')}</p>
          )}
          <div className={styles.columns}>
            <StuckOrders stuck={data.stuck} lang={lang} timeZone={timeZone} />
            <LowStock list={data.lowStock} lang={lang} />
          </div>
        </div>
      )}
    </div>
  );
}

/** A set of buttons of which one is on (a period, a currency), keyboard-usable as buttons are. */
function Switcher({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: string; text: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div role="group" aria-label={label} className={styles.switcher}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.text}
        </button>
      ))}
    </div>
  );
}
