import type { Logger } from 'pino';
import { createChannelListener } from '../../platform/db/channel-listener.ts';
import type { Db } from '../../platform/db/client.ts';
import { ORDER_STATUS_CHANNEL } from './state.ts';

type Listener = () => void;

export type OrderLive = ReturnType<typeof createOrderLive>;

/**
 * Order status changes as they commit, for the live order pages: ONE connection per process
 * LISTENs on `order_status` (state.ts notifies it) and each change is fanned out in memory to
 * the pages watching that order. The connection is taken only while someone watches, and taken
 * again after it is lost (a watcher then re-reads, so a change during the gap is not missed).
 */
export function createOrderLive(db: Db, logger?: Logger) {
  const watchers = new Map<string, Set<Listener>>();

  function notifyAll(orderNo?: string) {
    const targets = orderNo === undefined ? [...watchers.values()] : [watchers.get(orderNo)];
    for (const set of targets) for (const listener of set ?? []) listener();
  }

  const listener = createChannelListener(db, {
    channel: ORDER_STATUS_CHANNEL,
    what: 'order status listener',
    logger,
    onPayload: (orderNo) => notifyAll(orderNo),
    onBack: () => notifyAll(),
    wanted: () => watchers.size > 0,
  });

  return {
    /** Calls `listener` after each committed change of the order; the returned function stops it. */
    async watch(orderNo: string, onChange: Listener): Promise<() => void> {
      let set = watchers.get(orderNo);
      if (!set) watchers.set(orderNo, (set = new Set()));
      set.add(onChange);
      await listener.ensure();
      return () => {
        set.delete(onChange);
        if (set.size === 0 && watchers.get(orderNo) === set) watchers.delete(orderNo);
      };
    },

    async close(): Promise<void> {
      watchers.clear();
      await listener.close();
    },
  };
}
