import { HEADER, OrderRef, type OrderStatusData } from '@storefront/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../platform/http/validation.ts';
import type { AuthService } from '../auth/index.ts';
import type { OrderLive } from './live.ts';
import type { OrderService } from './service.ts';
import type { OrderStreams } from './streams.ts';

const HEARTBEAT_MS = 15_000;
/** The web keeps the session token in this cookie; EventSource sends cookies, not headers. */
const TOKEN_COOKIE = 'token';

function cookieToken(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === TOKEN_COOKIE && value.length > 0) {
      try {
        return decodeURIComponent(value.join('=')) || undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Told when a session ends, in any API process (support's hub hears it: migration 0012's trigger). */
export interface SessionEnds {
  watchSession(sessionId: string, watcher: { ended(): void; lost(): void }): Promise<() => void>;
}

/**
 * How a stream ends, as its last event: `reconnect` (its lifetime is over, or its process is
 * stopping or lost its database connection: the page opens the next stream at once) or `ended`
 * (its session ended: the page stops following). A stream that just stops (the order could not be
 * watched) leaves the page to poll.
 */
type Last = 'reconnect' | 'ended';

/**
 * `GET /api/web/order/events?orderNo=…`: server-sent events, one `status` event (OrderStatusData)
 * on connect and after each change of the caller's order, and a comment every 15 s so proxies
 * keep the stream open. Refusals come as the usual envelope before the stream starts, -1324 among
 * them: a session and a source address may hold only so many streams (orders/streams.ts). A stream
 * lasts no longer than the streams' lifetime, nor than its session.
 */
export function registerOrderEvents(
  app: FastifyInstance,
  {
    auth,
    orders,
    live,
    streams,
    sessionEnds,
  }: {
    auth: AuthService;
    orders: OrderService;
    live: OrderLive;
    streams: OrderStreams;
    sessionEnds: SessionEnds;
  },
): void {
  // Open streams would hold a shutdown until its time limit: they end first (the page reconnects).
  const open = new Set<(last?: Last) => Promise<void>>();
  app.addHook('preClose', async () => {
    await Promise.all([...open].map((finish) => finish('reconnect')));
  });

  app.get<{ Querystring: { orderNo?: string } }>('/api/web/order/events', async (request, reply) => {
    const { orderNo } = parseInput(OrderRef, request.query);
    const token = request.ctx.token ?? cookieToken(request);
    const { customer, sessionId } = await auth.authenticate(token);
    let last = JSON.stringify(await orders.status(customer.id, orderNo));
    const release = await streams.open(sessionId, request.ctx.realIp);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      [HEADER.requestId]: request.id,
    });
    const send = (data: string) => res.write(`event: status\ndata: ${data}\n\n`);
    send(last);

    let stopped = false;
    const stops: (() => void)[] = [];
    /** Runs `stop` when the stream ends, or now if it already has. */
    const onStop = (stop: () => void) => (stopped ? stop() : stops.push(stop));
    const finish = async (lastEvent?: Last) => {
      if (stopped) return;
      stopped = true;
      open.delete(finish);
      for (const stop of stops) stop();
      // The place is given back first, so that the page's next stream finds it free.
      await release().catch((error: unknown) =>
        request.log.warn({ err: error }, 'order stream not released'),
      );
      if (lastEvent) res.write(`event: ${lastEvent}\ndata: {}\n\n`);
      res.end();
    };
    open.add(finish);
    res.on('close', () => void finish());

    const lifetime = setTimeout(() => void finish('reconnect'), streams.lifetimeSeconds * 1000);
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    onStop(() => {
      clearTimeout(lifetime);
      clearInterval(heartbeat);
    });

    // Changes may come faster than reads: one read at a time, the last one always re-read.
    let reading: Promise<void> | undefined;
    let again = false;
    const refresh = () => {
      if (stopped) return;
      if (reading) {
        again = true;
        return;
      }
      reading = orders
        .statusOf(orderNo)
        .then((status: OrderStatusData | undefined) => {
          const next = JSON.stringify(status);
          if (status && next !== last && !stopped) send((last = next));
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'order status read failed'))
        .finally(() => {
          reading = undefined;
          if (again) {
            again = false;
            refresh();
          }
        });
    };
    try {
      onStop(await live.watch(orderNo, refresh));
      onStop(
        await sessionEnds.watchSession(sessionId, {
          ended: () => void finish('ended'),
          lost: () => void finish('reconnect'),
        }),
      );
      // A sign-out between the first check and the watch would otherwise go unheard.
      if (!(await auth.sessionOf(token))) return await finish('ended');
    } catch (error) {
      request.log.warn({ err: error }, 'live order status unavailable');
      // The page falls back to polling order/orderStatus.
      return finish();
    }
    // And a change between the first read and the LISTEN would be missed.
    refresh();
  });
}
