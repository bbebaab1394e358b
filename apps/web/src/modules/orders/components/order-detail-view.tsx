'use client';

import type { DeliveryPromise } from '@storefront/contracts/catalog';
import type { OrderDetail } from '@storefront/contracts/orders';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect } from 'react';
import { useLangPrefix } from '@/lib/i18n/lang-prefix';
import { useOrderDetail } from '@/lib/api/orders';
import { formatAmount } from '@storefront/contracts/money';
import { reportPurchase } from '@/lib/orders/report-purchase';
import { useOrderStatus } from '@/lib/orders/use-order-status';
import { localePath } from '@/lib/routes';
import { methodKey } from '@/modules/checkout/method-name';
import { BrowserTimeZone } from '@/modules/common/components/browser-time-zone';
import { OrderFeedback } from '@/modules/support/feedback/order-feedback';
import { EditAccount } from './edit-account';
import { FriendRequest } from './friend-request';
import { OrderClaim } from './order-claim';
import { OrderCodes } from './order-codes';
import { STATUS_LABEL, StatusBadge } from './status-badge';
import { usePullToRefresh } from './use-pull-to-refresh';
import styles from './order-detail.module.css';

/** Spec section 1's promise for each kind of delivery, shown while the order is on its way. */
const PROMISE = {
  topup: 'promise_topup',
  recharge: 'promise_recharge',
  code: 'promise_code',
} as const satisfies Record<DeliveryPromise, string>;

const FAILURE = {
  supplierFailed: 'failure_supplierFailed',
  outOfStock: 'failure_outOfStock',
  operatorRefund: 'failure_operatorRefund',
  couponUsed: 'failure_couponUsed',
} as const;

/**
 * One order of the customer's: every field of spec section 3, its status kept live, the codes once
 * delivered, and what the customer can still do (pay, correct the account, withdraw coins).
 */
export function OrderDetailView({ orderNo, guest }: { orderNo: string; guest: boolean }) {
  const prefix = useLangPrefix();
  const t = useTranslations('orders');
  const live = useOrderStatus(orderNo);
  // A refund that leaves the status as it was changes the order all the same.
  const query = useOrderDetail(
    orderNo,
    `${live?.status ?? ''}:${live?.hasCodes ?? ''}:${live?.refundedAmount ?? ''}`,
  );
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const pulling = usePullToRefresh(refresh);
  const order = query.isError ? 'missing' : query.data;
  const loading = query.isFetching;

  useEffect(() => {
    if (order && order !== 'missing' && order.status === 'completed') reportPurchase(order);
  }, [order]);

  if (order === undefined) return <p className={styles.muted}>…</p>;
  if (order === 'missing')
    return (
      <div className={styles.card} role="alert">
        <h2 className={styles.cardTitle}>{t('notFound')}</h2>
        <p>{t('notFoundText')}</p>
        {/* A guest's orders live in the browser that bought them: the e-mail is the way back. */}
        {guest && (
          <>
            <p>{t('notHere')}</p>
            <Link className="button" href={localePath(prefix, 'orderLookup', { orderNo })} prefetch={false}>
              {t('findOrder')}
            </Link>
          </>
        )}
      </div>
    );

  return (
    <div className={styles.layout} aria-busy={loading}>
      {pulling && <p className={styles.pull}>{t('pullToRefresh')}</p>}
      <OrderHead order={order} onRefresh={refresh} loading={loading} />
      <Progress order={order} prefix={prefix} />
      {(order.codes.length > 0 || order.codesHidden) && (
        <OrderCodes
          orderNo={order.orderNo}
          codes={order.codes}
          hidden={order.codesHidden}
          steps={order.redemptionSteps}
        />
      )}
      {/* The sender's request goes out on delivery; the coins can be withdrawn from then on. */}
      {order.friendRequest && order.status === 'completed' && (
        <FriendRequest order={order} onWithdrawn={refresh} />
      )}
      <OrderClaim
        order={order}
        version={`${live?.status ?? ''}:${live?.hasCodes ?? ''}`}
        onSettled={refresh}
      />
      <OrderFacts order={order} onSaved={query.replace} />
      <BrowserTimeZone>
        <OrderFeedback orderNo={order.orderNo} email={order.email ?? undefined} />
      </BrowserTimeZone>
    </div>
  );
}

