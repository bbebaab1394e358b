import type { OrderStatusData } from '@storefront/contracts/orders';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followOrderStatus, POLL_MS, type StatusStream } from './follow-status';

const waiting: OrderStatusData = {
  orderNo: '261121016615759060',
  status: 'waitingPayment',
  paidAt: null,
  completedAt: null,
  hasCodes: false,
  refundedAmount: 0,
};
const paid: OrderStatusData = { ...waiting, status: 'pendingShipment', paidAt: 1763726400000 };

/** An EventSource as far as followOrderStatus uses one; a test sends its events. */
class FakeStream implements StatusStream {
  onerror: ((event: Event) => unknown) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  emit(type: string, data: unknown = {}) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener({ data: JSON.stringify(data) } as MessageEvent<string>);
    }
  }

  close() {
    this.closed = true;
  }
}

function following(answers: ({ ok: true; data: OrderStatusData } | { ok: false; code: number })[] = []) {
  const streams: FakeStream[] = [];
  const shown: OrderStatusData[] = [];
  const ask = vi.fn(async () => answers.shift() ?? { ok: true as const, data: waiting });
  const stop = followOrderStatus(waiting.orderNo, {
    open: (url) => {
      const stream = new FakeStream(url);
      streams.push(stream);
      return stream;
    },
    ask,
    onStatus: (status) => shown.push(status),
  });
  return { streams, shown, ask, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('followOrderStatus', () => {
  it('opens the next stream at once when the server ends one, showing nothing new until the status moves', async () => {
    const { streams, shown, ask, stop } = following();
    await vi.runOnlyPendingTimersAsync();
    streams[0]!.emit('status', waiting);
    streams[0]!.emit('reconnect');
    expect(streams[0]!.closed).toBe(true);
    expect(streams).toHaveLength(2);
    expect(streams[1]!.url).toBe(`/api/web/order/events?orderNo=${waiting.orderNo}`);
    // The new stream starts with the status already shown, then the change.
    streams[1]!.emit('status', waiting);
    streams[1]!.emit('status', paid);
    // The browser's error for the stream closed on purpose changes nothing.
    await streams[0]!.onerror?.(new Event('error'));
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(shown).toEqual([waiting, paid]);
    expect(ask).toHaveBeenCalledTimes(1);
    stop();
    expect(streams[1]!.closed).toBe(true);
  });

  it('keeps following a completed order: a refund confirmed later shows, and a full one ends it', async () => {
    const { streams, shown } = following();
    const completed = { ...paid, status: 'completed' as const, completedAt: 1763726460000 };
    const partly = { ...completed, refundedAmount: 500 };
    const refunded = { ...partly, status: 'refunded' as const, refundedAmount: 1000 };
    streams[0]!.emit('status', completed);
    streams[0]!.emit('status', partly);
    expect(streams[0]!.closed).toBe(false);
    streams[0]!.emit('status', refunded);
    expect(shown).toEqual([completed, partly, refunded]);
    expect(streams[0]!.closed).toBe(true);
  });

  it('follows a completed order only while its stream is up: a dropped stream ends it without asking', async () => {
    const completed: OrderStatusData = { ...paid, status: 'completed', completedAt: 1763726460000 };
    const { streams, shown, ask } = following([{ ok: true, data: completed }]);
    await vi.runOnlyPendingTimersAsync();
    streams[0]!.emit('status', completed);
    await streams[0]!.onerror?.(new Event('error'));
    await vi.advanceTimersByTimeAsync(POLL_MS * 5);
    expect(streams[0]!.closed).toBe(true);
    expect(streams).toHaveLength(1);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([completed]);
  });

  it('stops for good when the session ends: no next stream, no asking', async () => {
    const { streams, ask } = following();
    streams[0]!.emit('status', waiting);
    streams[0]!.emit('ended');
    expect(streams[0]!.closed).toBe(true);
    await streams[0]!.onerror?.(new Event('error'));
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(streams).toHaveLength(1);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks every two seconds when the stream is refused, until the session is gone', async () => {
    const { streams, shown, ask } = following([
      { ok: true, data: waiting },
      { ok: true, data: paid },
      { ok: false, code: -1001 },
    ]);
    streams[0]!.onerror?.(new Event('error'));
    expect(streams[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(shown).toEqual([waiting, paid]);
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(ask).toHaveBeenCalledTimes(3);
    expect(streams).toHaveLength(1);
  });
});
