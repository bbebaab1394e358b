import { CONSOLE_CALL_HEADER, CONSOLE_ERROR, STAFF_COOKIE } from '@storefront/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../platform/errors.ts';
import { cookieOf } from '../../platform/http/cookie.ts';
import { fromOwnOrigin, sentByBrowser } from '../../platform/http/same-origin.ts';

/** The token a staff call is made with, and whether it came in the console's cookie. */
export interface StaffCredential {
  token: string | undefined;
  fromCookie: boolean;
}

export type StaffCookies = ReturnType<typeof staffCookies>;

/**
 * The console's session cookie (`STAFF_COOKIE`, contracts' staff-session.ts): set at each staff
 * sign-in, cleared at sign-out and when the session is found over, and read back on each staff call
 * once the call has proved it comes from the console's own page. `publicUrl` is the store's address:
 * its origin is the only one whose pages may call, and https makes the cookie `Secure`.
 */
export function staffCookies(publicUrl: string) {
  const url = new URL(publicUrl);
  const attributes = [
    `Path=${STAFF_COOKIE.path}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(url.protocol === 'https:' ? ['Secure'] : []),
  ].join('; ');

  return {
    /** Sets the cookie of a session that has just started; it lasts as long as the session at most. */
    keep(reply: FastifyReply, session: { token: string; tokenExpireTime: number }): void {
      const seconds = Math.max(0, Math.floor((session.tokenExpireTime - Date.now()) / 1000));
      reply.header('set-cookie', `${STAFF_COOKIE.name}=${session.token}; Max-Age=${seconds}; ${attributes}`);
    },

    end(reply: FastifyReply): void {
      reply.header('set-cookie', `${STAFF_COOKIE.name}=; Max-Age=0; ${attributes}`);
    },

    /**
     * The token in the `Authorization` header (an API client's: a browser never adds it by itself,
     * so it needs no proof), else the cookie's, when the call carries the console's header and the
     * browser says it comes from the store's own origin; -1450 when the cookie is there without.
     */
    credentialOf(request: FastifyRequest): StaffCredential {
      if (request.ctx.token) return { token: request.ctx.token, fromCookie: false };
      const token = cookieOf(request, STAFF_COOKIE.name);
      if (!token) return { token: undefined, fromCookie: false };
      if (request.headers[CONSOLE_CALL_HEADER] !== '1' || !fromOwnOrigin(request, url.origin)) {
        throw new DomainError(CONSOLE_ERROR.CONSOLE_CALL_FOREIGN);
      }
      return { token, fromCookie: true };
    },

    /** A browser gets a new session as the cookie only: its answer carries no token a script could read. */
    answersWithToken: (request: FastifyRequest) => !sentByBrowser(request),
  };
}
