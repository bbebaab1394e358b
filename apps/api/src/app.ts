import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { httpRoutes, webRoutes, type Services } from './modules/index.ts';
import type { Db } from './platform/db/client.ts';
import { registerJsonBody } from './platform/http/body.ts';
import { registerCalls } from './platform/http/calls.ts';
import { registerRequestContext } from './platform/http/context.ts';
import { registerDocs } from './platform/http/docs.ts';
import { BODY_LIMIT_KB } from './platform/http/body-limits.ts';
import { handleError, sendFailure, unknownCall } from './platform/http/envelope.ts';
import { registerHealth } from './platform/http/health.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerDevOutbox } from './platform/mail/outbox.ts';

export interface AppOptions {
  db: Db;
  config: Config;
  /** Request logs go here; none when omitted. */
  logger?: FastifyBaseLogger;
  services: Services;
}

// A caller's own request id is kept (to follow a call across services) only when it looks like one.
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The HTTP API, ready for `listen` or `inject`: platform plugins first, then each module's calls. */
export async function buildApp({ db, config, logger, services }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: BODY_LIMIT_KB * 1024,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    frameworkErrors: (error, request, reply) => {
      if (error.code === 'FST_ERR_BAD_URL') return sendFailure(reply, request, unknownCall(request));
      return handleError(error, request, reply);
    },
  });

  registerRequestContext(app);
  registerSecurityHeaders(app);
  registerJsonBody(app);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => sendFailure(reply, request, unknownCall(request)));

  await registerDocs(app);
  registerHealth(app, () => db.execute(sql`select 1`));
  if (config.devOutboxPage) registerDevOutbox(app, db);
  registerCalls(app, webRoutes(services), services.auth.resolveCaller);
  httpRoutes(app, services);
  return app;
}
