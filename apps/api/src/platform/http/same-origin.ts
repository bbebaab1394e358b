import type { FastifyRequest } from 'fastify';

function header(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  return (Array.isArray(raw) ? raw[0] : raw)?.trim() || undefined;
}

/**
 * Whether a browser sent this request: every browser sends `Origin` with a POST, and the current ones
 * `Sec-Fetch-Site` too; no script can leave either out or choose its value (forbidden headers).
 */
export function sentByBrowser(request: FastifyRequest): boolean {
  return header(request, 'origin') !== undefined || header(request, 'sec-fetch-site') !== undefined;
}

/**
 * Whether a request that may carry the browser's cookies comes from a page of the store's own origin
 * (`ownOrigin`, PUBLIC_URL's), by what the browser says of it: `Sec-Fetch-Site` must be `same-origin`
 * (a sibling subdomain is `same-site`, and refused too), else, from a browser that does not send it,
 * `Origin` must be the store's. A request with neither is not a browser's.
 */
export function fromOwnOrigin(request: FastifyRequest, ownOrigin: string): boolean {
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined) return site === 'same-origin';
  const origin = header(request, 'origin');
  return origin === undefined || origin === ownOrigin;
}
