import { ERROR } from '@storefront/contracts/constants';
import type { OrderStatus, OrderStatusData } from '@storefront/contracts/orders';
import { isOrderStatusEvent } from './status-event';

/** How often the fallback asks, when live updates cannot be had. */
export const POLL_MS = 2000;

/**
 * Statuses after which nothing more happens. Not `closed`: a payment that arrives after the deadline
 * reopens the order, since money taken is always delivered or refunded (contracts' orders.ts). Not
 * `completed`: staff may still refund it, in part or in full, and the provider confirms later.
 */
const SETTLED: ReadonlySet<OrderStatus> = new Set(['refunded']);

/**
 * Followed only while the stream stays up: a refund by staff comes hours or days later, if ever, and
 * a page left open must not ask every two seconds all that time.
 */
const QUIET: ReadonlySet<OrderStatus> = new Set(['completed']);

/** What is used of an EventSource. */
export interface StatusStream {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => unknown) | null;
  close(): void;
}

export interface Following {
  /** Opens the order's event stream; absent where the browser has none. */
  open?: (url: string) => StatusStream;
  /** Asks order/orderStatus once. */
  ask: () => Promise<{ ok: true; data: OrderStatusData } | { ok: false; code: number }>;
  /** Each status that differs from the one before. */
  onStatus: (status: OrderStatusData) => void;
}

/**
 * Follows an order's status: server-sent events from the API, and when they are unavailable,
 * refused or drop, `order/orderStatus` every two seconds. The server ends each stream after a
 * while with a `reconnect` event: the next stream opens at once, and as it starts with the status
 * already shown, the page does not change. The session's end (`ended`: signed out) stops it; so
 * does the order settling. Answers the function that stops it.
 */
export function followOrderStatus(orderNo: string, { open, ask, onStatus }: Following): () => void {
  let live = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let source: StatusStream | undefined;
  let shown = '';
  let status: OrderStatus | undefined;

  const accept = (next: OrderStatusData) => {
    if (!live) return;
    const json = JSON.stringify(next);
    if (json === shown) return;
    shown = json;
    status = next.status;
    onStatus(next);
    if (SETTLED.has(next.status)) stop();
  };
  const stop = () => {
    live = false;
    source?.close();
    clearTimeout(timer);
  };
  const poll = async () => {
    const answer = await ask();
    if (answer.ok) accept(answer.data);
    // No session, even after signing in again by device: nothing is left to follow.
    else if (answer.code === ERROR.TOKEN_EXPIRED) return stop();
    if (status !== undefined && QUIET.has(status)) return stop();
    if (live) timer = setTimeout(() => void poll(), POLL_MS);
  };
  const follow = (openStream: (url: string) => StatusStream) => {
    const stream = openStream(`/api/web/order/events?orderNo=${encodeURIComponent(orderNo)}`);
    source = stream;
    stream.addEventListener('status', (event) => {
      const parsed = safeJson(event.data);
      if (isOrderStatusEvent(parsed)) accept(parsed);
    });
    stream.addEventListener('reconnect', () => {
      stream.close();
      if (live) follow(openStream);
    });
    stream.addEventListener('ended', stop);
    stream.onerror = () => {
      // A dropped or refused stream: fall back to asking, once.
      if (!live || stream !== source || timer !== undefined) return;
      stream.close();
      if (status !== undefined && QUIET.has(status)) return stop();
      void poll();
    };
  };

  // The first answer comes from a call, so the page never waits on the stream to connect.
  void ask().then((answer) => {
    if (answer.ok) accept(answer.data);
  });
  if (open) follow(open);
  else void poll();
  return stop;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
