'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useOrderFeedback } from '@/lib/api/support';
import { COOKIE, readCookie } from '@/lib/cookies';
import { FeedbackForm } from './feedback-form';
import { FeedbackThread } from './feedback-thread';
import { onReply, replySeen } from './replies';
import styles from './feedback.module.css';

interface OrderFeedbackProps {
  orderNo: string;
  /** The order's receipt e-mail, offered to a guest as the feedback's. */
  email?: string;
}

/**
 * Feedback on an order, on its detail page: a way in when there is none yet, else the thread, kept
 * current by the reply watcher, with a form to ask again.
 */
export function OrderFeedback({ orderNo, email }: OrderFeedbackProps) {
  const t = useTranslations('support');
  const { data: feedback, replace } = useOrderFeedback(orderNo);
  const [writing, setWriting] = useState(false);
  const headingId = useId();

  // Opening the order shows its thread, replies included: they no longer count toward the red icon.
  const hasThread = Boolean(feedback);
  useEffect(() => {
    if (hasThread) replySeen(orderNo);
  }, [hasThread, orderNo]);

  // The reply watcher has the newer thread already: no need to ask again.
  useEffect(
    () =>
      onReply((replied) => {
        if (replied.orderNo === orderNo) replace(replied);
      }),
    [orderNo, replace],
  );

  if (feedback === undefined) return null;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('feedbackTitle')}
      </h2>
      {feedback ? (
        <>
          <FeedbackThread feedback={feedback} />
          <FeedbackForm orderNo={orderNo} mode="reply" onSent={replace} />
        </>
      ) : writing ? (
        <FeedbackForm
          orderNo={orderNo}
          mode="create"
          // Signed in, the account's address is known: it is the one the customer reads (read from its
          // cookie here, where only a click in the browser leads).
          defaultEmail={readCookie(COOKIE.email) ?? email}
          onSent={replace}
        />
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
