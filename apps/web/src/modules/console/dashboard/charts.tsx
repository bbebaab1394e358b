'use client';

import type { CurrencyFigures } from '@storefront/contracts/console-dashboard';
import { formatAmount } from '@storefront/contracts/money';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Bar } from 'react-chartjs-2';
import styles from './dashboard.module.css';

// Only the parts these bar charts draw: chart.js leaves the rest out of the bundle.
ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const BRAND = '#3f2ee0';
const SOFT = '#a9a1f5';
const DANGER = '#b42318';

/**
 * Money and orders per hour (today) or per day, drawn on canvases; each chart's figures are also a
 * table for screen readers and for reading exact values.
 */
export function Charts({
  figures,
  bucket,
  timeZone,
}: {
  figures: CurrencyFigures;
  bucket: 'hour' | 'day';
  timeZone: string;
}) {
  const t = useTranslations('consoleDashboard');
  const format = useFormatter();
  const locale = useLocale();
  const { currency, series } = figures;
  const labels = series.map((point) =>
    format.dateTime(
      point.at,
      bucket === 'hour'
        ? { hour: '2-digit', minute: '2-digit', timeZone }
        : { day: 'numeric', month: 'short', timeZone },
    ),
  );
  const major = (amount: number) => amount / 10 ** currency.minorUnits;
  const money = (amount: number) => formatAmount(amount, currency, locale);
  const shortMoney = (value: number) =>
    format.number(value, { style: 'currency', currency: currency.code, notation: 'compact' });
  const common = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: { legend: { position: 'bottom' } },
  } as const;
  return (
    <div className={styles.pair}>
      <figure className={styles.panel}>
        <figcaption>
          <h2>{t(`chartRevenue_${bucket}`)}</h2>
        </figcaption>
        <div className={styles.chart}>
          <Bar
            role="img"
            aria-label={t(`chartRevenue_${bucket}`)}
            data={{
              labels,
              datasets: [
                {
                  label: t('seriesNet'),
                  data: series.map((point) => major(point.gross - point.refunded)),
                  backgroundColor: BRAND,
                },
                {
                  label: t('seriesRefunded'),
                  data: series.map((point) => major(point.refunded)),
                  backgroundColor: DANGER,
                },
              ],
            }}
            options={{
              ...common,
              scales: {
                x: { stacked: true, grid: { display: false } },
                y: { stacked: true, ticks: { callback: (value) => shortMoney(Number(value)) } },
              },
              plugins: {
                ...common.plugins,
                tooltip: {
                  callbacks: {
                    label: (item) =>
                      `${item.dataset.label}: ${money(Math.round(Number(item.raw) * 10 ** currency.minorUnits))}`,
                  },
                },
              },
            }}
          />
        </div>
        <SeriesTable
          caption={t(`chartRevenue_${bucket}`)}
          labels={labels}
          columns={[
            { name: t('seriesNet'), values: series.map((point) => money(point.gross - point.refunded)) },
            { name: t('seriesRefunded'), values: series.map((point) => money(point.refunded)) },
          ]}
        />
      </figure>
      <figure className={styles.panel}>
        <figcaption>
          <h2>{t(`chartOrders_${bucket}`)}</h2>
        </figcaption>
        <div className={styles.chart}>
          <Bar
            role="img"
            aria-label={t(`chartOrders_${bucket}`)}
            data={{
              labels,
              datasets: [
                {
                  label: t('seriesCreated'),
                  data: series.map((point) => point.created),
                  backgroundColor: SOFT,
                },
                { label: t('seriesPaid'), data: series.map((point) => point.paid), backgroundColor: BRAND },
              ],
            }}
            options={{
              ...common,
              scales: { x: { grid: { display: false } }, y: { beginAtZero: true, ticks: { precision: 0 } } },
            }}
          />
        </div>
        <SeriesTable
          caption={t(`chartOrders_${bucket}`)}
          labels={labels}
          columns={[
            { name: t('seriesCreated'), values: series.map((point) => String(point.created)) },
            { name: t('seriesPaid'), values: series.map((point) => String(point.paid)) },
          ]}
        />
      </figure>
    </div>
  );
}

function SeriesTable({
  caption,
  labels,
  columns,
}: {
  caption: string;
  labels: string[];
  columns: { name: string; values: string[] }[];
}) {
  const t = useTranslations('consoleDashboard');
  return (
    <details className={styles.asTable}>
      <summary>{t('asTable')}</summary>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('when')}</th>
              {columns.map((column) => (
                <th key={column.name} scope="col">
                  {column.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={label + i}>
                <th scope="row">{label}</th>
                {columns.map((column) => (
                  <td key={column.name}>{column.values[i]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
