import { adminCalls, type AdminCallData, type AdminCallPath } from '@storefront/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/http/context.ts';
import type { SignedInAgent } from './service.ts';
import { contractDocs } from '../../platform/http/docs.ts';
import { success } from '../../platform/http/envelope.ts';
import { parseInput } from '../../platform/http/validation.ts';

type Input<P extends AdminCallPath> = z.output<(typeof adminCalls)[P]['request']>;
type SignedInPath = Exclude<AdminCallPath, 'agent/login'>;

/** A module's agent calls (every one made by a signed-in agent), by their path under `/api/admin/`. */
export type AdminCalls = { [P in SignedInPath]?: AdminRoute<P> };

export interface AdminRoute<P extends AdminCallPath> {
  handle: (input: Input<P>, ctx: RequestContext, agent: SignedInAgent) => Promise<AdminCallData<P>>;
}

export interface AdminRegistry {
  login: (
    input: Input<'agent/login'>,
    ctx: RequestContext,
    log: FastifyBaseLogger,
  ) => Promise<AdminCallData<'agent/login'>>;
  /** The signed-in agent behind a token, else -1330. */
  authenticate: (token: string | undefined) => Promise<SignedInAgent>;
  calls: { [P in SignedInPath]: AdminRoute<P> };
}

/**
 * `POST /api/admin/<path>` for each agent call, as `registerCalls` does for the storefront: the
 * role checked first (every call but `agent/login`), then the body with the contract; the answer
 * is parsed with the contract too, so no field it does not name (a payment detail, a code) leaves.
 */
export function registerAdminCalls(app: FastifyInstance, registry: AdminRegistry): void {
  const docs = (path: AdminCallPath) => ({
    config: {
      swaggerTransform: ({ url }: { url: string }) => ({
        url,
        schema: contractDocs(adminCalls[path], 'admin'),
      }),
    },
  });
  app.post('/api/admin/agent/login', docs('agent/login'), async (request) => {
    const call = adminCalls['agent/login'];
    return success(
      call.data.parse(
        await registry.login(parseInput(call.request, request.body ?? {}), request.ctx, request.log),
      ),
    );
  });
  for (const path of Object.keys(registry.calls) as SignedInPath[]) {
    const route = registry.calls[path] as AdminRoute<SignedInPath>;
    const call = adminCalls[path];
    app.post(`/api/admin/${path}`, docs(path), async (request) => {
      const agent = await registry.authenticate(request.ctx.token);
      const input = parseInput(call.request, request.body ?? {});
      return success(call.data.parse(await route.handle(input as never, request.ctx, agent)));
    });
  }
}
