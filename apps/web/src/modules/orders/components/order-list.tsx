'use client';

import type { InvitationOrderList, OrderList as OrderPage } from '@storefront/contracts/orders';
import { formatAmount } from '@storefront/contracts/money';
import { useLocale, useTranslations } from 'next-intl';
import { useOrderPage } from '@/lib/api/orders';
import { LangLink, useLangPrefix } from '@/lib/i18n/lang-prefix';
import { GameImage } from '@/modules/catalog/components/game-image';
import { useCustomer } from '@/modules/account/components/use-user-info';
import { EmptyState } from '@/modules/common/components/empty-state';
import { KeyIcon } from '@/modules/common/components/icons';
import { StatusBadge } from './status-badge';
import styles from './order-list.module.css';

const PAGE_SIZE = 10;

/**
 * My Orders, or with `invite` the orders of friends who registered with the customer's invite code;
 * `pageNum` comes from the address (`?page=`), so a page can be reloaded, shared and gone back to.
 */
export function OrderList({ invite, pageNum }: { invite: boolean; pageNum: number }) {
  const t = useTranslations('orders');
  const prefix = useLangPrefix();
  const [customer] = useCustomer(prefix);
  const { data: page } = useOrderPage({ invite, pageNum, pageSize: PAGE_SIZE, enabled: Boolean(customer) });
  const pageLink = (num: number) => ({
    ...(invite ? { invite: 'true' } : {}),
    ...(num > 1 ? { page: String(num) } : {}),
  });

  if (!page)
    return (
      <p className={styles.muted} aria-busy="true">
        …
      </p>
    );
  if (page.total === 0)
    return invite ? (
      <EmptyState icon={<KeyIcon />} title={t('inviteEmpty')} text={t('inviteEmptyText')} />
    ) : (
      <EmptyState icon={<KeyIcon />} title={t('empty')} text={t('emptyText')}>
        <LangLink className="button" page="home">
          {t('shop')}
        </LangLink>
      </EmptyState>
    );

  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <div className={styles.layout}>
      <ul className={styles.list}>
        {page.list.map((order) =>
          'invitee' in order ? (
            <li key={order.orderNo} className={styles.item}>
              <InviteLine order={order} />
            </li>
          ) : (
            <li key={order.orderNo} className={styles.item}>
              <OwnLine order={order} />
            </li>
          ),
        )}
      </ul>
      {page.list.length === 0 && (
        <p className={styles.muted}>
          <LangLink page="myOrder" query={pageLink(1)}>
            {t('page', { page: 1, pages })}
          </LangLink>
        </p>
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('page', { page: pageNum, pages })}>
          <PageLink disabled={pageNum <= 1} query={pageLink(pageNum - 1)}>
            {t('previous')}
          </PageLink>
          <span>{t('page', { page: Math.min(pageNum, pages), pages })}</span>
          <PageLink disabled={pageNum >= pages} query={pageLink(pageNum + 1)}>
            {t('next')}
          </PageLink>
        </nav>
      )}
    </div>
  );
}

/** A pager's step: a link to the page's address, or a dead button at either end. */
function PageLink({
  disabled,
  query,
  children,
}: {
  disabled: boolean;
  query: Record<string, string>;
  children: string;
}) {
  if (disabled) {
    return (
      <button type="button" className="button button-quiet" disabled>
        {children}
      </button>
    );
  }
  return (
    <LangLink className="button button-quiet" page="myOrder" query={query} scroll={false}>
      {children}
    </LangLink>
  );
}

function useFormats() {
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return { locale, date: (epoch: number) => date.format(epoch) };
}

function OwnLine({ order }: { order: OrderPage['list'][number] }) {
  const { locale, date } = useFormats();
  return (
    <LangLink className={styles.line} page="orderDetail" query={{ orderNo: order.orderNo }} prefetch={false}>
      <GameImage src={order.imageUrl} size={56} />
      <span className={styles.main}>
        <span className={styles.name}>{order.productName}</span>
        <span className={styles.muted}>
          {order.skuName} × {order.quantity}
        </span>
        <span className={styles.small}>
          {date(order.createdAt)} · {order.orderNo}
        </span>
      </span>
      <span className={styles.side}>
        <StatusBadge status={order.status} />
        <strong>{formatAmount(order.payAmount, order.currency, locale)}</strong>
      </span>
    </LangLink>
  );
}

function InviteLine({ order }: { order: InvitationOrderList['list'][number] }) {
  const t = useTranslations('orders');
  const { locale, date } = useFormats();
  return (
    <div className={styles.line}>
      <span className={styles.main}>
        <span className={styles.name}>{order.productName}</span>
        <span className={styles.muted}>
          {t('invitee')}: {order.invitee}
        </span>
        <span className={styles.small}>
          {date(order.createdAt)} · {order.orderNo}
        </span>
      </span>
      <span className={styles.side}>
        <StatusBadge status={order.status} />
        <strong>{formatAmount(order.payAmount, order.currency, locale)}</strong>
      </span>
    </div>
  );
}
