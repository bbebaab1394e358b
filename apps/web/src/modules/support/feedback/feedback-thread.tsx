'use client';

import { FEEDBACK_REPLY_MINUTES, FEEDBACK_STATUS } from '@storefront/contracts/constants';
import type { Feedback, FeedbackRecord } from '@storefront/contracts/support';
import { useFormatter, useTranslations } from 'next-intl';
import styles from './feedback.module.css';

const STATUS_TEXT = {
  [FEEDBACK_STATUS.waiting]: 'statusWaiting',
  [FEEDBACK_STATUS.replied]: 'statusReplied',
  [FEEDBACK_STATUS.closed]: 'statusClosed',
} as const;

interface FeedbackThreadProps {
  feedback: Feedback;
  /** The customer's own page, or the agent's console (whose "you" is the agent). */
  viewer?: 'customer' | 'agent';
}

/** A thread's state and its communication records, oldest first (spec sections 3 and 4). */
export function FeedbackThread({ feedback, viewer = 'customer' }: FeedbackThreadProps) {
  const t = useTranslations('support');
  const format = useFormatter();
  const authorOf = (record: FeedbackRecord) =>
    record.author === 'agent'
      ? record.authorName || t('agentName')
      : viewer === 'customer'
        ? t('you')
        : t('customerName');
  return (
    <div className={styles.thread}>
      <p className={styles.summary}>
        <span className={styles.status} data-status={feedback.status}>
          {t(STATUS_TEXT[feedback.status])}
        </span>
        <span>{feedback.questionTypeContext}</span>
        <span className={styles.hint}>{t('replyCount', { count: feedback.replyCount })}</span>
      </p>
      {viewer === 'customer' && feedback.status === FEEDBACK_STATUS.waiting && (
        <p className={styles.waiting} role="status">
          {t('waitingNotice', { minutes: FEEDBACK_REPLY_MINUTES })}
        </p>
      )}
      {feedback.status === FEEDBACK_STATUS.closed && (
        <p className={styles.ended} role="status">
          {t('ended')}
        </p>
      )}
      <ol className={styles.records} aria-label={t('records')}>
        {feedback.records.map((record) => (
          <li
            key={record.id}
            className={record.author === 'agent' ? styles.agentRecord : styles.customerRecord}
          >
            <p className={styles.recordHead}>
              <strong>{authorOf(record)}</strong>
              <time dateTime={new Date(record.createdAt).toISOString()}>
                {format.dateTime(record.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </p>
            <p className={styles.recordText}>{record.content}</p>
            {record.images.length > 0 && (
              <ul className={styles.thumbs}>
                {record.images.map((image, index) => (
                  <li key={image.key} className={styles.thumb}>
                    <a href={image.url} target="_blank" rel="noreferrer">
                      {/* eslint-disable-next-line @next/next/no-img-element -- a signed, expiring URL */}
                      <img src={image.url} alt={t('screenshotAlt', { number: index + 1 })} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
