'use client';

import type { OrderStatus } from '@storefront/contracts/orders';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/modules/common/components/confirm-dialog';
import { callAdmin } from '../admin-api';
import styles from './agent.module.css';

/** As the API's order/refund contract: a longer reason is refused. */
const MAX_REASON_CHARS = 500;

/**
 * "Refund order" for an order waiting for delivery: the agent gives a reason (kept by the store,
 * never shown to the customer) and confirms; the payments job gives the money back.
 */
export function AgentRefund({
  orderNo,
  onRefunded,
}: {
  orderNo: string;
  onRefunded: (status: OrderStatus) => void;
}) {
  const t = useTranslations('agent');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const refund = async () => {
    if (!reason.trim()) return;
    setBusy(true);
    const answer = await callAdmin('order/refund', { orderNo, reason: reason.trim() });
    setBusy(false);
    // A refusal is a toast (callAdmin); the dialog stays open to try again or cancel.
    if (!answer.ok) return;
    setOpen(false);
    setReason('');
    onRefunded(answer.data.status);
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{ label: t('refundOrder'), className: `button button-quiet ${styles.refundTrigger}` }}
      title={t('refundTitle', { orderNo })}
      description={t('refundText')}
      closeLabel={t('close')}
      confirmLabel={t('refundConfirm')}
      cancelLabel={t('cancel')}
      danger
      busy={busy}
      className={styles.reply}
      confirmDisabled={!reason.trim()}
      onConfirm={() => void refund()}
    >
      <label htmlFor={`${id}-reason`}>{t('refundReason')}</label>
      <textarea
        id={`${id}-reason`}
        rows={3}
        required
        maxLength={MAX_REASON_CHARS}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <p className={styles.muted}>{t('refundReasonPrivate')}</p>
    </ConfirmDialog>
  );
}
