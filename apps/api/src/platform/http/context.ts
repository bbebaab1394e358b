import { FALLBACK_LANG, HEADER, isLang, langOfPathCode, type Lang } from '@storefront/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What a storefront call carries besides its body (spec section 7), read once per request. */
export interface RequestContext {
  requestId: string;
  /**
   * The bearer token, with or without the `Bearer ` prefix in the header. A browser's console calls
   * carry none: their session is the HttpOnly staff cookie, which only the staff calls read, with
   * their proof of origin (agents' staff-cookie.ts).
   */
  token: string | undefined;
  /** The `Lang` header when it names one of our languages (a path code such as `ph` counts). */
  lang: Lang | undefined;
  currency: string | undefined;
  region: string | undefined;
  deviceId: string | undefined;
  channel: string | undefined;
  realIp: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

const MAX_HEADER = 512;

function header(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value.slice(0, MAX_HEADER) : undefined;
}

export function langOfHeader(value: string | undefined): Lang | undefined {
  const code = value?.toLowerCase();
  if (!code) return undefined;
  return isLang(code) ? code : langOfPathCode(code);
}

/** The language for a message to this caller: the `Lang` header's, else English. */
export function messageLang(request: FastifyRequest): Lang {
  return request.ctx?.lang ?? langOfHeader(header(request, HEADER.lang)) ?? FALLBACK_LANG;
}

export function readContext(request: FastifyRequest): RequestContext {
  const authorization = header(request, HEADER.authorization);
  return {
    requestId: request.id,
    token: authorization?.replace(/^Bearer\s+/i, '') || undefined,
    lang: langOfHeader(header(request, HEADER.lang)),
    currency: header(request, HEADER.currency)?.toUpperCase(),
    region: header(request, HEADER.region)?.toUpperCase(),
    deviceId: header(request, HEADER.deviceId),
    channel: header(request, HEADER.channel),
    realIp: header(request, HEADER.realIp) ?? request.ip,
  };
}

export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request, reply) => {
    request.ctx = readContext(request);
    reply.header(HEADER.requestId, request.id);
  });
}
