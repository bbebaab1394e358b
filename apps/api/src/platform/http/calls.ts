import {
  webCalls,
  type CallAccess,
  type WebCallAccess,
  type WebCallData,
  type WebCallPath,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { RequestContext } from './context.ts';
import { callDocs } from './docs.ts';
import { success } from './envelope.ts';
import { parseInput } from './validation.ts';

type Input<P extends WebCallPath> = z.output<(typeof webCalls)[P]['request']>;

/** What a call's code is given of its caller, by the access the call declares. */
export type CallerFor<A extends CallAccess, C> = A extends 'anyone'
  ? undefined
  : A extends 'optionalSession'
    ? C | undefined
    : C;

/**
 * Finds the caller a call declares it needs, from the request's token: throws the call's answer
 * (-1001, -1005) when there is none of that kind. Given by the module that knows sessions.
 */
export type CallerResolver<C> = (
  access: Exclude<CallAccess, 'anyone'>,
  token: string | undefined,
) => Promise<C | undefined>;

export interface CallRoute<P extends WebCallPath, C = unknown> {
  /** Adjusts the raw body before validation, e.g. to take a field from a header instead. */
  prepare?: (body: Record<string, unknown>, ctx: RequestContext) => Record<string, unknown>;
  handle: (
    input: Input<P>,
    ctx: RequestContext,
    caller: CallerFor<WebCallAccess<P>, C>,
  ) => Promise<WebCallData<P>>;
  /**
   * The handler answers objects that it shares between requests and nobody changes (answers kept
   * in the catalogue cache): each is checked against the contract and serialized once, and its
   * JSON is reused for as long as the cache keeps the object.
   */
  sharedAnswer?: boolean;
}

/** A module's storefront calls, by their path under `/api/web/`; `C` is the caller they are given. */
export type CallRegistry<C = unknown> = { [P in WebCallPath]?: CallRoute<P, C> };

/**
 * The envelope of each shared answer as JSON, held only as long as the answer object lives: when the
 * catalogue version changes the cache drops its objects, and their JSON goes with them.
 */
const serialized = new WeakMap<object, string>();

/**
 * One POST route per registered call: validate the body with the call's contract, run the handler,
 * answer its data in the envelope. The data is parsed with the contract too, so a handler cannot
 * leak a field the contract does not name.
 */
export function registerCalls<C>(
  app: FastifyInstance,
  registry: CallRegistry<C>,
  resolveCaller: CallerResolver<C>,
): void {
  for (const path of Object.keys(registry) as WebCallPath[]) {
    const route = registry[path] as CallRoute<WebCallPath, C> | undefined;
    if (!route) continue;
    const call = webCalls[path];
    const { access } = call as { access: CallAccess };
    app.post(
      `/api/web/${path}`,
      { config: { swaggerTransform: ({ url }) => ({ url, schema: callDocs(path) }) } },
      async (request, reply) => {
        // Who may call comes first: a caller without the right session learns nothing of the body's rules.
        const caller = access === 'anyone' ? undefined : await resolveCaller(access, request.ctx.token);
        const raw = request.body === undefined ? {} : request.body;
        const body =
          route.prepare && raw !== null && typeof raw === 'object' && !Array.isArray(raw)
            ? route.prepare(raw as Record<string, unknown>, request.ctx)
            : raw;
        const input = parseInput(call.request, body);
        const data = await route.handle(input as never, request.ctx, caller as never);
        if (!route.sharedAnswer || typeof data !== 'object' || data === null) {
          return success(call.data.parse(data));
        }
        let json = serialized.get(data);
        if (json === undefined) {
          json = JSON.stringify(success(call.data.parse(data)));
          serialized.set(data, json);
        }
        // A string with a JSON content type is sent as it is, not serialized again.
        return reply.type('application/json; charset=utf-8').send(json);
      },
    );
  }
}
