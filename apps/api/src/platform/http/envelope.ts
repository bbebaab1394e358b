import { ERROR, SUCCESS_CODE, type Envelope, type ErrorCode, type Lang } from '@storefront/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { DomainError } from '../errors.ts';
import { bodyLimitOf } from './body-limits.ts';
import { errorMessage, webText } from '../i18n/web-messages.ts';
import { messageLang } from './context.ts';

export function success<T>(data: T): Envelope<T> {
  return { code: SUCCESS_CODE, msg: 'success', data };
}

export function failure(
  code: ErrorCode,
  lang: Lang,
  params?: Record<string, string | number>,
  data: unknown = null,
): Envelope<unknown> {
  const ruleText = typeof params?.rule === 'string' ? webText(`validation.${params.rule}`, lang) : undefined;
  return { code, msg: ruleText ?? errorMessage(code, lang, params), data };
}

/** The body of a JSON request that does not parse. */
export class MalformedJsonError extends Error {
  override name = 'MalformedJsonError';
}

interface Failure {
  status: number;
  code: ErrorCode;
  params?: Record<string, string | number>;
  data?: unknown;
}

/**
 * Every way a call can fail, as an HTTP status and a catalogue code. Business failures answer 200:
 * the storefront's client shows `msg` only for a 200 (spec section 8).
 */
function classify(error: unknown, request: FastifyRequest): Failure {
  if (error instanceof DomainError) {
    return { status: 200, code: error.code, params: error.params, data: error.data };
  }
  if (error instanceof MalformedJsonError) return { status: 400, code: ERROR.MALFORMED_JSON };
  switch ((error as FastifyError).code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': {
      const limit = bodyLimitOf(request.url);
      return { status: 413, code: limit.code, params: limit.params };
    }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: ERROR.UNSUPPORTED_MEDIA_TYPE };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, code: ERROR.MALFORMED_JSON };
    case 'FST_ERR_BAD_URL':
      return unknownCall(request);
  }
  if ((error as FastifyError).statusCode === 429) {
    const retryAfter = Number((error as { retryAfter?: number }).retryAfter ?? 60);
    return { status: 429, code: ERROR.TOO_MANY_REQUESTS, params: { seconds: retryAfter } };
  }
  if (isDatabaseUnavailable(error)) return { status: 503, code: ERROR.SERVICE_UNAVAILABLE };
  return { status: 500, code: ERROR.INTERNAL, params: { requestId: request.id } };
}

export function unknownCall(request: FastifyRequest): Failure {
  const path = request.url.split('?')[0] ?? '';
  return {
    status: 404,
    code: ERROR.UNKNOWN_CALL,
    params: { method: request.method, path: path.length > 200 ? `${path.slice(0, 200)}…` : path },
  };
}

export function sendFailure(
  reply: FastifyReply,
  request: FastifyRequest,
  { status, code, params, data }: Failure,
): FastifyReply {
  if (status === 429 && params?.seconds !== undefined) reply.header('retry-after', String(params.seconds));
  return reply
    .status(status)
    .header('x-request-id', request.id)
    .type('application/json; charset=utf-8')
    .send(failure(code, messageLang(request), params, data));
}

/** Answers any error in the envelope; only the unexpected ones are logged with their stack. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const found = classify(error, request);
  if (found.status >= 500) {
    request.log.error({ err: error }, found.status === 503 ? 'database unavailable' : 'unexpected error');
  } else if (found.status !== 200) {
    request.log.info({ code: found.code }, 'request refused');
  }
  return sendFailure(reply, request, found);
}
