'use client';

import { FEEDBACK_STATUS } from '@storefront/contracts/constants';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { useLangPrefix } from '@/lib/i18n/lang-prefix';
import { useFeedbackThreads, useServiceConversation } from '@/lib/api/support';
import { localePath } from '@/lib/routes';
import { ChatIcon } from '@/modules/common/components/icons';
import { customerServicePath } from '../paths';
import styles from './conversation-list.module.css';

const STATUS_TEXT = {
  [FEEDBACK_STATUS.waiting]: 'statusWaiting',
  [FEEDBACK_STATUS.replied]: 'statusReplied',
  [FEEDBACK_STATUS.closed]: 'statusClosed',
} as const;

/**
 * /chat: the conversation with customer service (always there to start one) with its unread count
 * and last message, then the feedback threads on the customer's orders.
 */
export function ConversationList() {
  const prefix = useLangPrefix();
  const t = useTranslations('support');
  const format = useFormatter();
  const conversation = useServiceConversation().data ?? undefined;
  const threads = useFeedbackThreads().data ?? [];

  const last = conversation?.lastMessage;
  return (
    <div className={styles.lists}>
      <ul className={styles.list} aria-label={t('conversations')}>
        <li>
          <Link className={styles.row} href={customerServicePath(prefix)}>
            <span className={styles.avatar}>
              <ChatIcon />
            </span>
            <span className={styles.body}>
              <span className={styles.name}>{t('agentName')}</span>
              <span className={styles.preview}>
                {last ? last.text || t('imageMessage') : t('startConversation')}
              </span>
            </span>
            <span className={styles.side}>
              {last && (
                <time dateTime={new Date(last.createdAt).toISOString()}>
                  {format.relativeTime(last.createdAt)}
                </time>
              )}
              {conversation && conversation.unread > 0 && (
                <span className={styles.unread} aria-label={t('unreadCount', { count: conversation.unread })}>
                  {conversation.unread}
                </span>
              )}
            </span>
          </Link>
        </li>
      </ul>
      {threads.length > 0 && (
        <section aria-labelledby="feedback-threads">
          <h2 id="feedback-threads" className={styles.heading}>
            {t('feedbackThreads')}
          </h2>
          <ul className={styles.list}>
            {threads.map((thread) => (
              <li key={thread.orderNo}>
                <Link
                  className={styles.row}
                  prefetch={false}
                  href={localePath(prefix, 'orderDetail', { orderNo: thread.orderNo })}
                >
                  <span className={styles.body}>
                    <span className={styles.name}>{thread.productName}</span>
                    <span className={styles.preview}>
                      {thread.questionTypeContext} · {thread.orderNo}
                    </span>
                  </span>
                  <span className={styles.side}>
                    <span className={styles.status} data-status={thread.status}>
                      {t(STATUS_TEXT[thread.status])}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
