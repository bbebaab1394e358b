import type { CallRegistry } from '../../platform/http/calls.ts';
import type { Caller } from '../auth/index.ts';
import type { FileService } from './service.ts';

export function fileRoutes(uploads: FileService): CallRegistry<Caller> {
  return {
    'file/getSignature': {
      handle: async (_input, _ctx, caller) => uploads.signature(caller.customer.id),
    },
    'file/createUpload': {
      handle: (input, ctx, caller) => uploads.createUpload(caller.customer.id, input, ctx.realIp),
    },
    'file/confirm': {
      handle: (input, _ctx, caller) => uploads.confirm(caller.customer.id, input.key),
    },
  };
}
