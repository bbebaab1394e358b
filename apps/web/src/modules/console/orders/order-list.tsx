'use client';

import { ORDER_STATUSES } from '@storefront/contracts/orders';
import type { ConsoleOrderRow } from '@storefront/contracts/console-orders';
import { formatAmount } from '@storefront/contracts/money';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useCatalogueList } from '../catalogue/catalogue-api';
import { Refused } from '../console-api';
import shared from '../components/console.module.css';
import { Problem, Refusal } from '../components/problem';
import { download } from '../stock/stock-api';
import {
  exportOrders,
  FILTER_FIELDS,
  filterOf,
  listQueryOf,
  useOrderSearch,
  type ListQuery,
} from './orders-api';
import { OrderStatusBadge, useTimeText } from './order-words';
import styles from './orders.module.css';

/**
 * The console's orders: a search by number, e-mail, player id, payment id, product, status and
 * dates, newest first, a page at a time. The filters and the page live in the URL, so a link, a
 * reload and the back button all show the same orders.
 */
export function OrderList({ lang }: { lang: string }) {
  const t = useTranslations('consoleOrders');
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const query = listQueryOf(new URLSearchParams(params.toString()));
  const found = useOrderSearch(query);
  const [exporting, setExporting] = useState(false);
  const [exportProblem, setExportProblem] = useState<string>();
  const [exported, setExported] = useState<string>();

  const go = (next: ListQuery) => {
    const search = new URLSearchParams(Object.entries(next).filter(([, value]) => value)).toString();
    router.push(search ? `${pathname}?${search}` : pathname);
  };
  const { after: _after, before: _before, ...filter } = query;
  const filtered = Object.keys(filter).length > 0;

  const exportCsv = async () => {
    setExporting(true);
    setExportProblem(undefined);
    setExported(undefined);
    try {
      const { fileName, file } = await exportOrders(filterOf(filter));
      download(fileName, file);
      setExported(t('list_exported', { file: fileName }));
    } catch (error) {
      setExportProblem(error instanceof Refused ? error.message : t('list_exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const data = found.data;
  return (
    <>
      <Filters key={params.toString()} query={query} onSearch={go} />
      <div className={styles.resultBar}>
        <p className={shared.muted} aria-live="polite">
          {data &&
            (data.matches.atLeast
              ? t('list_countMore', { count: data.matches.count })
              : t('list_count', { count: data.matches.count }))}
        </p>
        <div className={shared.actions}>
          {filtered && (
            <button type="button" className="button button-quiet" onClick={() => go({})}>
              {t('list_clear')}
            </button>
          )}
          <button
            type="button"
            className="button button-quiet"
            disabled={exporting || !data || data.list.length === 0}
            onClick={() => void exportCsv()}
          >
            {exporting ? t('list_exporting') : t('list_export')}
          </button>
        </div>
      </div>
      <Problem text={exportProblem} />
      <p className={shared.muted} role="status">
        {exported}
      </p>
      <Refusal error={found.error} />
      {found.isPending && <p className={shared.muted}>{t('list_loading')}</p>}
      {data && data.list.length === 0 && (
        <div className={styles.empty}>
          <p>{filtered ? t('list_noMatch') : t('list_none')}</p>
        </div>
      )}
      {data && data.list.length > 0 && (
        <>
          <OrderTable lang={lang} rows={data.list} busy={found.isFetching} />
          <nav className={styles.pages} aria-label={t('list_pages')}>
            {(query.after || query.before) && (
              <Link className="button button-quiet" href={hrefOf(pathname, filter)}>
                {t('list_first')}
              </Link>
            )}
            {data.newer && (
              <Link
                className="button button-quiet"
                href={hrefOf(pathname, { ...filter, before: data.newer })}
              >
                {t('list_newer')}
              </Link>
            )}
            {data.older && (
              <Link className="button button-quiet" href={hrefOf(pathname, { ...filter, after: data.older })}>
                {t('list_older')}
              </Link>
            )}
          </nav>
        </>
      )}
    </>
  );
}

function hrefOf(pathname: string, query: ListQuery): string {
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value)).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The filters' form, filled from the URL; searching writes them back to it (from the first page). */
function Filters({ query, onSearch }: { query: ListQuery; onSearch: (query: ListQuery) => void }) {
  const t = useTranslations('consoleOrders');
  const id = useId();
  const products = useCatalogueList();
  const text = (field: 'orderNo' | 'email' | 'playerId' | 'paymentId', type = 'search') => (
    <div className={shared.field}>
      <label htmlFor={`${id}-${field}`}>{t(`list_${field}`)}</label>
      <input id={`${id}-${field}`} name={field} type={type} defaultValue={query[field] ?? ''} />
    </div>
  );
  return (
    <form
      role="search"
      aria-label={t('list_search')}
      className={`${shared.filters} ${styles.filters}`}
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        onSearch(
          Object.fromEntries(FILTER_FIELDS.map((field) => [field, String(form.get(field) ?? '').trim()])),
        );
      }}
    >
      {text('orderNo')}
      {text('email')}
      {text('playerId')}
      {text('paymentId')}
      <div className={shared.field}>
        <label htmlFor={`${id}-product`}>{t('list_product')}</label>
        <select id={`${id}-product`} name="product" defaultValue={query.product ?? ''}>
          <option value="">{t('list_anyProduct')}</option>
          {query.product && !products.data?.list.some((item) => item.slug === query.product) && (
            <option value={query.product}>{query.product}</option>
          )}
          {products.data?.list.map((item) => (
            <option key={item.slug} value={item.slug}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <div className={shared.field}>
        <label htmlFor={`${id}-status`}>{t('list_status')}</label>
        <select id={`${id}-status`} name="status" defaultValue={query.status ?? ''}>
          <option value="">{t('list_anyStatus')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status_${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={shared.field}>
        <label htmlFor={`${id}-from`}>{t('list_from')}</label>
        <input id={`${id}-from`} name="from" type="date" defaultValue={query.from ?? ''} />
      </div>
      <div className={shared.field}>
        <label htmlFor={`${id}-to`}>{t('list_to')}</label>
        <input id={`${id}-to`} name="to" type="date" defaultValue={query.to ?? ''} />
      </div>
      <button type="submit" className="button">
        {t('list_search')}
      </button>
    </form>
  );
}

/** The results: a table on a wide screen, a card an order on a phone (the same markup). */
function OrderTable({ lang, rows, busy }: { lang: string; rows: ConsoleOrderRow[]; busy: boolean }) {
  const t = useTranslations('consoleOrders');
  const locale = useLocale();
  const time = useTimeText();
  return (
    <table className={styles.table} aria-busy={busy}>
      <thead>
        <tr>
          <th scope="col">{t('list_colOrder')}</th>
          <th scope="col">{t('list_colCreated')}</th>
          <th scope="col">{t('list_colStatus')}</th>
          <th scope="col">{t('list_colProduct')}</th>
          <th scope="col">{t('list_colCustomer')}</th>
          <th scope="col" className={styles.amount}>
            {t('list_colAmount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.orderNo}>
            <td data-label={t('list_colOrder')}>
              <Link className={styles.orderNo} href={`/${lang}/console/orders/${row.orderNo}`}>
                {row.orderNo}
              </Link>
            </td>
            <td data-label={t('list_colCreated')}>{time(row.createdAt)}</td>
            <td data-label={t('list_colStatus')}>
              <OrderStatusBadge status={row.status} />
            </td>
            <td data-label={t('list_colProduct')}>
              {row.productName}
              <span className={shared.muted}>
                {' '}
                · {row.skuName}
                {row.quantity > 1 && ` × ${row.quantity}`}
              </span>
            </td>
            <td data-label={t('list_colCustomer')} className={styles.customer}>
              <span>{row.email ?? (row.guest ? t('guest') : '—')}</span>
              {row.playerId && <span className={shared.muted}>{t('list_player', { id: row.playerId })}</span>}
            </td>
            <td data-label={t('list_colAmount')} className={styles.amount}>
              {formatAmount(row.payAmount, row.currency, locale)}
              {row.refundedAmount > 0 && (
                <span className={styles.refunded}>
                  {t('list_refunded', { amount: formatAmount(row.refundedAmount, row.currency, locale) })}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
