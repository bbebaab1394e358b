import { ERROR } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { messageLang } from './context.ts';
import { failure, success } from './envelope.ts';

/**
 * `healthz`: the process answers (a load balancer restarts it when not). `readyz`: it can also
 * serve calls, i.e. reach its database (a load balancer sends it traffic only then).
 */
export function registerHealth(app: FastifyInstance, ready: () => Promise<unknown>): void {
  const hidden = { schema: { hide: true } };
  app.get('/api/healthz', hidden, async () => success({ status: 'ok' }));
  app.get('/api/readyz', hidden, async (request, reply) => {
    try {
      await ready();
      return success({ status: 'ready' });
    } catch (error) {
      request.log.warn({ err: error }, 'not ready');
      return reply.status(503).send(failure(ERROR.SERVICE_UNAVAILABLE, messageLang(request)));
    }
  });
}
