'use client';

import type {
  AgentFeedback as AgentFeedbackData,
  ChatQueueItem,
  FeedbackQueueItem,
} from '@storefront/contracts/admin';
import type { AgentClaim as AgentClaimData, ClaimQueueItem, ClaimState } from '@storefront/contracts/claims';
import type { FileRef } from '@storefront/contracts/files';
import { FEEDBACK_STATUS } from '@storefront/contracts/constants';
import type { ServerFrame } from '@storefront/contracts/support';
import { useFormatter, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { newClientId } from '@/modules/support/chat/client-id';
import { Composer } from '@/modules/support/chat/composer';
import { MessageList } from '@/modules/support/chat/message-list';
import {
  EMPTY_THREAD,
  shownThread,
  withFailed,
  withOutgoing,
  withStored,
  type Thread,
} from '@/modules/support/chat/thread';
import { useChatSocket } from '@/modules/support/chat/use-chat-socket';
import {
  callAdmin,
  onAgentSessionChange,
  parseAgentSession,
  storedAgentSessionText,
  type ConsoleSignIn,
} from '../admin-api';
import { uploadAgentImage } from '../upload';
import { AgentClaim } from './agent-claim';
import { AgentFeedback } from './agent-feedback';
import styles from './agent.module.css';

type Selection =
  | { kind: 'feedback'; orderNo: string }
  | { kind: 'chat'; conversationId: string }
  | { kind: 'claim'; id: string };

const CLAIM_FILTERS = ['', 'received', 'checking', 'replaced', 'refunded', 'declined'] as const;

const STATUS_TEXT = {
  [FEEDBACK_STATUS.waiting]: 'statusWaiting',
  [FEEDBACK_STATUS.replied]: 'statusReplied',
  [FEEDBACK_STATUS.closed]: 'statusClosed',
} as const;

/**
 * Customer service, the console's Support area: the queues and the selected thread. The console's
 * frame signs the staff member in and out; this draws nothing without a session.
 */
export function AgentConsole() {
  // undefined on the server (nothing shown until the browser knows), null when signed out.
  const text = useSyncExternalStore(onAgentSessionChange, storedAgentSessionText, () => undefined);
  const session = useMemo(() => parseAgentSession(text), [text]);
  return session ? <Workspace session={session} /> : null;
}

/**
 * Queues of waiting feedback and live chats, kept current by the agent's socket (a new thread, a
 * customer's message, a close), and the selected thread beside them (below them on a phone).
 */
function Workspace({ session }: { session: ConsoleSignIn }) {
  const t = useTranslations('agent');
  const ts = useTranslations('support');
  const format = useFormatter();
  const [feedbackQueue, setFeedbackQueue] = useState<FeedbackQueueItem[]>([]);
  const [chatQueue, setChatQueue] = useState<ChatQueueItem[]>([]);
  const [selected, setSelected] = useState<Selection>();
  const [feedback, setFeedback] = useState<AgentFeedbackData>();
  const [claimQueue, setClaimQueue] = useState<ClaimQueueItem[]>([]);
  const [claimFilter, setClaimFilter] = useState<ClaimState | ''>('');
  const claimFilterRef = useRef<ClaimState | ''>('');
  const [claim, setClaim] = useState<AgentClaimData>();
  const tc = useTranslations('claims');
  const [thread, setThread] = useState<Thread>(EMPTY_THREAD);
  // The socket's frames are handled outside render: they read the selection from here.
  const selectedRef = useRef<Selection>(undefined);
  const choose = (selection: Selection | undefined) => {
    selectedRef.current = selection;
    setSelected(selection);
  };

  const loadQueues = useCallback(async () => {
    const [feedbackAnswer, chatAnswer, claimAnswer] = await Promise.all([
      callAdmin('feedback/queue', { pageSize: 50 }),
      callAdmin('chat/queue', {}),
      callAdmin('claim/queue', {
        pageSize: 50,
        ...(claimFilterRef.current ? { state: claimFilterRef.current } : {}),
      }),
    ]);
    if (feedbackAnswer.ok) setFeedbackQueue(feedbackAnswer.data.list);
    if (chatAnswer.ok) setChatQueue(chatAnswer.data.list);
    if (claimAnswer.ok) setClaimQueue(claimAnswer.data.list);
  }, []);

  // Claims have no live frame: the queues are read again every half minute (and at each frame).
  useEffect(() => {
    const timer = setInterval(() => void loadQueues(), 30_000);
    return () => clearInterval(timer);
  }, [loadQueues]);

  const loadSelected = useCallback(async (selection: Selection | undefined) => {
    if (selection?.kind === 'feedback') {
      const answer = await callAdmin('feedback/get', { orderNo: selection.orderNo });
      if (answer.ok) setFeedback(answer.data);
    } else if (selection?.kind === 'claim') {
      const answer = await callAdmin('claim/get', { id: selection.id });
      if (answer.ok) setClaim(answer.data);
    } else if (selection?.kind === 'chat') {
      const answer = await callAdmin('chat/history', { conversationId: selection.conversationId, limit: 50 });
      if (answer.ok) setThread((current) => withStored(current, answer.data.list));
    }
  }, []);

  const onFrame = (frame: ServerFrame) => {
    const current = selectedRef.current;
    switch (frame.type) {
      case 'ready':
        void loadQueues();
        return void loadSelected(current);
      case 'feedback':
        void loadQueues();
        if (current?.kind === 'feedback' && current.orderNo === frame.orderNo) void loadSelected(current);
        return;
      case 'conversation':
        return void loadQueues();
      case 'ack':
      case 'message':
        if (current?.kind === 'chat' && current.conversationId === frame.message.conversationId) {
          setThread((shown) => withStored(shown, [frame.message]));
          if (frame.type === 'message' && frame.message.from === 'customer') {
            send({ type: 'read', conversationId: current.conversationId });
          }
        }
        return void loadQueues();
      case 'error':
        if (frame.clientId) setThread((shown) => withFailed(shown, frame.clientId!));
        return;
    }
  };

  const { state, send } = useChatSocket({
    signature: async () => {
      const answer = await callAdmin('agent/getUserSig', {});
      return answer.ok ? answer.data : undefined;
    },
    onFrame,
  });

  const select = (selection: Selection) => {
    choose(selection);
    setFeedback(undefined);
    setClaim(undefined);
    setThread(EMPTY_THREAD);
    void loadSelected(selection).then(() => loadQueues());
  };

  const sendChat = (text: string, image?: FileRef) => {
    if (selected?.kind !== 'chat') return;
    const clientId = newClientId();
    setThread((current) =>
      withOutgoing(current, {
        key: clientId,
        from: 'agent',
        senderName: session.agent.name,
        text,
        image: image ?? null,
        createdAt: Date.now(),
        state: 'pending',
      }),
    );
    if (!send({ type: 'send', clientId, conversationId: selected.conversationId, text, image: image?.key })) {
      setThread((current) => withFailed(current, clientId));
    }
  };

  const closeChat = async (conversationId: string) => {
    const answer = await callAdmin('chat/close', { conversationId });
    if (answer.ok) void loadQueues();
  };

  const openClaims = claimQueue.filter(
    (item) => item.state === 'received' || item.state === 'checking',
  ).length;
  const waiting = feedbackQueue.filter((item) => item.status === FEEDBACK_STATUS.waiting).length;
  const openChat = chatQueue.find(
    (item) => selected?.kind === 'chat' && item.conversationId === selected.conversationId,
  );

  return (
    <div className={styles.console}>
      {state !== 'open' && (
        <p className={styles.offline} role="status">
          {ts('reconnecting')}
        </p>
      )}
      <div className={styles.columns} data-selected={selected ? 'true' : undefined}>
        <nav className={styles.queues} aria-label={t('queues')}>
          <section aria-labelledby="chat-queue">
            <h2 id="chat-queue" className={styles.queueTitle}>
              {t('liveChats')}
            </h2>
            {chatQueue.length === 0 && <p className={styles.muted}>{t('noChats')}</p>}
            <ul className={styles.queue}>
              {chatQueue.map((item) => (
                <li key={item.conversationId}>
                  <button
                    type="button"
                    className={styles.item}
                    aria-current={
                      selected?.kind === 'chat' && selected.conversationId === item.conversationId
                        ? 'true'
                        : undefined
                    }
                    onClick={() => select({ kind: 'chat', conversationId: item.conversationId })}
                  >
                    <span className={styles.itemHead}>
                      <strong>{item.customerEmail || t('guest')}</strong>
                      {item.unread > 0 && (
                        <span
                          className={styles.unread}
                          aria-label={ts('unreadCount', { count: item.unread })}
                        >
                          {item.unread}
                        </span>
                      )}
                    </span>
                    <span className={styles.preview}>
                      {item.lastMessage ? item.lastMessage.text || ts('imageMessage') : ''}
                    </span>
                    {!item.open && <span className={styles.muted}>{t('chatClosed')}</span>}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="feedback-queue">
            <h2 id="feedback-queue" className={styles.queueTitle}>
              {t('feedbackQueue', { count: waiting })}
            </h2>
            {feedbackQueue.length === 0 && <p className={styles.muted}>{t('noFeedback')}</p>}
            <ul className={styles.queue}>
              {feedbackQueue.map((item) => (
                <li key={item.orderNo}>
                  <button
                    type="button"
                    className={styles.item}
                    aria-current={
                      selected?.kind === 'feedback' && selected.orderNo === item.orderNo ? 'true' : undefined
                    }
                    onClick={() => select({ kind: 'feedback', orderNo: item.orderNo })}
                  >
                    <span className={styles.itemHead}>
                      <strong>{item.productName}</strong>
                      <span className={styles.status} data-status={item.status}>
                        {ts(STATUS_TEXT[item.status])}
                      </span>
                    </span>
                    <span className={styles.preview}>
                      {item.questionTypeContext} · {item.lastMessage}
                    </span>
                    <span className={styles.muted}>
                      {format.dateTime(item.updatedAt, { dateStyle: 'short', timeStyle: 'short' })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="claim-queue">
            <h2 id="claim-queue" className={styles.queueTitle}>
              {t('claimsQueue', { count: openClaims })}
            </h2>
            <label className={styles.filter}>
              {t('filterState')}
              <select
                value={claimFilter}
                onChange={(event) => {
                  const state = event.target.value as ClaimState | '';
                  claimFilterRef.current = state;
                  setClaimFilter(state);
                  void loadQueues();
                }}
              >
                {CLAIM_FILTERS.map((state) => (
                  <option key={state} value={state}>
                    {state ? tc(`state_${state}`) : t('allStates')}
                  </option>
                ))}
              </select>
            </label>
            {claimQueue.length === 0 && <p className={styles.muted}>{t('noClaims')}</p>}
            <ul className={styles.queue}>
              {claimQueue.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.item}
                    aria-current={selected?.kind === 'claim' && selected.id === item.id ? 'true' : undefined}
                    onClick={() => select({ kind: 'claim', id: item.id })}
                  >
                    <span className={styles.itemHead}>
                      <strong>{item.productName}</strong>
                      <span className={styles.status} data-claim={item.state}>
                        {tc(`state_${item.state}`)}
                      </span>
                    </span>
                    <span className={styles.preview}>
                      {tc(`kind_${item.kind}`)} · {item.description}
                    </span>
                    <span className={styles.muted}>
                      {item.orderNo} ·{' '}
                      {format.dateTime(item.createdAt, { dateStyle: 'short', timeStyle: 'short' })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </nav>
        <section className={styles.pane} aria-label={t('selected')}>
          {selected && (
            <button
              type="button"
              className={`button button-quiet ${styles.back}`}
              onClick={() => choose(undefined)}
            >
              ← {t('backToQueues')}
            </button>
          )}
          {!selected && <p className={styles.muted}>{t('pickOne')}</p>}
          {selected?.kind === 'feedback' && feedback && (
            <AgentFeedback
              feedback={feedback}
              onChanged={(changed) => {
                setFeedback(changed);
                void loadQueues();
              }}
            />
          )}
          {selected?.kind === 'claim' && claim && (
            <AgentClaim
              claim={claim}
              onChanged={(changed) => {
                setClaim(changed);
                void loadQueues();
              }}
            />
          )}
          {selected?.kind === 'chat' && (
            <div className={styles.chat}>
              <div className={styles.chatHead}>
                <h2 className={styles.title}>{openChat?.customerEmail || t('guest')}</h2>
                {openChat?.open && (
                  <button
                    type="button"
                    className="button button-quiet"
                    onClick={() => void closeChat(selected.conversationId)}
                  >
                    {t('closeChat')}
                  </button>
                )}
              </div>
              <div className={styles.chatScroll}>
                <MessageList messages={shownThread(thread)} me="agent" empty={t('noMessages')} />
              </div>
              <Composer onSend={sendChat} upload={uploadAgentImage} disabled={state !== 'open'} />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
