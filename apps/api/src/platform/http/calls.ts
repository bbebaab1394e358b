import { webCalls, type WebCallData, type WebCallPath } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { RequestContext } from './context.ts';
import { callDocs } from './docs.ts';
import { success } from './envelope.ts';
import { parseInput } from './validation.ts';

type Input<P extends WebCallPath> = z.output<(typeof webCalls)[P]['request']>;

export interface CallRoute<P extends WebCallPath> {
  /** Adjusts the raw body before validation, e.g. to take a field from a header instead. */
  prepare?: (body: Record<string, unknown>, ctx: RequestContext) => Record<string, unknown>;
  handle: (input: Input<P>, ctx: RequestContext) => Promise<WebCallData<P>>;
  /**
   * The handler answers objects that it shares between requests and nobody changes (answers kept
   * in the catalogue cache): each is checked against the contract and serialized once, and its
   * JSON is reused for as long as the cache keeps the object.
   */
  sharedAnswer?: boolean;
}

/** A module's storefront calls, by their path under `/api/web/`. */
export type CallRegistry = { [P in WebCallPath]?: CallRoute<P> };

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
export function registerCalls(app: FastifyInstance, registry: CallRegistry): void {
  for (const path of Object.keys(registry) as WebCallPath[]) {
    const route = registry[path] as CallRoute<WebCallPath> | undefined;
    if (!route) continue;
    const call = webCalls[path];
    app.post(
      `/api/web/${path}`,
      { config: { swaggerTransform: ({ url }) => ({ url, schema: callDocs(path) }) } },
      async (request, reply) => {
        const raw = request.body === undefined ? {} : request.body;
        const body =
          route.prepare && raw !== null && typeof raw === 'object' && !Array.isArray(raw)
            ? route.prepare(raw as Record<string, unknown>, request.ctx)
            : raw;
        const input = parseInput(call.request, body);
        const data = await route.handle(input as never, request.ctx);
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
