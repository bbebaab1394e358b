import type { CallRegistry } from '../../platform/http/calls.ts';
import type { AuthService } from '../auth/service.ts';
import type { FileService } from './service.ts';

export function fileRoutes(auth: AuthService, uploads: FileService): CallRegistry {
  const owner = async (token: string | undefined) => (await auth.authenticate(token)).customer.id;
  return {
    'file/getSignature': {
      handle: async (_input, ctx) => uploads.signature(await owner(ctx.token)),
    },
    'file/createUpload': {
      handle: async (input, ctx) => uploads.createUpload(await owner(ctx.token), input),
    },
    'file/confirm': {
      handle: async (input, ctx) => uploads.confirm(await owner(ctx.token), input.key),
    },
  };
}
