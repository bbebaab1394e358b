'use client';

import type { OrderStatus, OrderStatusData } from '@storefront/contracts/orders';
import { useEffect, useState } from 'react';
import { callApi } from '../api/browser';
import { isOrderStatusEvent } from './status-event';

/** How often the fallback asks, when live updates cannot be had. */
const POLL_MS = 2000;

/**
 * Statuses after which nothing more happens on its own. Not `closed`: a payment that arrives after
 * the deadline reopens the order, since money taken is always delivered or refunded (contracts' orders.ts).
 */
const SETTLED: ReadonlySet<OrderStatus> = new Set(['completed', 'refunded']);

/**
 * An order's status as it changes: server-sent events from the API (the EventSource carries the
 * `token` cookie), and when they are unavailable or drop, `order/orderStatus` every two seconds.
 * It stops once the order has settled.
 */
export function useOrderStatus(orderNo: string | undefined): OrderStatusData | undefined {
  const [status, setStatus] = useState<OrderStatusData>();

  useEffect(() => {
    if (!orderNo) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let source: EventSource | undefined;

    const accept = (next: OrderStatusData) => {
      if (!live) return;
      setStatus(next);
      if (SETTLED.has(next.status)) stop();
    };
    const stop = () => {
      live = false;
      source?.close();
      clearTimeout(timer);
    };
    const poll = async () => {
      const answer = await callApi('order/orderStatus', { orderNo }, { quiet: true });
      if (answer.ok) accept(answer.data);
      if (live) timer = setTimeout(() => void poll(), POLL_MS);
    };

    // The first answer comes from a call, so the page never waits on the stream to connect.
    void callApi('order/orderStatus', { orderNo }, { quiet: true }).then((answer) => {
      if (answer.ok) accept(answer.data);
    });
    if (typeof EventSource === 'function') {
      source = new EventSource(`/api/web/order/events?orderNo=${encodeURIComponent(orderNo)}`);
      source.addEventListener('status', (event) => {
        const parsed = safeJson((event as MessageEvent<string>).data);
        if (isOrderStatusEvent(parsed)) accept(parsed);
      });
      source.onerror = () => {
        // A dropped or refused stream: fall back to asking, once.
        if (!live || timer !== undefined) return;
        source?.close();
        void poll();
      };
    } else {
      void poll();
    }
    return stop;
  }, [orderNo]);

  return status;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