function OrderHead({
  order,
  onRefresh,
  loading,
}: {
  order: OrderDetail;
  onRefresh: () => void;
  loading: boolean;
}) {
  const t = useTranslations('orders');
  return (
    <header className={styles.head}>
      <div className={styles.headText}>
        <h2 className={styles.product}>{order.product.name}</h2>
        <p className={styles.muted}>
          {order.sku.name} × {order.quantity}
        </p>
      </div>
      <StatusBadge status={order.status} />
      <button type="button" className="button button-quiet" onClick={onRefresh} disabled={loading}>
        {t('refresh')}
      </button>
    </header>
  );
}

/** What happens next, in the customer's terms, for the order's status. */
function Progress({ order, prefix }: { order: OrderDetail; prefix: string }) {
  const t = useTranslations('orders');
  switch (order.status) {
    case 'waitingPayment':
      return (
        <div className={styles.notice}>
          <p>{t('waitingPayment')}</p>
          <Link className="button" href={localePath(prefix, 'payment', { orderNo: order.orderNo })}>
            {t('payNow')}
          </Link>
        </div>
      );
    case 'pendingShipment':
      return (
        <p className={styles.notice} role="status">
          {t(PROMISE[order.product.delivery])}
        </p>
      );
    case 'pendingRefund':
    case 'refunded':
      return (
        <div className={`${styles.notice} ${styles.refund}`} role="status">
          {order.failure && <p>{t(FAILURE[order.failure])}</p>}
          <p>{order.status === 'refunded' ? t('refunded') : t('refundPending')}</p>
        </div>
      );
    case 'closed':
      return <p className={styles.notice}>{t('closed')}</p>;
    default:
      return null;
  }
}

function OrderFacts({ order, onSaved }: { order: OrderDetail; onSaved: (order: OrderDetail) => void }) {
  const t = useTranslations('orders');
  const tc = useTranslations('checkout');
  const locale = useLocale();
  const money = (amount: number) => formatAmount(amount, order.currency, locale);
  const time = (epoch: number | null) =>
    epoch === null
      ? null
      : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(epoch);
  const paid = order.paidAt !== null;
  const account = order.rechargeAccount;
  const rows: [string, string | null][] = [
    [t('orderNo'), order.orderNo],
    [t('status'), t(STATUS_LABEL[order.status])],
    [t('product'), `${order.product.name} — ${order.sku.name}`],
    [t('createdAt'), time(order.createdAt)],
    [t('paidAt'), time(order.paidAt)],
    [t('completedAt'), time(order.completedAt)],
    [t('closedAt'), time(order.closedAt)],
    [t('refundRequestedAt'), time(order.refundRequestedAt)],
    [t('refundedAt'), time(order.refundedAt)],
    [t('unitPrice'), money(order.unitPrice)],
    [t('quantity'), String(order.quantity)],
    [t('productAmount'), money(order.productAmount)],
    [t('discount'), order.discountAmount > 0 ? `−${money(order.discountAmount)}` : money(0)],
    [t('handlingFee'), money(order.handlingFee)],
    [paid ? t('amountPaid') : t('payAmount'), money(order.payAmount)],
    [t('paymentMethod'), order.paymentMethod ? tc(methodKey(order.paymentMethod)) : t('none')],
    [t('coupon'), order.coupon?.name ?? t('none')],
    [t('email'), order.email],
  ];
  return (
    <>
      {account && (
        <section className={styles.card} aria-labelledby="account-title">
          <h2 id="account-title" className={styles.cardTitle}>
            {t('rechargeAccount')}
          </h2>
          <dl className={styles.facts}>
            <Fact label={t('playerId')} value={account.playerId} />
            {account.characterName && <Fact label={t('characterName')} value={account.characterName} />}
            {account.serverName && <Fact label={t('server')} value={account.serverName} />}
          </dl>
          {order.editable && <EditAccount order={order} onSaved={onSaved} />}
        </section>
      )}
      <section className={styles.card} aria-label={t('detailTitle')}>
        <dl className={styles.facts}>
          {rows.map(([label, value]) => value !== null && <Fact key={label} label={label} value={value} />)}
        </dl>
        {order.refundedAmount > 0 && order.status !== 'refunded' && (
          <p className={styles.muted}>
            {t('refundedPart', { refunded: money(order.refundedAmount), total: money(order.payAmount) })}
          </p>
        )}
      </section>
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
