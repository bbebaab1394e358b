import type { FastifyInstance } from 'fastify';
import { MalformedJsonError } from './envelope.ts';

/**
 * JSON is the only body the API reads: every other content type is refused (415) rather than
 * handed to a route as text. An empty body is no body, so `{}`-shaped calls need not send one.
 */
export function registerJsonBody(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new MalformedJsonError('malformed JSON body'), undefined);
    }
  });
}
