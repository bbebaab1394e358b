import { FALLBACK_LANG } from '@storefront/contracts';
import type { FileService } from '../files/service.ts';
import type { FulfilmentService } from '../fulfilment/service.ts';
import type { ChatService } from '../support/chat.ts';
import type { FeedbackService } from '../support/feedback.ts';
import { issueUserSig } from '../support/user-sig.ts';
import type { AdminRegistry } from './http.ts';
import type { AgentService } from './service.ts';

export function adminRoutes(
  agents: AgentService,
  feedback: FeedbackService,
  chat: ChatService,
  uploads: FileService,
  fulfilment: FulfilmentService,
  secret: string,
): AdminRegistry {
  return {
    login: (input) => agents.login(input.email, input.password),
    authenticate: (token) => agents.authenticate(token),
    calls: {
      'agent/me': {
        handle: async (_input, _ctx, { agentId, email, name }) => ({ agentId, email, name }),
      },
      'agent/logout': {
        handle: async (_input, ctx) => {
          await agents.logout(ctx.token);
          return {};
        },
      },
      'agent/getUserSig': {
        handle: async (_input, _ctx, agent) =>
          issueUserSig(secret, { userId: agent.agentId, role: 'agent', sessionId: agent.sessionId }),
      },
      'feedback/queue': {
        handle: async (input, ctx) => feedback.queue(ctx.lang ?? FALLBACK_LANG, input),
      },
      'feedback/get': {
        handle: async (input, ctx) => feedback.agentView(ctx.lang ?? FALLBACK_LANG, input.orderNo),
      },
      'feedback/reply': {
        handle: async (input, ctx, agent) => feedback.reply(agent.agentId, ctx.lang ?? FALLBACK_LANG, input),
      },
      'feedback/close': {
        handle: async (input, ctx) => feedback.close(ctx.lang ?? FALLBACK_LANG, input.orderNo),
      },
      'order/refund': {
        handle: async (input, _ctx, agent) => fulfilment.refundByAgent(agent.agentId, input),
      },
      'chat/queue': {
        handle: async (input, _ctx, agent) => ({
          list: await chat.queue(agent.agentId, input.includeClosed),
        }),
      },
      'chat/history': {
        handle: async (input, _ctx, agent) => chat.history({ userId: agent.agentId, role: 'agent' }, input),
      },
      'file/getSignature': { handle: async (_input, _ctx, agent) => uploads.signature(agent.agentId) },
      'file/createUpload': {
        handle: async (input, _ctx, agent) => uploads.createUpload(agent.agentId, input),
      },
      'file/confirm': { handle: async (input, _ctx, agent) => uploads.confirm(agent.agentId, input.key) },
      'chat/close': {
        handle: async (input, _ctx, agent) => chat.close(agent.agentId, input.conversationId),
      },
    },
  };
}
