import type { ServerFrame } from '@storefront/contracts';
import type { Logger } from 'pino';
import { createChannelListener } from '../../platform/db/channel-listener.ts';
import type { Db } from '../../platform/db/client.ts';
import type { ChatService } from './chat.ts';
import { SUPPORT_CHANNEL, type SupportEvent } from './events.ts';
import type { ChatIdentity } from './user-sig.ts';

export interface ChatPeer {
  identity: ChatIdentity;
  send(frame: ServerFrame): void;
  /** Ends the socket so that its client reconnects and reads what it missed from history. */
  drop(): void;
  /** Ends the socket as unauthorized (4401): its credential's session has ended. */
  refuse(): void;
}

/** Something else kept open for a session (a live order page): told when the session ends. */
export interface SessionWatcher {
  /** The session ended (sign-out, a password change…), in whichever process. */
  ended(): void;
  /** The listening connection was lost: an end may pass unheard until it is back. */
  lost(): void;
}

/**
 * How often a process checks that the sessions behind its sockets go on (one query for them all):
 * a socket of a session that expired, or of an account disabled, is closed within this. One whose
 * session was ended (sign-out) is closed at once, by the `sessionEnded` event.
 */
const SESSION_CHECK_MS = 10_000;

export type ChatHub = ReturnType<typeof createChatHub>;

/**
 * Fans chat and feedback changes out to this process's sockets. ONE connection per process
 * LISTENs on `support_events`; every process gets every committed change, loads the message once,
 * and hands it to its own customer's sockets and every agent socket. So two processes behind one
 * address behave as one. The connection is held while sockets are open. When it is lost, every
 * socket of the process is dropped: its client reconnects and reads the history, so a change
 * committed while nobody listened is not silently missed. Live order pages hear of their session's
 * end through the same connection (`watchSession`).
 */
export function createChatHub({ db, chat, logger }: { db: Db; chat: ChatService; logger?: Logger }) {
  const customers = new Map<string, Set<ChatPeer>>();
  const agents = new Set<ChatPeer>();
  const sessionWatchers = new Map<string, Set<SessionWatcher>>();

  const peerCount = () => agents.size + customers.size;
  const allPeers = () => [...agents, ...[...customers.values()].flatMap((set) => [...set])];

  async function checkSessions(): Promise<void> {
    const peers = allPeers();
    if (peers.length === 0) return;
    const live = await chat.liveIdentities(peers.map((peer) => peer.identity));
    for (const peer of peers) if (!live.has(peer.identity.sessionId)) peer.refuse();
  }

  const sessionCheck = setInterval(() => {
    checkSessions().catch((error: unknown) => logger?.warn({ err: error }, 'chat sessions not checked'));
  }, SESSION_CHECK_MS);
  sessionCheck.unref();

  function deliver(customerId: string, frame: ServerFrame) {
    for (const peer of customers.get(customerId) ?? []) peer.send(frame);
    for (const peer of agents) peer.send(frame);
  }

  async function dispatch(event: SupportEvent): Promise<void> {
    switch (event.kind) {
      case 'message': {
        if (!customers.has(event.conversationId) && agents.size === 0) return;
        const message = await chat.message(event.messageId);
        if (message) deliver(event.conversationId, { type: 'message', message });
        return;
      }
      case 'read': {
        const frame: ServerFrame = {
          type: 'read',
          conversationId: event.conversationId,
          by: event.by,
          lastReadId: String(event.lastReadId),
        };
        for (const peer of customers.get(event.conversationId) ?? []) peer.send(frame);
        // An agent's mark is theirs: the other agents' unread counts did not change.
        for (const peer of agents) {
          if (!event.agentId || peer.identity.userId === event.agentId) peer.send(frame);
        }
        return;
      }
      case 'feedback':
        return deliver(event.customerId, { type: 'feedback', orderNo: event.orderNo, status: event.status });
      case 'conversation':
        for (const peer of agents) {
          peer.send({ type: 'conversation', conversationId: event.conversationId, open: event.open });
        }
        return;
      case 'sessionEnded':
        for (const peer of allPeers()) if (peer.identity.sessionId === event.sessionId) peer.refuse();
        for (const watcher of sessionWatchers.get(event.sessionId) ?? []) watcher.ended();
    }
  }

  const listener = createChannelListener(db, {
    channel: SUPPORT_CHANNEL,
    what: 'chat listener',
    logger,
    onPayload: (payload) => {
      // Inside the promise, so that a malformed payload is logged rather than thrown in the pg client.
      Promise.resolve()
        .then(() => dispatch(JSON.parse(payload) as SupportEvent))
        .catch((error: unknown) => logger?.warn({ err: error }, 'chat event not delivered'));
    },
    onLost: () => {
      for (const peer of allPeers()) peer.drop();
      for (const set of sessionWatchers.values()) for (const watcher of set) watcher.lost();
    },
    wanted: () => peerCount() > 0 || sessionWatchers.size > 0,
  });

  return {
    /** Starts delivering to `peer` (after the LISTEN is in place); the returned function stops it. */
    async join(peer: ChatPeer): Promise<() => void> {
      if (peer.identity.role === 'agent') {
        agents.add(peer);
      } else {
        let set = customers.get(peer.identity.userId);
        if (!set) customers.set(peer.identity.userId, (set = new Set()));
        set.add(peer);
      }
      await listener.ensure();
      return () => {
        agents.delete(peer);
        const set = customers.get(peer.identity.userId);
        set?.delete(peer);
        if (set?.size === 0) customers.delete(peer.identity.userId);
      };
    },

    /** Tells `watcher` when the session ends (after the LISTEN is in place); the returned function stops it. */
    async watchSession(sessionId: string, watcher: SessionWatcher): Promise<() => void> {
      let set = sessionWatchers.get(sessionId);
      if (!set) sessionWatchers.set(sessionId, (set = new Set()));
      set.add(watcher);
      const stop = () => {
        set.delete(watcher);
        if (set.size === 0 && sessionWatchers.get(sessionId) === set) sessionWatchers.delete(sessionId);
      };
      try {
        await listener.ensure();
      } catch (error) {
        stop();
        throw error;
      }
      return stop;
    },

    checkSessions,

    async close(): Promise<void> {
      clearInterval(sessionCheck);
      agents.clear();
      customers.clear();
      sessionWatchers.clear();
      await listener.close();
    },
  };
}
