'use client';

import {
  MAX_CUSTOMER_QUERY_CHARS,
  type ConsoleCustomerListItem,
} from '@storefront/contracts/console-customers';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Refused } from '../console-api';
import shared from '../components/console.module.css';
import { Refusal } from '../components/problem';
import { useCustomerSearch } from './customers-api';
import { CustomerState, Moment } from './customer-bits';
import styles from './customers.module.css';

interface Search {
  query: string;
  disabledOnly: boolean;
}

/** The search as the address keeps it (`?q=…&disabled=1`): back from a customer, it is still there. */
function searchInAddress(): Search {
  const params = new URLSearchParams(window.location.search);
  return { query: params.get('q') ?? '', disabledOnly: params.get('disabled') === '1' };
}

function keepInAddress({ query, disabledOnly }: Search) {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (disabledOnly) params.set('disabled', '1');
  const search = params.toString();
  window.history.replaceState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
}

/**
 * Owners and operators: customers by e-mail (its start will do), id or invite code; with nothing
 * typed, the newest registered accounts. Each opens the customer's page.
 */
export function CustomerList({ lang }: { lang: string }) {
  const t = useTranslations('consoleCustomers');
  const id = useId();
  // Drawn in the browser only (the console waits for its session), so the address can be read at once.
  const [search, setSearch] = useState<Search>(searchInAddress);
  const [draft, setDraft] = useState<Search>(search);
  const pages = useCustomerSearch(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { query: draft.query.trim(), disabledOnly: draft.disabledOnly };
    keepInAddress(next);
    setSearch(next);
  };
  const list = pages.data?.pages.flatMap((page) => page.list) ?? [];
  const heading = search.query ? t('results') : search.disabledOnly ? t('disabledAccounts') : t('newest');
  return (
    <>
      <form className={styles.search} role="search" onSubmit={submit}>
        <div className={shared.field}>
          <label htmlFor={`${id}-query`}>{t('searchLabel')}</label>
          <input
            id={`${id}-query`}
            type="search"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            maxLength={MAX_CUSTOMER_QUERY_CHARS}
            value={draft.query}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setDraft({ ...draft, query: event.target.value })}
          />
          <p id={`${id}-hint`} className={shared.muted}>
            {t('searchHint')}
          </p>
        </div>
        <label className={shared.check}>
          <input
            type="checkbox"
            checked={draft.disabledOnly}
            onChange={(event) => setDraft({ ...draft, disabledOnly: event.target.checked })}
          />
          {t('disabledOnly')}
        </label>
        <button type="submit" className="button">
          {t('search')}
        </button>
      </form>
      <h3>{heading}</h3>
      {pages.error instanceof Refused ? (
        <Refusal error={pages.error} />
      ) : pages.isPending ? (
        <p role="status">{t('searching')}</p>
      ) : list.length === 0 ? (
        <p role="status">{search.query ? t('noMatch', { query: search.query }) : t('noCustomers')}</p>
      ) : (
        <ul className={styles.results} aria-label={heading}>
          {list.map((customer) => (
            <CustomerRow key={customer.customerId} customer={customer} lang={lang} />
          ))}
        </ul>
      )}
      {pages.hasNextPage && (
        <button
          type="button"
          className="button button-quiet"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {pages.isFetchingNextPage ? t('searching') : t('more')}
        </button>
      )}
    </>
  );
}

function CustomerRow({ customer, lang }: { customer: ConsoleCustomerListItem; lang: string }) {
  const t = useTranslations('consoleCustomers');
  const name = customer.email ?? t('noEmail');
  return (
    <li className={styles.result}>
      <div className={shared.identity}>
        <a href={`/${lang}/console/customers/${encodeURIComponent(customer.customerId)}`}>
          <strong>{name}</strong>
        </a>
        <span className={`${shared.muted} ${styles.id}`}>{customer.customerId}</span>
      </div>
      <dl className={shared.cell}>
        <dt>{t('kind')}</dt>
        <dd>{t(`kind_${customer.kind}`)}</dd>
      </dl>
      <dl className={shared.cell}>
        <dt>{t('status')}</dt>
        <dd>
          <CustomerState disabled={customer.disabled} />
        </dd>
      </dl>
      <dl className={shared.cell}>
        <dt>{t('orders')}</dt>
        <dd>{customer.orders}</dd>
      </dl>
      <dl className={shared.cell}>
        <dt>{t('created')}</dt>
        <dd>
          <Moment at={customer.createdAt} />
        </dd>
      </dl>
    </li>
  );
}
