'use client';

import type { InvitationOrderList, OrderList as OrderPage } from '@storefront/contracts/orders';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api/browser';
import { formatAmount } from '@storefront/contracts/money';
import { localePath } from '@/lib/routes';
import { GameImage } from '@/modules/catalog/components/game-image';
import { useCustomer } from '@/modules/account/components/use-user-info';
import { EmptyState } from '@/modules/common/components/empty-state';
import { KeyIcon } from '@/modules/common/components/icons';
import { StatusBadge } from './status-badge';
import styles from './order-list.module.css';

const PAGE_SIZE = 10;

/** My Orders, or with `invite` the orders of friends who registered with the customer's invite code. */
export function OrderList({ prefix, invite }: { prefix: string; invite: boolean }) {
  const t = useTranslations('orders');
  const [customer] = useCustomer(prefix);
  const [pageNum, setPageNum] = useState(1);
  const [page, setPage] = useState<OrderPage | InvitationOrderList>();

  useEffect(() => {
    if (!customer) return;
    let live = true;
    const request = { pageNum, pageSize: PAGE_SIZE };
    const call = invite
      ? callApi('order/getInvitationOrderList', request)
      : callApi('order/orderList', request);
    void call.then((answer) => {
      if (live && answer.ok) setPage(answer.data);
    });
    return () => {
      live = false;
    };
  }, [customer, invite, pageNum]);

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
        <Link className="button" href={localePath(prefix, 'home')}>
          {t('shop')}
        </Link>
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
              <OwnLine order={order} prefix={prefix} />
            </li>
          ),
        )}
      </ul>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('page', { page: pageNum, pages })}>
          <button
            type="button"
            className="button button-quiet"
            disabled={pageNum <= 1}
            onClick={() => setPageNum(pageNum - 1)}
          >
            {t('previous')}
          </button>
          <span>{t('page', { page: pageNum, pages })}</span>
          <button
            type="button"
            className="button button-quiet"
            disabled={pageNum >= pages}
            onClick={() => setPageNum(pageNum + 1)}
          >
            {t('next')}
          </button>
        </nav>
      )}
    </div>
  );
}

function useFormats() {
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return { locale, date: (epoch: number) => date.format(epoch) };
}

function OwnLine({ order, prefix }: { order: OrderPage['list'][number]; prefix: string }) {
  const { locale, date } = useFormats();
  return (
    <Link
      className={styles.line}
      href={localePath(prefix, 'orderDetail', { orderNo: order.orderNo })}
      prefetch={false}
    >
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
    </Link>
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
