'use client';

import {
  STUCK_DELIVERY_MINUTES,
  type CurrencyFigures,
  type LowStockSku,
  type StuckOrders as Stuck,
} from '@storefront/contracts/console-dashboard';
import { formatAmount } from '@storefront/contracts/money';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './dashboard.module.css';

/** The period's best sellers in the currency, by units or by revenue. */
export function BestSellers({ figures }: { figures: CurrencyFigures }) {
  const t = useTranslations('consoleDashboard');
  const locale = useLocale();
  const [by, setBy] = useState<'units' | 'revenue'>('units');
  const sorted = [...figures.bestSellers]
    .sort((a, b) => (by === 'units' ? b.units - a.units : b.revenue - a.revenue))
    .slice(0, 10);
  return (
    <section className={styles.panel} aria-labelledby="dashboard-sellers">
      <div className={styles.panelHead}>
        <h2 id="dashboard-sellers">{t('bestSellers')}</h2>
        <div role="group" aria-label={t('sortBy')} className={styles.switcher}>
          {(['units', 'revenue'] as const).map((name) => (
            <button key={name} type="button" aria-pressed={by === name} onClick={() => setBy(name)}>
              {t(`by_${name}`)}
            </button>
          ))}
        </div>
      </div>
      {sorted.length === 0 ? (
        <p className={styles.hint}>{t('noSales')}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('product')}</th>
                <th scope="col">{t('units')}</th>
                <th scope="col">{t('orders')}</th>
                <th scope="col">{t('revenueColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((seller) => (
                <tr key={seller.skuId}>
                  <th scope="row">
                    {seller.product} <span className={styles.detail}>{seller.sku}</span>
                  </th>
                  <td>{seller.units}</td>
                  <td>{seller.orders}</td>
                  <td>{formatAmount(seller.revenue, figures.currency, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** What is stuck now: each order linked to its page in the console. */
export function StuckOrders({ stuck, lang, timeZone }: { stuck: Stuck; lang: string; timeZone: string }) {
  const t = useTranslations('consoleDashboard');
  const format = useFormatter();
  const locale = useLocale();
  const when = (at: number) => format.dateTime(at, { dateStyle: 'short', timeStyle: 'short', timeZone });
  const link = (orderNo: string) => <a href={`/${lang}/console/orders/${orderNo}`}>{orderNo}</a>;
  const none = stuck.deliveriesTotal + stuck.refundsTotal === 0;
  return (
    <section className={styles.panel} aria-labelledby="dashboard-stuck" data-stuck={!none}>
      <h2 id="dashboard-stuck">
        {t('stuck')}
        {!none && <span className={styles.alert}>{stuck.deliveriesTotal + stuck.refundsTotal}</span>}
      </h2>
      <p className={styles.hint}>{t('stuckHint', { minutes: STUCK_DELIVERY_MINUTES })}</p>
      {none ? (
        <p>{t('noStuck')}</p>
      ) : (
        <>
          {stuck.deliveriesTotal > 0 && (
            <>
              <h3>{t('stuckDeliveries', { count: stuck.deliveriesTotal })}</h3>
              <ul className={styles.items}>
                {stuck.deliveries.map((item) => (
                  <li key={item.orderNo}>
                    {link(item.orderNo)}
                    <span className={styles.detail}>{t('paidAt', { time: when(item.paidAt) })}</span>
                  </li>
                ))}
              </ul>
              {stuck.deliveriesTotal > stuck.deliveries.length && (
                <p className={styles.hint}>
                  {t('more', { count: stuck.deliveriesTotal - stuck.deliveries.length })}
                </p>
              )}
            </>
          )}
          {stuck.refundsTotal > 0 && (
            <>
              <h3>{t('stuckRefunds', { count: stuck.refundsTotal })}</h3>
              <ul className={styles.items}>
                {stuck.refunds.map((item) => (
                  <li key={item.refundId ?? item.orderNo}>
                    {link(item.orderNo)}
                    <span className={styles.detail}>
                      {t('refundOf', {
                        amount: formatAmount(item.amount, item.currency, locale),
                        time: when(item.requestedAt),
                      })}
                    </span>
                  </li>
                ))}
              </ul>
              {stuck.refundsTotal > stuck.refunds.length && (
                <p className={styles.hint}>
                  {t('more', { count: stuck.refundsTotal - stuck.refunds.length })}
                </p>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}

/** Code SKUs below their low-stock threshold, fewest codes first. */
export function LowStock({ list, lang }: { list: LowStockSku[]; lang: string }) {
  const t = useTranslations('consoleDashboard');
  return (
    <section className={styles.panel} aria-labelledby="dashboard-low">
      <h2 id="dashboard-low">
        {t('lowStock')}
        {list.length > 0 && <span className={styles.alert}>{list.length}</span>}
      </h2>
      {list.length === 0 ? (
        <p>{t('noLowStock')}</p>
      ) : (
        <ul className={styles.items}>
          {list.map((sku) => (
            <li key={sku.skuId}>
              <span>
                {sku.product} <span className={styles.detail}>{sku.sku}</span>
              </span>
              <span className={styles.detail}>
                {t('lowStockLine', { free: sku.free, threshold: sku.threshold })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={`/${lang}/console/stock`}>{t('openStock')}</a>
      </p>
    </section>
  );
}
