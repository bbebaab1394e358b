import { CODE_FILE_CALLS } from '@storefront/contracts';
import { errorCodes, type FastifyInstance } from 'fastify';
import { bodyLimitOf } from './body-limits.ts';
import { MalformedJsonError } from './envelope.ts';

const CODE_FILE_PATHS = new Set<string>(CODE_FILE_CALLS.map((call) => `/api/admin/${call}`));
const isCodeFileCall = (url: string) => CODE_FILE_PATHS.has(url.split('?')[0] ?? '');

/**
 * A body handed on unread: its bytes as they arrive, and no field of its own, so what walks a
 * call's input (validation, the check for text PostgreSQL cannot store) never walks the socket.
 */
class UnreadBody implements AsyncIterable<Uint8Array> {
  readonly #stream: AsyncIterable<Uint8Array>;
  constructor(stream: AsyncIterable<Uint8Array>) {
    this.#stream = stream;
  }
  [Symbol.asyncIterator]() {
    return this.#stream[Symbol.asyncIterator]();
  }
}

/**
 * JSON is the body the API reads: every other content type is refused (415) rather than handed to
 * a route as text. An empty body is no body, so `{}`-shaped calls need not send one. The one
 * exception is a code file (`CODE_FILE_CALLS`): its paste or file is the body, as text, handed to
 * the call unread as `file` beside its query string's fields, so the call reads it as it arrives
 * and megabytes of codes never sit in memory whole; those calls take no JSON.
 */
export function registerJsonBody(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new MalformedJsonError('malformed JSON body'), undefined);
    }
  });
  app.addContentTypeParser(['text/plain', 'text/csv'], (request, payload, done) => {
    if (!isCodeFileCall(request.url)) return done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(), undefined);
    // A body declared larger than a code file may be is refused before a byte of it is read.
    if (Number(request.headers['content-length'] ?? 0) > bodyLimitOf(request.url).bytes) {
      return done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), undefined);
    }
    done(null, { ...(request.query as Record<string, unknown>), file: new UnreadBody(payload) });
  });
  // A code file's call refuses JSON before reading it: a paste sent as JSON would be held whole.
  app.addHook('preParsing', async (request) => {
    if (isCodeFileCall(request.url) && request.headers['content-type']?.startsWith('application/json')) {
      throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();
    }
  });
}
