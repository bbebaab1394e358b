'use client';

import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api/browser';
import { COOKIE, readCookie } from '@/lib/cookies';
import { afterLoadWhenIdle } from '@/lib/idle';
import { startSession } from '@/lib/session/login';

/** Unread replies are not urgent enough to ask for more often; the chat itself is live. */
const POLL_MS = 30_000;

/** One count for the page, however many Messages entries show it (header and menu popup). */
let total = 0;
const listeners = new Set<(count: number) => void>();
let stop: (() => void) | undefined;

function publish(count: number): void {
  total = count;
  for (const listener of listeners) listener(count);
}

/** Asks the server again, as after the customer read the conversation. */
export async function refreshUnread(): Promise<void> {
  // After the page's session start, so an expired token is renewed once, by it, and not again here.
  await startSession();
  // A guest without a session yet has nothing unread.
  if (!readCookie(COOKIE.token)) return;
  const answer = await callApi('im/conversations', {}, { quiet: true });
  if (answer.ok) publish(answer.data.totalUnread);
}

function start(): () => void {
  // Inside the chat button's frame the page around it already counts.
  if (window.self !== window.top) return () => {};
  const cancelFirst = afterLoadWhenIdle(() => void refreshUnread());
  const timer = setInterval(() => {
    if (document.visibilityState === 'visible') void refreshUnread();
  }, POLL_MS);
  return () => {
    cancelFirst();
    clearInterval(timer);
  };
}

/** The unread chat messages: the badge on the Messages entry (issue 7). */
export function useUnreadMessages(): number {
  const [count, setCount] = useState(total);
  useEffect(() => {
    listeners.add(setCount);
    stop ??= start();
    return () => {
      listeners.delete(setCount);
      if (listeners.size === 0) {
        stop?.();
        stop = undefined;
      }
    };
  }, []);
  return count;
}
