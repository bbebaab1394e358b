'use client';

import { ERROR } from '@storefront/contracts/constants';
import type { ConsoleOrderDetail } from '@storefront/contracts/console-orders';
import { formatAmount } from '@storefront/contracts/money';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Refused } from '../console-api';
import shared from '../components/console.module.css';
import { Refusal } from '../components/problem';
import { OrderActions } from './order-actions';
import { useConsoleOrder } from './orders-api';
import { OrderTimeline } from './order-timeline';
import { OrderStatusBadge, useMethodName, useTimeText } from './order-words';
import styles from './orders.module.css';

/** One order: what it is, who it is for, its amounts, the actions on it and everything that happened to it. */
export function OrderDetail({ lang, orderNo }: { lang: string; orderNo: string }) {
  const t = useTranslations('consoleOrders');
  const found = useConsoleOrder(orderNo);
  const back = (
    <Link href={`/${lang}/console/orders`} className={styles.back}>
      {t('detail_back')}
    </Link>
  );
  if (found.error instanceof Refused && found.error.code === ERROR.ORDER_NOT_FOUND) {
    return (
      <>
        {back}
        <h2>{t('detail_notFound')}</h2>
        <p>{t('detail_notFoundText', { orderNo })}</p>
      </>
    );
  }
  if (!found.data) {
    return (
      <>
        {back}
        <Refusal error={found.error} />
        {found.isPending && <p className={shared.muted}>{t('list_loading')}</p>}
      </>
    );
  }
  const { order, timeline } = found.data;
  return (
    <>
      {back}
      <header className={styles.detailHead}>
        <h2>
          {t('detail_title')} <span className={styles.orderNo}>{order.orderNo}</span>
        </h2>
        <OrderStatusBadge status={order.status} />
        {order.failure && <span className={styles.failure}>{t(`failure_${order.failure}`)}</span>}
      </header>
      <div className={styles.sections}>
        <Summary order={order} />
        <Amounts order={order} />
        <Customer lang={lang} order={order} />
      </div>
      <OrderActions order={order} onChanged={() => void found.refetch()} />
      <OrderTimeline order={order} timeline={timeline} />
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h3>{title}</h3>
      <dl className={styles.facts}>{children}</dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Summary({ order }: { order: ConsoleOrderDetail }) {
  const t = useTranslations('consoleOrders');
  const time = useTimeText();
  const when = (at: number | null) => (at === null ? '—' : time(at));
  return (
    <Section title={t('detail_summary')}>
      <Fact label={t('detail_product')}>{order.product.name}</Fact>
      <Fact label={t('detail_sku')}>
        {order.sku.name} × {order.quantity}
      </Fact>
      <Fact label={t('detail_delivery')}>{t(`delivery_${order.product.deliveryMode}`)}</Fact>
      <Fact label={t('detail_created')}>{when(order.createdAt)}</Fact>
      <Fact label={t('detail_paid')}>{when(order.paidAt)}</Fact>
      {order.completedAt !== null && <Fact label={t('detail_completed')}>{when(order.completedAt)}</Fact>}
      {order.closedAt !== null && <Fact label={t('detail_closed')}>{when(order.closedAt)}</Fact>}
      {order.refundedAt !== null && <Fact label={t('detail_refundedAt')}>{when(order.refundedAt)}</Fact>}
      {order.codeCount > 0 && <Fact label={t('detail_codes')}>{order.codeCount}</Fact>}
    </Section>
  );
}

function Amounts({ order }: { order: ConsoleOrderDetail }) {
  const t = useTranslations('consoleOrders');
  const locale = useLocale();
  const methodName = useMethodName();
  const money = (minor: number) => formatAmount(minor, order.currency, locale);
  return (
    <Section title={t('detail_amounts')}>
      <Fact label={t('detail_unitPrice')}>{money(order.unitPrice)}</Fact>
      <Fact label={t('detail_productAmount')}>{money(order.productAmount)}</Fact>
      {order.discountAmount > 0 && <Fact label={t('detail_discount')}>− {money(order.discountAmount)}</Fact>}
      {order.handlingFee > 0 && <Fact label={t('detail_fee')}>{money(order.handlingFee)}</Fact>}
      <Fact label={t('detail_payAmount')}>
        <strong>{money(order.payAmount)}</strong>
      </Fact>
      <Fact label={t('detail_refunded')}>
        <span className={order.refundedAmount > 0 ? styles.refunded : undefined}>
          {money(order.refundedAmount)}
        </span>
      </Fact>
      <Fact label={t('detail_method')}>{methodName(order.paymentMethod)}</Fact>
      {order.coupon && <Fact label={t('detail_coupon')}>{order.coupon.name ?? order.coupon.id}</Fact>}
    </Section>
  );
}

function Customer({ lang, order }: { lang: string; order: ConsoleOrderDetail }) {
  const t = useTranslations('consoleOrders');
  const account = order.rechargeAccount;
  return (
    <Section title={t('detail_customer')}>
      <Fact label={t('detail_email')}>{order.email ?? '—'}</Fact>
      <Fact label={t('detail_account')}>
        <Link href={`/${lang}/console/customers/${order.customer.id}`}>
          {order.customer.guest ? t('guest') : (order.customer.email ?? order.customer.id)}
        </Link>
        {order.customer.disabled && <span className={styles.failure}> {t('detail_disabled')}</span>}
      </Fact>
      <Fact label={t('detail_region')}>
        {order.region} · {order.lang}
      </Fact>
      {account && (
        <>
          <Fact label={t('detail_playerId')}>
            <span className={styles.orderNo}>{account.playerId ?? '—'}</span>
          </Fact>
          {order.product.asks.server && (
            <Fact label={t('detail_server')}>{account.serverName ?? account.serverId ?? '—'}</Fact>
          )}
          {account.characterName && <Fact label={t('detail_character')}>{account.characterName}</Fact>}
        </>
      )}
    </Section>
  );
}
