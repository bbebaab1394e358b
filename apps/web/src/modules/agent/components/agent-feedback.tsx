'use client';

import { FEEDBACK_STATUS } from '@storefront/contracts/constants';
import type { Feedback } from '@storefront/contracts/support';
import type { AgentFeedback as AgentFeedbackData } from '@storefront/contracts/admin';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { StatusBadge } from '@/modules/orders/components/status-badge';
import { FeedbackThread } from '@/modules/support/feedback/feedback-thread';
import { callAdmin } from '../admin-api';
import { AgentRefund } from './agent-refund';
import styles from './agent.module.css';

interface AgentFeedbackProps {
  feedback: AgentFeedbackData;
  onChanged: (feedback: AgentFeedbackData) => void;
}

/**
 * One thread as an agent sees it: the order (never its payment or codes) with its refund while it
 * waits for delivery, the records, reply and close.
 */
export function AgentFeedback({ feedback, onChanged }: AgentFeedbackProps) {
  const t = useTranslations('agent');
  const format = useFormatter();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const closed = feedback.status === FEEDBACK_STATUS.closed;

  const reply = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    const answer = await callAdmin('feedback/reply', { orderNo: feedback.orderNo, content: text.trim() });
    setBusy(false);
    if (!answer.ok) return;
    setText('');
    onChanged(answer.data);
  };

  const close = async () => {
    setBusy(true);
    const answer = await callAdmin('feedback/close', { orderNo: feedback.orderNo });
    setBusy(false);
    if (answer.ok) onChanged(answer.data);
  };

  const { order } = feedback;
  return (
    <div className={styles.detail}>
      <h2 className={styles.title}>{feedback.productName}</h2>
      <dl className={styles.facts}>
        <dt>{t('orderNo')}</dt>
        <dd>{order.orderNo}</dd>
        <dt>{t('product')}</dt>
        <dd>
          {order.skuName} × {order.quantity}
        </dd>
        <dt>{t('orderStatus')}</dt>
        <dd className={styles.orderStatus}>
          <StatusBadge status={order.status} />
          {order.status === 'pendingShipment' && (
            <AgentRefund
              orderNo={order.orderNo}
              onRefunded={(status) => onChanged({ ...feedback, order: { ...order, status } })}
            />
          )}
        </dd>
        <dt>{t('orderDate')}</dt>
        <dd>{format.dateTime(order.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        <dt>{t('customerEmail')}</dt>
        <dd>{feedback.email}</dd>
      </dl>
      <FeedbackThread feedback={feedback satisfies Feedback} viewer="agent" />
      {!closed && (
        <form className={styles.reply} onSubmit={(event) => void reply(event)}>
          <label htmlFor={`${id}-reply`}>{t('replyLabel')}</label>
          <textarea
            id={`${id}-reply`}
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={busy || !text.trim()}>
              {t('sendReply')}
            </button>
            <button
              type="button"
              className="button button-quiet"
              disabled={busy}
              onClick={() => void close()}
            >
              {t('closeThread')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
