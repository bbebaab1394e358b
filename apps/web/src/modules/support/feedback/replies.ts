import type { Feedback } from '@storefront/contracts/support';
import {
  COOKIE,
  COOKIE_MAX_AGE,
  readCookie,
  removeCookie,
  writeCookie,
  type CookieName,
} from '@/lib/cookies';
import { addToOrderList, parseOrderList, removeFromOrderList } from './order-list-cookie';

/**
 * The reply notice's state (spec section 4): `feedbackOrderNo` lists the orders whose feedback
 * awaits a reply (the watcher polls them), `feedbackOrderNoCS` those with a reply not yet seen
 * (their count is the red icon on My Orders). Changes are announced in this tab.
 */
const bus = new EventTarget();
const CHANGED = 'feedback:changed';
const REPLIED = 'feedback:replied';

function update(name: CookieName, value: string): void {
  if (value) writeCookie(name, value, { maxAge: COOKIE_MAX_AGE.feedback });
  else removeCookie(name);
  bus.dispatchEvent(new Event(CHANGED));
}

export function awaitedOrders(): string[] {
  return parseOrderList(readCookie(COOKIE.feedbackOrderNo));
}

export function unseenReplies(): string[] {
  return parseOrderList(readCookie(COOKIE.feedbackOrderNoCS));
}

/** The customer wrote: watch the order until a reply comes. */
export function awaitReply(orderNo: string): void {
  update(COOKIE.feedbackOrderNo, addToOrderList(readCookie(COOKIE.feedbackOrderNo), orderNo));
}

/** A reply came: stop watching, count it, and tell whoever shows the thread. */
export function replyArrived(feedback: Feedback): void {
  update(COOKIE.feedbackOrderNo, removeFromOrderList(readCookie(COOKIE.feedbackOrderNo), feedback.orderNo));
  update(COOKIE.feedbackOrderNoCS, addToOrderList(readCookie(COOKIE.feedbackOrderNoCS), feedback.orderNo));
  bus.dispatchEvent(new CustomEvent<Feedback>(REPLIED, { detail: feedback }));
}

/** Nothing more to wait for (the thread ended, or it is not the caller's). */
export function stopAwaiting(orderNo: string): void {
  update(COOKIE.feedbackOrderNo, removeFromOrderList(readCookie(COOKIE.feedbackOrderNo), orderNo));
}

/** The customer has seen the reply on the order's page. */
export function replySeen(orderNo: string): void {
  if (unseenReplies().includes(orderNo)) {
    update(COOKIE.feedbackOrderNoCS, removeFromOrderList(readCookie(COOKIE.feedbackOrderNoCS), orderNo));
  }
}

export function onRepliesChanged(listener: () => void): () => void {
  bus.addEventListener(CHANGED, listener);
  return () => bus.removeEventListener(CHANGED, listener);
}

export function onReply(listener: (feedback: Feedback) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<Feedback>).detail);
  bus.addEventListener(REPLIED, handler);
  return () => bus.removeEventListener(REPLIED, handler);
}
