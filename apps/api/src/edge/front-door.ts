import proxy from '@fastify/http-proxy';
import { ERROR, FALLBACK_LANG, HEADER } from '@storefront/contracts';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { ClientOptions } from 'ws';
import { bodyLimitOf } from '../platform/http/body-limits.ts';
import { langOfHeader } from '../platform/http/context.ts';
import { sendFailure } from '../platform/http/envelope.ts';
import { errorMessage } from '../platform/i18n/web-messages.ts';

export interface FrontDoorOptions {
  /** Where the API listens, e.g. http://127.0.0.1:3001. */
  apiOrigin: string;
  /** Where the Next.js storefront listens. */
  webOrigin: string;
  /** Proxies in front of this one whose X-Forwarded-For is trusted (Fastify's trustProxy). */
  trustProxy?: boolean | string;
}

/**
 * The store's public address on one machine, as a load balancer would be in a larger deployment:
 * `/api/*` goes straight to the API (Next.js forwarding it cost two orders of magnitude in
 * throughput), everything else to the storefront. It is also the one place that knows the
 * customer's address, so it overwrites `real_ip`: a client cannot choose the address its rate
 * limits are counted under.
 */
export function buildFrontDoor({
  apiOrigin,
  webOrigin,
  trustProxy = false,
}: FrontDoorOptions): FastifyInstance {
  const app = Fastify({ logger: false, trustProxy });

  // A body the API would refuse is refused here, with the API's own answer, before it is sent on.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const limit = bodyLimitOf(request.url);
    if (Number(request.headers['content-length'] ?? 0) > limit.bytes) {
      return sendFailure(reply, request, { status: 413, code: limit.code, params: limit.params });
    }
  });

  app.register(proxy, {
    upstream: apiOrigin,
    prefix: '/api',
    rewritePrefix: '/api',
    websocket: true,
    // The chat socket's upgrade as well (by default only its cookie is passed on): the API counts a
    // customer's chat messages by the address they come from.
    wsClientOptions: {
      rewriteRequestHeaders: (headers: Record<string, string>, request: FastifyRequest) => ({
        ...headers,
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        [HEADER.realIp]: request.ip,
      }),
    } as ClientOptions,
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({ ...headers, [HEADER.realIp]: request.ip }),
      onError: (reply, { error }) => {
        reply.log.warn({ err: error.message }, 'the API did not answer');
        const header = reply.request.headers[HEADER.lang];
        const lang = langOfHeader(Array.isArray(header) ? header[0] : header) ?? FALLBACK_LANG;
        reply.code(503).send({
          code: ERROR.SERVICE_UNAVAILABLE,
          msg: errorMessage(ERROR.SERVICE_UNAVAILABLE, lang),
          data: null,
        });
      },
    },
  });

  app.register(proxy, {
    upstream: webOrigin,
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
    },
  });

  return app;
}
