'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { OrderStatus } from '@storefront/contracts/orders';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { ModalDialog } from '@/modules/common/components/modal-dialog';
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

  const refund = async (event: FormEvent) => {
    event.preventDefault();
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
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={`button button-quiet ${styles.refundTrigger}`}>
        {t('refundOrder')}
      </Dialog.Trigger>
      <ModalDialog
        title={t('refundTitle', { orderNo })}
        description={t('refundText')}
        closeLabel={t('close')}
      >
        <form className={styles.reply} onSubmit={(event) => void refund(event)}>
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
          <div className={styles.actions}>
            <button type="submit" className={`button ${styles.danger}`} disabled={busy || !reason.trim()}>
              {t('refundConfirm')}
            </button>
            <Dialog.Close className="button button-quiet" type="button">
              {t('cancel')}
            </Dialog.Close>
          </div>
        </form>
      </ModalDialog>
    </Dialog.Root>
  );
}
