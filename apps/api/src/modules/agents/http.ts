import {
  adminCalls,
  ANY_STAFF,
  PUBLIC_ADMIN_CALLS,
  type AdminCallData,
  type AdminCallPath,
  type PublicAdminCall,
  type StaffRole,
} from '@storefront/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/http/context.ts';
import type { SignedInAgent } from './service.ts';
import type { StaffCookies } from './staff-cookie.ts';
import { BODY_LIMIT_KB, bodyLimitOf } from '../../platform/http/body-limits.ts';
import { contractDocs } from '../../platform/http/docs.ts';
import { success } from '../../platform/http/envelope.ts';
import { parseInput } from '../../platform/http/validation.ts';

type Input<P extends AdminCallPath> = z.output<(typeof adminCalls)[P]['request']>;
type SignedInPath = Exclude<AdminCallPath, PublicAdminCall>;

/** A module's staff calls (every one made by a signed-in staff member), by their path under `/api/admin/`. */
export type AdminCalls = { [P in SignedInPath]?: AdminRoute<P> };

export interface AdminRoute<P extends AdminCallPath> {
  /** `ctx.token` is the caller's, from the `Authorization` header or the console's cookie. */
  handle: (input: Input<P>, ctx: RequestContext, agent: SignedInAgent) => Promise<AdminCallData<P>>;
  /** Signing out: the console's cookie is cleared with the answer. */
  endsSession?: true;
}

/** The calls made without a session: signing in, the setup link, an invitation. */
export type OpenCalls = {
  [P in PublicAdminCall]: (
    input: Input<P>,
    ctx: RequestContext,
    log: FastifyBaseLogger,
  ) => Promise<AdminCallData<P>>;
};

export interface AdminRegistry {
  open: OpenCalls;
  /** The signed-in staff member behind a token, else -1330 (or -1001 for an ended session). */
  authenticate: (token: string | undefined) => Promise<SignedInAgent>;
  /** -1340 unless the role is one of `roles`. */
  requireRole: (staff: SignedInAgent, roles: readonly StaffRole[]) => void;
  calls: { [P in SignedInPath]: AdminRoute<P> };
}

/** The roles a call lets in, as its contract declares them; the agent console's calls let in all staff. */
export function rolesOf(path: SignedInPath): readonly StaffRole[] {
  const call = adminCalls[path];
  return 'roles' in call ? call.roles : ANY_STAFF;
}

/** A new session as the open calls answer it: `{ token, tokenExpireTime, … }`, alone or as `session`. */
interface IssuedSession {
  token: string;
  tokenExpireTime: number;
}

function issuedSession(data: unknown): IssuedSession | undefined {
  const isSession = (value: unknown): value is IssuedSession =>
    typeof (value as IssuedSession | undefined)?.token === 'string' &&
    typeof (value as IssuedSession).tokenExpireTime === 'number';
  if (isSession(data)) return data;
  const inner = (data as { session?: unknown } | null)?.session;
  return isSession(inner) ? inner : undefined;
}

/** The answer without the new session's token (the browser has it as the cookie). */
function withoutToken(data: unknown, session: IssuedSession): unknown {
  const { token: _kept, ...shown } = session;
  return data === session ? shown : { ...(data as object), session: shown };
}

/**
 * The signed-in staff member behind a staff call, and the token it was made with: from the
 * `Authorization` header, else the console's cookie (-1450 unless the call proves it comes from the
 * console's page). A cookie whose session is over (-1001) or unknown (-1330) is cleared with the answer.
 */
export async function signedInStaff(
  request: FastifyRequest,
  reply: FastifyReply,
  { authenticate, cookies }: { authenticate: AdminRegistry['authenticate']; cookies: StaffCookies },
): Promise<{ staff: SignedInAgent; token: string | undefined }> {
  const { token, fromCookie } = cookies.credentialOf(request);
  try {
    return { staff: { ...(await authenticate(token)), ip: request.ctx.realIp }, token };
  } catch (error) {
    if (fromCookie) cookies.end(reply);
    throw error;
  }
}

/**
 * `POST /api/admin/<path>` for each staff call, as `registerCalls` does for the storefront: the
 * session and the role checked first (every call but the open ones), then the body with the
 * contract; the answer is parsed with the contract too, so no field it does not name (a payment
 * detail, a code, a secret) leaves. A call that starts a session sets the console's cookie, and
 * answers its token only to a caller that is not a browser.
 */
export function registerAdminCalls(
  app: FastifyInstance,
  registry: AdminRegistry,
  cookies: StaffCookies,
): void {
  const docs = (path: AdminCallPath) => ({
    // A code import's paste takes more than a call's usual 64 KB (body-limits.ts says how much).
    bodyLimit: bodyLimitOf(`/api/admin/${path}`).bytes,
    config: {
      swaggerTransform: ({ url }: { url: string }) => ({
        url,
        schema: contractDocs(adminCalls[path], 'admin'),
      }),
    },
  });
  for (const path of PUBLIC_ADMIN_CALLS) {
    const call = adminCalls[path];
    const handle = registry.open[path] as (
      input: unknown,
      ctx: RequestContext,
      log: FastifyBaseLogger,
    ) => Promise<unknown>;
    app.post(`/api/admin/${path}`, docs(path), async (request, reply) => {
      const data = await handle(parseInput(call.request, request.body ?? {}), request.ctx, request.log);
      const session = issuedSession(data);
      if (!session) return success(call.data.parse(data));
      cookies.keep(reply, session);
      const shown = cookies.answersWithToken(request) ? data : withoutToken(data, session);
      return success(call.data.parse(shown));
    });
  }
  const signIn = { authenticate: registry.authenticate, cookies };
  // A body past the storefront's 64 KB (a policy page in twelve languages) is read only for staff:
  // who sends it is checked before parsing, so nobody else makes the API parse megabytes.
  const signedInFirst = new WeakMap<FastifyRequest, Awaited<ReturnType<typeof signedInStaff>>>();
  const preParsing = async (request: FastifyRequest, reply: FastifyReply) => {
    const declared = request.headers['content-length'];
    if (declared !== undefined && Number(declared) <= BODY_LIMIT_KB * 1024) return;
    signedInFirst.set(request, await signedInStaff(request, reply, signIn));
  };
  for (const path of Object.keys(registry.calls) as SignedInPath[]) {
    const route = registry.calls[path] as AdminRoute<SignedInPath>;
    const call = adminCalls[path];
    const roles = rolesOf(path);
    const options = docs(path);
    const large = options.bodyLimit > BODY_LIMIT_KB * 1024 ? { preParsing } : {};
    app.post(`/api/admin/${path}`, { ...options, ...large }, async (request, reply) => {
      const { staff, token } = signedInFirst.get(request) ?? (await signedInStaff(request, reply, signIn));
      registry.requireRole(staff, roles);
      const input = parseInput(call.request, request.body ?? {});
      const data = await route.handle(input as never, { ...request.ctx, token }, staff);
      if (route.endsSession) cookies.end(reply);
      return success(call.data.parse(data));
    });
  }
}
