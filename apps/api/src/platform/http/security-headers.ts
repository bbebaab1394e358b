import type { FastifyInstance } from 'fastify';

// Answers of the API are data (and uploaded images), never pages to run or frame: a browser that is
// led to open one directly runs nothing in it. The few HTML pages (the docs, the dev outbox) set a
// policy of their own, which is kept.
const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** The security headers of every API answer (issue 11), errors and 404s included. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(HEADERS);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_POLICY);
  });
}
