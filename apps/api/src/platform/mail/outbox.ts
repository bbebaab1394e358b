import { HEADER } from '@storefront/contracts';
import { desc } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../tables.ts';

export type OutboxMessage = typeof mailOutbox.$inferSelect;

export function latestOutbox(db: Db, limit = 20): Promise<OutboxMessage[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

function page(messages: OutboxMessage[]): string {
  const items = messages.map(
    (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p>To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</p>
<pre>${escapeHtml(m.text)}</pre>
<details><summary>HTML part</summary><iframe sandbox srcdoc="${escapeHtml(m.html)}"></iframe></details>
</article>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
article{border-top:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap}iframe{width:100%;height:24rem;border:1px solid #ccc}</style>
</head><body><h1>Outbox: the latest ${messages.length} messages, newest first</h1>
<p>Mail is kept here because SMTP_URL is not set.</p>
${items.join('\n') || '<p>No mail yet.</p>'}
</body></html>`;
}

const LOOPBACK = /^(?:::ffff:)?127(?:\.\d{1,3}){3}$|^::1$/;

/**
 * Whether the caller sits on this machine: the connection comes from loopback, and so does the
 * `real_ip` the front door writes over whatever the client sent. Through the front door every
 * connection is a loopback one, so only its `real_ip` tells a browser on this machine from one
 * elsewhere on the network.
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  const forwarded = request.headers[HEADER.realIp];
  const claimed = forwarded === undefined ? [] : Array.isArray(forwarded) ? forwarded : [forwarded];
  return [request.socket.remoteAddress ?? '', ...claimed].every((address) => LOOPBACK.test(address.trim()));
}

/**
 * `GET /api/dev/outbox`: the developer's outbox as a page. Registered only when there is no SMTP
 * and the process is not in production, and shown only to a caller on this machine, since the
 * messages hold sign-in codes and links: anyone else gets the 404 of an unknown call.
 */
export function registerDevOutbox(app: FastifyInstance, db: Db): void {
  app.get('/api/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    if (!isLocalCaller(request)) return reply.callNotFound();
    const messages = await latestOutbox(db);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'")
      .send(page(messages));
  });
}
