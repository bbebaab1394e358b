import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CodeFileBody, envelope, webCalls, type ErrorCode, type WebCallPath } from '@storefront/contracts';
import { errorMessage } from '../i18n/web-messages.ts';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

const HEADERS = {
  type: 'object',
  properties: {
    authorization: { type: 'string', description: 'Session token, with or without "Bearer "' },
    lang: { type: 'string', description: 'Language code (en, ru, …); messages fall back to en' },
    currency: { type: 'string', description: 'Currency code chosen by the customer' },
    region: { type: 'string', description: 'Region code chosen by the customer' },
    deviceid: { type: 'string', description: 'Device id of this browser' },
    channel: { type: 'string', description: 'Business channel (bizChannel cookie)' },
    real_ip: { type: 'string', description: "The customer's IP address, set by the web server" },
  },
};

interface CallContract {
  request: z.ZodType;
  data: z.ZodType;
  summary: string;
  errors?: readonly ErrorCode[];
}

/**
 * The OpenAPI description of one call, made from its contract. It is only documentation: the
 * routes carry no Fastify schema, so validation and its messages stay ours.
 */
export function callDocs(path: WebCallPath): FastifySchema {
  return contractDocs(webCalls[path], path.split('/')[0] ?? 'web');
}

/**
 * A call's body, JSON; or, for a call whose codes are the body itself (`CodeFileBody`), that text
 * and its other fields in the query string.
 */
function requestDocs(request: z.ZodType): FastifySchema {
  if (!(request instanceof z.ZodObject) || request.shape.file !== CodeFileBody) {
    return { body: jsonSchema(request, 'input') };
  }
  return {
    consumes: ['text/plain', 'text/csv'],
    querystring: jsonSchema(request.omit({ file: true }), 'input'),
    body: { type: 'string', description: 'The paste or file itself, UTF-8: one code a line, or a CSV' },
  };
}

/** The same for any contract-shaped call (the agents' `/api/admin/*` calls too). */
export function contractDocs(call: CallContract, tag: string): FastifySchema {
  const errors: readonly ErrorCode[] = call.errors ?? [];
  return {
    summary: call.summary,
    description: errors.length
      ? `Failure codes: ${errors.map((code) => `${code} (${errorMessage(code, 'en')})`).join('; ')}.`
      : undefined,
    tags: [tag],
    headers: HEADERS,
    ...requestDocs(call.request),
    response: {
      200: {
        description: '`code` 1 with `data`, or a catalogue code with `msg` and `data: null`',
        ...jsonSchema(envelope(call.data.nullable()), 'output'),
      },
    },
  };
}

export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storefront API',
        version: '1',
        description:
          'Every storefront call is `POST /api/web/<group>/<name>` with a JSON body and answers ' +
          '`{ code, msg, data }`, `code: 1` meaning success. Failures carry a code of the error ' +
          'catalogue and a message in the language of the `Lang` header.',
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI is scripts and styles of its own (it writes style attributes) and data: icons.
    staticCSP:
      "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; " +
      "base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  });
}
