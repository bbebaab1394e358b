import { FALLBACK_LANG } from '@storefront/contracts';
import { actorOf, type AdminCalls } from '../agents/index.ts';
import type { ChatService } from './chat.ts';
import type { ClaimService } from './claims.ts';
import type { FeedbackService } from './feedback.ts';
import { issueUserSig } from './user-sig.ts';

/** The agent console's side of customer service: feedback threads, live chats and claims. */
export function supportAdminRoutes(
  feedback: FeedbackService,
  chat: ChatService,
  secret: string,
  claims: ClaimService,
): AdminCalls {
  return {
    'claim/queue': {
      handle: async (input, ctx) => claims.queue(ctx.lang ?? FALLBACK_LANG, input),
    },
    'claim/get': {
      handle: async (input, ctx) => claims.agentView(ctx.lang ?? FALLBACK_LANG, input.id),
    },
    'claim/move': {
      handle: async (input, ctx, agent) =>
        claims.move(
          { ...actorOf(agent, ctx.realIp), staffId: agent.agentId, role: agent.role },
          ctx.lang ?? FALLBACK_LANG,
          input,
        ),
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
    'chat/queue': {
      handle: async (input, _ctx, agent) => ({
        list: await chat.queue(agent.agentId, input.includeClosed),
      }),
    },
    'chat/history': {
      handle: async (input, _ctx, agent) => chat.history({ userId: agent.agentId, role: 'agent' }, input),
    },
    'chat/close': {
      handle: async (input, _ctx, agent) => chat.close(agent.agentId, input.conversationId),
    },
  };
}
