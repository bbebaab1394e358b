'use client';

import { FEEDBACK_STATUS } from '@storefront/contracts/constants';
import type { Feedback } from '@storefront/contracts/support';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useLangPrefix } from '@/lib/i18n/lang-prefix';
import { callApi } from '@/lib/api/browser';
import { localePath } from '@/lib/routes';
import { startSession } from '@/lib/session/login';
import { CloseIcon } from '@/modules/common/components/icons';
import { awaitedOrders, replyArrived, stopAwaiting } from './replies';
import styles from './feedback.module.css';

/** Spec section 9: feedback polling every 1000 ms. */
const POLL_MS = 1000;

/**
 * The browser notification, if the browser allows: from the store, naming the order. Titled with the
 * product and the issue type as spec section 4 has it, it read like an alarm about the order itself.
 */
async function browserNotification(storeName: string, feedback: Feedback, body: string): Promise<void> {
  if (!('Notification' in window)) return;
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return;
  new Notification(storeName, { body, tag: `feedback-${feedback.orderNo}` });
}

/**
 * The reply notice of spec section 4, on every page: each order in `feedbackOrderNo` is looked up
 * every second until its status is 2 (replied); then the polling of it stops, the reply counts
 * (the red icon on My Orders), a browser notification shows, and so does a notice on the page.
 */
export function ReplyWatcher({ storeName }: { storeName: string }) {
  const prefix = useLangPrefix();
  const t = useTranslations('support');
  const [notices, setNotices] = useState<Feedback[]>([]);

  useEffect(() => {
    // Inside the chat button's frame the page around it already watches.
    if (window.self !== window.top) return;
    const asking = new Set<string>();
    const check = async (orderNo: string) => {
      asking.add(orderNo);
      await startSession();
      const answer = await callApi('feedback/getByOrderNo', { orderNo }, { quiet: true });
      asking.delete(orderNo);
      // A refusal (another account signed in since), no thread or an ended one: nothing will come.
      // A network failure or rate limit is only a pause.
      if (!answer.ok) return answer.status === 200 ? stopAwaiting(orderNo) : undefined;
      const feedback = answer.data;
      if (!feedback || feedback.status === FEEDBACK_STATUS.closed) return stopAwaiting(orderNo);
      if (feedback.status !== FEEDBACK_STATUS.replied) return;
      replyArrived(feedback);
      setNotices((current) => [...current.filter((item) => item.orderNo !== feedback.orderNo), feedback]);
      void browserNotification(storeName, feedback, t('replyNotification', { orderNo: feedback.orderNo }));
    };
    // Reading the cookie each second is all a page without awaited feedback does.
    const timer = setInterval(() => {
      for (const orderNo of awaitedOrders()) if (!asking.has(orderNo)) void check(orderNo);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [storeName, t]);

  if (notices.length === 0) return null;
  return (
    <div className={styles.notices} role="status">
      {notices.map((feedback) => (
        <p key={feedback.orderNo} className={styles.notice}>
          <Link prefetch={false} href={localePath(prefix, 'orderDetail', { orderNo: feedback.orderNo })}>
            {t('replyNotice', { product: feedback.productName })}
          </Link>
          <button
            type="button"
            className={styles.dismiss}
            onClick={() => setNotices((current) => current.filter((item) => item !== feedback))}
          >
            <CloseIcon />
            <span className="visually-hidden">{t('dismiss')}</span>
          </button>
        </p>
      ))}
    </div>
  );
}
