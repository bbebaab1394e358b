import type { ChatMessage } from '@storefront/contracts/support';
import type { ShownMessage } from './message-list';

export function shown(message: ChatMessage): ShownMessage {
  return {
    key: message.id,
    from: message.from,
    senderName: message.senderName,
    text: message.text,
    image: message.image,
    createdAt: message.createdAt,
  };
}

/** Stored ids grow within a conversation; compared as numbers when they are, else as text. */
function byId(a: ChatMessage, b: ChatMessage): number {
  if (/^\d+$/.test(a.id) && /^\d+$/.test(b.id)) return Number(BigInt(a.id) - BigInt(b.id));
  return a.createdAt - b.createdAt || a.id.localeCompare(b.id);
}

/** One conversation: stored messages by id, each once, and ours not yet stored (by their clientId). */
export interface Thread {
  stored: ChatMessage[];
  outbox: ShownMessage[];
}

export const EMPTY_THREAD: Thread = { stored: [], outbox: [] };

/**
 * Adds stored messages, from history, an `ack` or a `message` frame, in any order and any number
 * of times; a message of ours that arrives stored leaves the outbox.
 */
export function withStored(thread: Thread, messages: ChatMessage[]): Thread {
  const all = new Map(thread.stored.map((message) => [message.id, message]));
  for (const message of messages) all.set(message.id, message);
  const stored = [...all.values()].sort(byId);
  const arrived = new Set(stored.map((message) => message.clientId).filter(Boolean));
  return { stored, outbox: thread.outbox.filter((message) => !arrived.has(message.key)) };
}

export function withOutgoing(thread: Thread, message: ShownMessage): Thread {
  return { ...thread, outbox: [...thread.outbox.filter((item) => item.key !== message.key), message] };
}

export function withFailed(thread: Thread, clientId: string): Thread {
  return {
    ...thread,
    outbox: thread.outbox.map((item) => (item.key === clientId ? { ...item, state: 'failed' } : item)),
  };
}

export function shownThread(thread: Thread): ShownMessage[] {
  return [...thread.stored.map(shown), ...thread.outbox];
}
