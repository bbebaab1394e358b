import { FALLBACK_LANG } from '@storefront/contracts';
import type { CallRegistry } from '../../platform/http/calls.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import type { Caller } from '../auth/index.ts';
import type { ChatService } from './chat.ts';
import type { FeedbackService } from './feedback.ts';
import { questionTypes } from './question-types.ts';
import { issueUserSig } from './user-sig.ts';

export function supportRoutes(
  feedback: FeedbackService,
  chat: ChatService,
  secret: string,
): CallRegistry<Caller> {
  /** The language of the answer's texts. */
  const langOf = (ctx: RequestContext) => ctx.lang ?? FALLBACK_LANG;

  return {
    'feedback/listQuestionType': {
      handle: async (_input, ctx) => ({ list: questionTypes(langOf(ctx)) }),
    },
    'feedback/create': {
      handle: (input, ctx, { customer }) =>
        feedback.create({ customerId: customer.id, ip: ctx.realIp }, langOf(ctx), input),
    },
    'feedback/getByOrderNo': {
      handle: (input, ctx, { customer }) => feedback.byOrder(customer.id, langOf(ctx), input.orderNo),
    },
    'feedback/reply': {
      handle: (input, ctx, { customer }) =>
        feedback.ask({ customerId: customer.id, ip: ctx.realIp }, langOf(ctx), input),
    },
    'feedback/list': {
      handle: async (_input, ctx, { customer }) => ({ list: await feedback.list(customer.id, langOf(ctx)) }),
    },
    'im/getUserSig': {
      handle: async (_input, _ctx, { customer, sessionId }) =>
        issueUserSig(secret, { userId: customer.id, role: 'customer', sessionId }),
    },
    'im/conversations': {
      handle: (_input, _ctx, { customer }) => chat.conversations(customer.id),
    },
    'im/history': {
      handle: (input, _ctx, { customer }) => chat.history({ userId: customer.id, role: 'customer' }, input),
    },
  };
}
