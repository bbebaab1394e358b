import { FALLBACK_LANG } from '@storefront/contracts';
import type { CallRegistry } from '../../platform/http/calls.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import type { AuthService } from '../auth/service.ts';
import type { ChatService } from './chat.ts';
import type { FeedbackService } from './feedback.ts';
import { questionTypes } from './question-types.ts';
import { issueUserSig } from './user-sig.ts';

export function supportRoutes(
  auth: AuthService,
  feedback: FeedbackService,
  chat: ChatService,
  secret: string,
): CallRegistry {
  async function caller(ctx: RequestContext) {
    const { customer } = await auth.authenticate(ctx.token);
    return { customerId: customer.id, lang: ctx.lang ?? FALLBACK_LANG };
  }

  return {
    'feedback/listQuestionType': {
      handle: async (_input, ctx) => ({ list: questionTypes(ctx.lang ?? FALLBACK_LANG) }),
    },
    'feedback/create': {
      handle: async (input, ctx) => {
        const { customerId, lang } = await caller(ctx);
        return feedback.create(customerId, lang, input);
      },
    },
    'feedback/getByOrderNo': {
      handle: async (input, ctx) => {
        const { customerId, lang } = await caller(ctx);
        return feedback.byOrder(customerId, lang, input.orderNo);
      },
    },
    'feedback/reply': {
      handle: async (input, ctx) => {
        const { customerId, lang } = await caller(ctx);
        return feedback.ask(customerId, lang, input);
      },
    },
    'feedback/list': {
      handle: async (_input, ctx) => {
        const { customerId, lang } = await caller(ctx);
        return { list: await feedback.list(customerId, lang) };
      },
    },
    'im/getUserSig': {
      handle: async (_input, ctx) => {
        const { customer, sessionId } = await auth.authenticate(ctx.token);
        return issueUserSig(secret, { userId: customer.id, role: 'customer', sessionId });
      },
    },
    'im/conversations': {
      handle: async (_input, ctx) => chat.conversations((await caller(ctx)).customerId),
    },
    'im/history': {
      handle: async (input, ctx) => {
        const { customerId } = await caller(ctx);
        return chat.history({ userId: customerId, role: 'customer' }, input);
      },
    },
  };
}
