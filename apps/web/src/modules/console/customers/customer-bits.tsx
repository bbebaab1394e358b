'use client';

import type { QuoteCurrency } from '@storefront/contracts/catalog';
import { formatAmount } from '@storefront/contracts/money';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import styles from './customers.module.css';

/** A moment in the reader's time zone, the date alone when `date`. */
export function Moment({ at, date = false }: { at: number; date?: boolean }) {
  const format = useFormatter();
  return (
    <time dateTime={new Date(at).toISOString()}>
      {format.dateTime(at, date ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' })}
    </time>
  );
}

export function Money({ amount, currency }: { amount: number; currency: QuoteCurrency }) {
  return <>{formatAmount(amount, currency, useLocale())}</>;
}

/** Active or disabled, the latter marked so that it stands out in a list. */
export function CustomerState({ disabled }: { disabled: boolean }) {
  const t = useTranslations('consoleCustomers');
  return disabled ? <span className={styles.disabled}>{t('disabled')}</span> : <>{t('active')}</>;
}
