'use client';

import type { Feedback } from '@storefront/contracts/support';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { callApi } from '@/lib/api/browser';
import { startSession } from '@/lib/session/login';
import { FeedbackForm } from './feedback-form';
import { FeedbackThread } from './feedback-thread';
import { onReply, replySeen } from './replies';
import styles from './feedback.module.css';

interface OrderFeedbackProps {
  orderNo: string;
  /** The order's receipt e-mail, offered as the feedback's. */
  email?: string;
}

/**
 * Feedback on an order, on its detail page: a way in when there is none yet, else the thread, kept
 * current by the reply watcher, with a form to ask again.
 */
export function OrderFeedback({ orderNo, email }: OrderFeedbackProps) {
  const t = useTranslations('support');
  const [feedback, setFeedback] = useState<Feedback | null>();
  const [writing, setWriting] = useState(false);
  const headingId = useId();

  useEffect(() => {
    let live = true;
    void startSession()
      .then(() => callApi('feedback/getByOrderNo', { orderNo }, { quiet: true }))
      .then((answer) => {
        if (!live || !answer.ok) return;
        setFeedback(answer.data);
        // Opening the order shows its thread, replies included: they no longer count toward the red icon.
        if (answer.data) replySeen(orderNo);
      });
    const stop = onReply((replied) => {
      if (replied.orderNo === orderNo) setFeedback(replied);
    });
    return () => {
      live = false;
      stop();
    };
  }, [orderNo]);

  if (feedback === undefined) return null;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('feedbackTitle')}
      </h2>
      {feedback ? (
        <>
          <FeedbackThread feedback={feedback} />
          <FeedbackForm orderNo={orderNo} mode="reply" onSent={setFeedback} />
        </>
      ) : writing ? (
        <FeedbackForm orderNo={orderNo} mode="create" defaultEmail={email} onSent={setFeedback} />
      ) : (
        <>
          <p className={styles.hint}>{t('feedbackIntro')}</p>
          <button type="button" className="button button-quiet" onClick={() => setWriting(true)}>
            {t('openFeedback')}
          </button>
        </>
      )}
    </section>
  );
}
