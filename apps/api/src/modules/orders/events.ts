import { HEADER, OrderRef, type OrderStatusData } from '@storefront/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../platform/http/validation.ts';
import type { AuthService } from '../auth/service.ts';
import type { OrderLive } from './live.ts';
import type { OrderService } from './service.ts';

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

/**
 * `GET /api/web/order/events?orderNo=…`: server-sent events, one `status` event (OrderStatusData)
 * on connect and after each change of the caller's order, and a comment every 15 s so proxies
 * keep the stream open. Refusals come as the usual envelope before the stream starts.
 */
export function registerOrderEvents(
  app: FastifyInstance,
  { auth, orders, live }: { auth: AuthService; orders: OrderService; live: OrderLive },
): void {
  // Open streams would hold a shutdown until its time limit: they end first (the page reconnects).
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get<{ Querystring: { orderNo?: string } }>('/api/web/order/events', async (request, reply) => {
    const { orderNo } = parseInput(OrderRef, request.query);
    const { customer } = await auth.authenticate(request.ctx.token ?? cookieToken(request));
    let last = JSON.stringify(await orders.status(customer.id, orderNo));

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
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    let unwatch: (() => void) | undefined;
    const stop = () => {
      stopped = true;
      clearInterval(heartbeat);
      unwatch?.();
      open.delete(end);
    };
    const end = () => {
      stop();
      res.end();
    };
    open.add(end);
    request.raw.on('close', stop);
    try {
      unwatch = await live.watch(orderNo, refresh);
      if (stopped) unwatch();
      // A change between the first read and the LISTEN would otherwise be missed.
      else refresh();
    } catch (error) {
      request.log.warn({ err: error }, 'live order status unavailable');
      // The page falls back to polling order/orderStatus.
      end();
    }
  });
}
