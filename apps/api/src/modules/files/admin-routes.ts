import type { AdminCalls } from '../agents/index.ts';
import type { FileService } from './service.ts';

/** Agents upload images for their replies as customers do, counted per agent. */
export function fileAdminRoutes(uploads: FileService): AdminCalls {
  return {
    'file/getSignature': { handle: async (_input, _ctx, agent) => uploads.signature(agent.agentId) },
    'file/createUpload': {
      handle: async (input, _ctx, agent) => uploads.createUpload(agent.agentId, input, null),
    },
    'file/confirm': { handle: async (input, _ctx, agent) => uploads.confirm(agent.agentId, input.key) },
  };
}
