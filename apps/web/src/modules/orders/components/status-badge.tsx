'use client';

import type { OrderStatus } from '@storefront/contracts/orders';
import { useTranslations } from 'next-intl';
import styles from './status-badge.module.css';

/** The words for each status, under `orders`. */
export const STATUS_LABEL = {
  waitingPayment: 'status_waitingPayment',
  pendingShipment: 'status_pendingShipment',
  completed: 'status_completed',
  closed: 'status_closed',
  pendingRefund: 'status_pendingRefund',
  refunded: 'status_refunded',
} as const satisfies Record<OrderStatus, string>;

/** An order's status in words, coloured by what it asks of the customer. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('orders');
  return (
    <span className={styles.badge} data-status={status}>
      {t(STATUS_LABEL[status])}
    </span>
  );
}
