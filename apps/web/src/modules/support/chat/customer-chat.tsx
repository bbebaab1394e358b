'use client';

import type { FileRef } from '@storefront/contracts/files';
import type { ServerFrame } from '@storefront/contracts/support';
import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { callApi } from '@/lib/api/browser';
import { startSession } from '@/lib/session/login';
import { chatSignature } from '../chat-signature';
import { uploadImage } from '../upload';
import styles from './chat.module.css';
import { newClientId } from './client-id';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { EMPTY_THREAD, shownThread, withFailed, withOutgoing, withStored, type Thread } from './thread';
import { refreshUnread } from './unread';
import { useChatSocket } from './use-chat-socket';

const PAGE = 30;

/**
 * The live chat with customer service (/chat/customerService, also inside the floating button's
 * frame): history first, then messages both ways over the socket; after a reconnect the latest
 * history fills whatever was missed.
 */
export function CustomerChat({ framed = false }: { framed?: boolean }) {
  const t = useTranslations('support');
  const [thread, setThread] = useState<Thread>(EMPTY_THREAD);
  const [hasMore, setHasMore] = useState(false);
  const [loaded, setLoaded] = useState(false);
  /** Our messages not yet stored, by clientId: sent again after each (re)connect until acknowledged. */
  const outbox = useRef(new Map<string, { text: string; image?: FileRef }>());

  const loadLatest = useCallback(async () => {
    await startSession();
    const answer = await callApi('im/history', { limit: PAGE }, { quiet: true });
    if (!answer.ok) return;
    setThread((current) => withStored(current, answer.data.list));
    setHasMore((more) => (loaded ? more : answer.data.hasMore));
    setLoaded(true);
    // Reading the history marked the conversation read: the Messages badge follows.
    void refreshUnread();
  }, [loaded]);

  const onFrame = (frame: ServerFrame) => {
    switch (frame.type) {
      case 'ready':
        // The server drops a resend it already stored (same clientId), so sending again is safe.
        for (const clientId of outbox.current.keys()) transmit(clientId);
        return void loadLatest();
      case 'ack':
      case 'message':
        if (frame.message.clientId) outbox.current.delete(frame.message.clientId);
        setThread((current) => withStored(current, [frame.message]));
        if (
          frame.type === 'message' &&
          frame.message.from === 'agent' &&
          document.visibilityState === 'visible'
        ) {
          send({ type: 'read' });
        }
        return;
      case 'error':
        if (frame.clientId) setThread((current) => withFailed(current, frame.clientId!));
        return;
    }
  };

  const { state, send } = useChatSocket({
    signature: async (fresh) => {
      await startSession();
      return chatSignature({ fresh, expiredText: t('tokenExpired') });
    },
    onFrame,
  });

  const transmit = (clientId: string) => {
    const message = outbox.current.get(clientId);
    if (message) send({ type: 'send', clientId, text: message.text, image: message.image?.key });
  };

  /** Shows the message as pending and sends it now, or at the next connect when the socket is down. */
  const deliver = (clientId: string) => {
    const message = outbox.current.get(clientId);
    if (!message) return;
    setThread((current) =>
      withOutgoing(current, {
        key: clientId,
        from: 'customer',
        senderName: '',
        text: message.text,
        image: message.image ?? null,
        createdAt: Date.now(),
        state: 'pending',
      }),
    );
    transmit(clientId);
  };

  const onSend = (text: string, image?: FileRef) => {
    const clientId = newClientId();
    outbox.current.set(clientId, { text, image });
    deliver(clientId);
  };

  const loadEarlier = async () => {
    const oldest = thread.stored[0];
    const answer = await callApi('im/history', { limit: PAGE, beforeId: oldest?.id });
    if (!answer.ok) return;
    setThread((current) => withStored(current, answer.data.list));
    setHasMore(answer.data.hasMore);
  };

  return (
    <div className={framed ? `${styles.chat} ${styles.framed}` : styles.chat}>
      {state !== 'open' && (
        <p className={styles.connection} role="status">
          {state === 'connecting' ? t('connecting') : t('reconnecting')}
        </p>
      )}
      <div className={styles.scroll}>
        {hasMore && (
          <button
            type="button"
            className={`button button-quiet ${styles.earlier}`}
            onClick={() => void loadEarlier()}
          >
            {t('loadEarlier')}
          </button>
        )}
        {loaded && (
          <MessageList
            messages={shownThread(thread)}
            me="customer"
            onRetry={deliver}
            empty={t('chatEmpty')}
          />
        )}
      </div>
      <Composer onSend={onSend} upload={uploadImage} />
    </div>
  );
}
