import { ERROR, IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@storefront/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../platform/errors.ts';
import { messageLang } from '../../platform/http/context.ts';
import { failure, handleError, success } from '../../platform/http/envelope.ts';
import { sniffImage } from './sniff.ts';
import type { LocalStore } from './store.ts';

type FileRequest = FastifyRequest<{
  Params: { '*': string };
  Querystring: { expires?: string; signature?: string };
}>;

const MAX_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/**
 * The disk store's side of the signed-URL contract (used when STORAGE_URL is unset):
 * `PUT /api/files/<key>` takes the bytes a grant signed for, `GET` serves them while the link lasts.
 * The bytes are judged before anything is written: size as signed, an image by its signature.
 */
export function registerLocalFiles(app: FastifyInstance, store: LocalStore): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      [...IMAGE_TYPES, 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error, request, reply) => {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return handleError(new DomainError(ERROR.FILE_TOO_LARGE, { max: MAX_MB }), request, reply);
      }
      return handleError(error, request, reply);
    });

    scope.put('/api/files/*', async (request: FileRequest, reply: FastifyReply) => {
      const key = request.params['*'];
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      // The signature covers the type and size granted: other bytes than those are refused here.
      if (!store.verify('PUT', key, request.query, contentType, bytes.length)) {
        throw new DomainError(ERROR.UPLOAD_SIGNATURE_EXPIRED);
      }
      if (!sniffImage(bytes.subarray(0, 12))) throw new DomainError(ERROR.FILE_TYPE_NOT_ALLOWED);
      await store.write(key, bytes);
      return reply.send(success({ key }));
    });

    scope.get('/api/files/*', async (request: FileRequest, reply: FastifyReply) => {
      const key = request.params['*'];
      if (!store.verify('GET', key, request.query)) {
        return reply.status(403).send(failure(ERROR.UPLOAD_SIGNATURE_EXPIRED, messageLang(request)));
      }
      const stored = await store.peek(key, 12);
      const type = stored && sniffImage(stored.head);
      if (!stored || !type)
        return reply.status(404).send(failure(ERROR.FILE_NOT_FOUND, messageLang(request)));
      return reply
        .type(type)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-length', String(stored.size))
        .send(store.read(key));
    });
  });
}
