'use client';

import type { OrderStatus } from '@storefront/contracts/orders';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import badge from '@/modules/orders/components/status-badge.module.css';

/** An order's status in the console's words, coloured as the storefront colours it. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('consoleOrders');
  return (
    <span className={badge.badge} data-status={status}>
      {t(`status_${status}`)}
    </span>
  );
}

/**
 * A moment as date and time in the browser's own zone: the console's lists are filled in the
 * browser, never rendered by the server, so no other zone is ever involved.
 */
export function useTimeText(): (at: number) => string {
  const locale = useLocale();
  const format = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }),
    [locale],
  );
  return (at) => format.format(new Date(at));
}

/** A payment method's name as the payment page gives it, else its id. */
export function useMethodName(): (id: string | null) => string {
  const t = useTranslations('checkout');
  return (id) => {
    if (!id) return '—';
    const key = `method_${id}` as 'method_card';
    return t.has(key) ? t(key) : id;
  };
}
