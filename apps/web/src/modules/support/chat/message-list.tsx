'use client';

import type { ChatSender } from '@storefront/contracts/support';
import type { FileRef } from '@storefront/contracts/files';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import styles from './chat.module.css';

/** A message as shown: a stored one, or one of ours still on its way (`pending`) or refused (`failed`). */
export interface ShownMessage {
  key: string;
  from: ChatSender;
  senderName: string;
  text: string;
  image: FileRef | null;
  createdAt: number;
  state?: 'pending' | 'failed';
}

interface MessageListProps {
  messages: ShownMessage[];
  /** Whose side is "mine": the customer's page or the agent's console. */
  me: ChatSender;
  onRetry?: (key: string) => void;
  empty: string;
}

/** The conversation, oldest first, kept scrolled to the newest message. */
export function MessageList({ messages, me, onRetry, empty }: MessageListProps) {
  const t = useTranslations('support');
  const format = useFormatter();
  const end = useRef<HTMLLIElement>(null);
  const count = messages.length;

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  if (count === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ol className={styles.messages} aria-live="polite" aria-relevant="additions">
      {messages.map((message) => {
        const mine = message.from === me;
        return (
          <li key={message.key} className={mine ? styles.mine : styles.theirs} data-state={message.state}>
            <span className={styles.author}>
              {/* Agents are named, even to each other: several may answer one conversation. */}
              {mine && me === 'customer'
                ? t('you')
                : message.senderName || (message.from === 'agent' ? t('agentName') : t('customerName'))}
            </span>
            {message.text && <p className={styles.text}>{message.text}</p>}
            {message.image && (
              <a href={message.image.url} target="_blank" rel="noreferrer" className={styles.imageLink}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a signed, expiring URL: nothing to optimise */}
                <img src={message.image.url} alt={t('imageAlt')} className={styles.image} loading="lazy" />
              </a>
            )}
            <span className={styles.meta}>
              {message.state === 'pending' && t('sending')}
              {message.state === 'failed' && (
                <>
                  {t('sendFailed')}{' '}
                  {onRetry && (
                    <button type="button" className={styles.retry} onClick={() => onRetry(message.key)}>
                      {t('retry')}
                    </button>
                  )}
                </>
              )}
              {!message.state && (
                <time dateTime={new Date(message.createdAt).toISOString()}>
                  {format.dateTime(message.createdAt, { hour: '2-digit', minute: '2-digit' })}
                </time>
              )}
            </span>
          </li>
        );
      })}
      <li ref={end} aria-hidden="true" className={styles.end} />
    </ol>
  );
}
