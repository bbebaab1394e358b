'use client';

import type { OrderActionDone, OrderActionName } from '@storefront/contracts/console-order-actions';
import type { ConsoleOrderDetail } from '@storefront/contracts/console-orders';
import { formatAmount } from '@storefront/contracts/money';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import shared from '../components/console.module.css';
import { ActionDialog } from './action-dialog';
import styles from './order-actions.module.css';

/** Products the supplier credits (the others are codes from the stock). */
const TOP_UP_KINDS: readonly string[] = ['topup', 'live_stream'];
/** As the delivery sweep counts it: a paid order undelivered this long has lost its delivery. */
const STUCK_AFTER_MS = 5 * 60_000;

/** The actions that apply to the order as it stands, in the panel's order. */
export function actionsFor(order: ConsoleOrderDetail, now = Date.now()): OrderActionName[] {
  const topUp = TOP_UP_KINDS.includes(order.product.kind);
  const waiting = order.status === 'pendingShipment';
  const stuck = order.paidAt !== null && now - order.paidAt > STUCK_AFTER_MS;
  const left = order.payAmount - order.refundedAmount;
  const asks = order.product.asks.playerId || order.product.asks.server;
  const actions: OrderActionName[] = [];
  if (order.status === 'completed' && order.email) actions.push('resendReceipt');
  if (waiting && topUp && (order.delivery?.lastError || stuck)) actions.push('retryDelivery');
  if (waiting && topUp) actions.push('markDelivered');
  if ((waiting || order.status === 'completed') && left > 0) actions.push('refund');
  if ((waiting || order.status === 'waitingPayment') && asks) actions.push('correctAccount');
  return actions;
}

/**
 * The order page's actions: a button for each that applies to the order now, each opening a dialog
 * that asks why (and what it needs); what the store did shows under them, then the page reloads.
 */
export function OrderActions({ order, onChanged }: { order: ConsoleOrderDetail; onChanged: () => void }) {
  const t = useTranslations('consoleOrders');
  const locale = useLocale();
  const id = useId();
  const [open, setOpen] = useState<OrderActionName>();
  const [notice, setNotice] = useState<string>();
  const actions = actionsFor(order);
  const running = order.delivery?.running === true;

  const done = (result: OrderActionDone) => {
    setOpen(undefined);
    const amount = result.refund && formatAmount(result.refund.amount, order.currency, locale);
    setNotice(
      result.action === 'refund'
        ? t(result.refund?.status === 'succeeded' ? 'refund_done' : 'refund_asked', { amount: amount ?? '' })
        : t(`action_done_${result.action}`),
    );
    onChanged();
  };

  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel}>
      <h2 id={`${id}-title`}>{t('action_title')}</h2>
      {running && <p className={shared.muted}>{t('action_running')}</p>}
      {actions.length === 0 ? (
        <p className={shared.muted}>{t('action_none')}</p>
      ) : (
        <div className={styles.buttons}>
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'refund' ? 'button' : 'button button-quiet'}
              onClick={() => {
                setNotice(undefined);
                setOpen(action);
              }}
            >
              {t(`action_${action}`)}
            </button>
          ))}
        </div>
      )}
      <p className={shared.muted} role="status">
        {notice}
      </p>
      {open && (
        <ActionDialog
          key={open}
          action={open}
          order={order}
          onDone={done}
          onClose={() => setOpen(undefined)}
        />
      )}
    </section>
  );
}
