import {
  adminCalls,
  ANY_STAFF,
  PUBLIC_ADMIN_CALLS,
  type AdminCallData,
  type AdminCallPath,
  type PublicAdminCall,
  type StaffRole,
} from '@storefront/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/http/context.ts';
import type { SignedInAgent } from './service.ts';
import { bodyLimitOf } from '../../platform/http/body-limits.ts';
import { contractDocs } from '../../platform/http/docs.ts';
import { success } from '../../platform/http/envelope.ts';
import { parseInput } from '../../platform/http/validation.ts';

type Input<P extends AdminCallPath> = z.output<(typeof adminCalls)[P]['request']>;
type SignedInPath = Exclude<AdminCallPath, PublicAdminCall>;

/** A module's staff calls (every one made by a signed-in staff member), by their path under `/api/admin/`. */
export type AdminCalls = { [P in SignedInPath]?: AdminRoute<P> };

export interface AdminRoute<P extends AdminCallPath> {
  handle: (input: Input<P>, ctx: RequestContext, agent: SignedInAgent) => Promise<AdminCallData<P>>;
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

/**
 * `POST /api/admin/<path>` for each staff call, as `registerCalls` does for the storefront: the
 * session and the role checked first (every call but the open ones), then the body with the
 * contract; the answer is parsed with the contract too, so no field it does not name (a payment
 * detail, a code, a secret) leaves.
 */
export function registerAdminCalls(app: FastifyInstance, registry: AdminRegistry): void {
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
    app.post(`/api/admin/${path}`, docs(path), async (request) =>
      success(
        call.data.parse(await handle(parseInput(call.request, request.body ?? {}), request.ctx, request.log)),
      ),
    );
  }
  for (const path of Object.keys(registry.calls) as SignedInPath[]) {
    const route = registry.calls[path] as AdminRoute<SignedInPath>;
    const call = adminCalls[path];
    const roles = rolesOf(path);
    app.post(`/api/admin/${path}`, docs(path), async (request) => {
      const agent = { ...(await registry.authenticate(request.ctx.token)), ip: request.ctx.realIp };
      registry.requireRole(agent, roles);
      const input = parseInput(call.request, request.body ?? {});
      return success(call.data.parse(await route.handle(input as never, request.ctx, agent)));
    });
  }
}
