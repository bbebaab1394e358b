'use client';

import type { CurrencyFigures } from '@storefront/contracts/console-dashboard';
import { ORDER_STATUSES } from '@storefront/contracts/constants';
import { formatAmount } from '@storefront/contracts/money';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { useMethodName } from '../orders/order-words';
import styles from './dashboard.module.css';

/** A share as a percentage ("83 %"); none of nothing. */
function useShare() {
  const format = useFormatter();
  return (part: number, whole: number) =>
    whole === 0 ? '—' : format.number(part / whole, { style: 'percent', maximumFractionDigits: 1 });
}

/** A duration in ms as the largest units that say it ("0.4 s", "42 s", "3 min 5 s", "1 h 10 min"). */
function useDuration() {
  const format = useFormatter();
  return (ms: number) => {
    const seconds = Math.round(ms / 1000);
    const unit = (value: number, name: 'hour' | 'minute' | 'second') =>
      format.number(value, { style: 'unit', unit: name, unitDisplay: 'narrow', maximumFractionDigits: 1 });
    // A top-up is often delivered within seconds: tenths say more than "0 s" there.
    if (ms < 10_000) return unit(Math.round(ms / 100) / 10, 'second');
    if (seconds < 60) return unit(seconds, 'second');
    if (seconds < 3600) {
      return [unit(Math.floor(seconds / 60), 'minute'), seconds % 60 ? unit(seconds % 60, 'second') : '']
        .filter(Boolean)
        .join(' ');
    }
    const minutes = Math.round(seconds / 60);
    return [unit(Math.floor(minutes / 60), 'hour'), minutes % 60 ? unit(minutes % 60, 'minute') : '']
      .filter(Boolean)
      .join(' ');
  };
}

/**
 * A figure and what it is made of. The figure is drawn whole: its length and its longest word's
 * let the card size it to fit (see `.figure`), wrapping between words only ("RUB" / "198.00").
 */
function Card({
  title,
  figure,
  name,
  children,
}: {
  title: string;
  figure: string | number;
  /** What tests and tools find the figure by (`data-figure`). */
  name?: string;
  children?: ReactNode;
}) {
  const text = String(figure);
  // Words and the spaces between them; money's are no-break spaces, so each gets a place to wrap.
  const pieces = text.split(/(\s+)/);
  const longest = Math.max(...pieces.map((piece) => piece.length));
  const size = { '--figure-length': text.length, '--figure-word': longest } as CSSProperties;
  return (
    <div className={styles.card}>
      <dt>{title}</dt>
      <dd>
        <span className={styles.figure} style={size} data-figure={name}>
          {pieces.map((piece, index) => (
            <Fragment key={index}>
              {piece}
              {index % 2 === 1 && <wbr />}
            </Fragment>
          ))}
        </span>
        {children}
      </dd>
    </div>
  );
}

/** The currency's figures at a glance: money, the funnel, payments, delivery, failures. */
export function FigureCards({ figures }: { figures: CurrencyFigures }) {
  const t = useTranslations('consoleDashboard');
  const locale = useLocale();
  const share = useShare();
  const duration = useDuration();
  const methodName = useMethodName();
  const money = (amount: number) => formatAmount(amount, figures.currency, locale);
  const { revenue, funnel, delivery, supplier, autoRefunds } = figures;
  const attempts = figures.methods.reduce((sum, method) => sum + method.attempts, 0);
  const succeeded = figures.methods.reduce((sum, method) => sum + method.succeeded, 0);
  return (
    <>
      <dl className={styles.cards}>
        <Card title={t('revenue')} figure={money(revenue.net)} name="net">
          <span className={styles.detail}>
            {t('revenueDetail', { gross: money(revenue.gross), refunded: money(revenue.refunded) })}
          </span>
          <span className={styles.detail} data-figure="paidOrders">
            {t('paidOrders', { count: revenue.orders })}
          </span>
        </Card>
        <Card title={t('conversion')} figure={share(funnel.paid, funnel.created)}>
          <span className={styles.detail}>{t('conversionDetail', { created: funnel.created })}</span>
        </Card>
        <Card title={t('paymentSuccess')} figure={share(succeeded, attempts)}>
          <span className={styles.detail}>{t('paymentSuccessDetail', { succeeded, attempts })}</span>
        </Card>
        <Card
          title={t('delivery')}
          figure={delivery.p50Ms === null ? '—' : t('p50', { time: duration(delivery.p50Ms) })}
        >
          <span className={styles.detail}>
            {delivery.p99Ms === null
              ? t('noDeliveries')
              : t('p99', { time: duration(delivery.p99Ms), count: delivery.delivered })}
          </span>
        </Card>
        <Card title={t('supplier')} figure={supplier.failedAttempts}>
          <span className={styles.detail}>{t('supplierDetail', { orders: supplier.failedOrders })}</span>
        </Card>
        <Card title={t('autoRefunds')} figure={money(autoRefunds.amount)}>
          <span className={styles.detail}>
            {t('autoRefundsDetail', { count: autoRefunds.orders, done: autoRefunds.done })}
          </span>
          {autoRefunds.orders > 0 && (
            <span className={styles.detail}>
              {(['supplierFailed', 'outOfStock', 'couponUsed'] as const)
                .filter((reason) => autoRefunds[reason] > 0)
                .map((reason) => `${t(`reason_${reason}`)}: ${autoRefunds[reason]}`)
                .join(' · ')}
            </span>
          )}
        </Card>
      </dl>
      <div className={styles.pair}>
        <section className={styles.panel} aria-labelledby="dashboard-funnel">
          <h2 id="dashboard-funnel">{t('funnel')}</h2>
          <p className={styles.hint}>{t('funnelHint')}</p>
          <ol className={styles.funnel}>
            {(['created', 'paid', 'completed'] as const).map((step) => (
              <li key={step}>
                <span>{t(`funnel_${step}`)}</span>
                <span className={styles.bar}>
                  <span
                    style={{ inlineSize: `${funnel.created ? (funnel[step] / funnel.created) * 100 : 0}%` }}
                  />
                </span>
                <strong data-figure={`funnel-${step}`}>{funnel[step]}</strong>
                <span className={styles.detail}>{share(funnel[step], funnel.created)}</span>
              </li>
            ))}
          </ol>
          <h3>{t('statuses')}</h3>
          <dl className={styles.statuses}>
            {ORDER_STATUSES.map((status) => (
              <div key={status}>
                <dt>{t(`status_${status}`)}</dt>
                <dd data-figure={`status-${status}`}>{figures.statuses[status]}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="dashboard-methods">
          <h2 id="dashboard-methods">{t('methods')}</h2>
          {figures.methods.length === 0 ? (
            <p className={styles.hint}>{t('noPayments')}</p>
          ) : (
            <div className={styles.scroll}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('method')}</th>
                    <th scope="col">{t('attempts')}</th>
                    <th scope="col">{t('succeeded')}</th>
                    <th scope="col">{t('failedCount')}</th>
                    <th scope="col">{t('openCount')}</th>
                    <th scope="col">{t('success')}</th>
                  </tr>
                </thead>
                <tbody>
                  {figures.methods.map((method) => (
                    <tr key={method.methodId}>
                      <th scope="row">{methodName(method.methodId)}</th>
                      <td>{method.attempts}</td>
                      <td>{method.succeeded}</td>
                      <td>{method.failed}</td>
                      <td>{method.pending}</td>
                      <td>{share(method.succeeded, method.attempts)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
    </>
  );
}
