import type { CallRegistry } from '../../platform/http/calls.ts';
import type { Caller } from '../auth/index.ts';
import type { SystemService } from '../system/index.ts';
import type { ChatService } from './chat.ts';
import type { ClaimService } from './claims.ts';
import type { FeedbackService } from './feedback.ts';
import { questionTypes } from './question-types.ts';
import { issueUserSig } from './user-sig.ts';

export function supportRoutes(
  feedback: FeedbackService,
  chat: ChatService,
  secret: string,
  system: SystemService,
  claims: ClaimService,
): CallRegistry<Caller> {
  const { langOf } = system;

  return {
    'feedback/listQuestionType': {
      handle: async (_input, ctx) => ({ list: questionTypes(langOf(ctx)) }),
    },
    'feedback/create': {
      handle: (input, ctx, { customer }) =>
        feedback.create({ customerId: customer.id, ip: ctx.realIp }, langOf(ctx, customer), input),
    },
    'feedback/getByOrderNo': {
      handle: (input, ctx, { customer }) =>
        feedback.byOrder(customer.id, langOf(ctx, customer), input.orderNo),
    },
    'feedback/reply': {
      handle: (input, ctx, { customer }) =>
        feedback.ask({ customerId: customer.id, ip: ctx.realIp }, langOf(ctx, customer), input),
    },
    'feedback/list': {
      handle: async (_input, ctx, { customer }) => ({
        list: await feedback.list(customer.id, langOf(ctx, customer)),
      }),
    },
    'claim/create': {
      handle: (input, ctx, { customer }) => claims.create({ customerId: customer.id, ip: ctx.realIp }, input),
    },
    'claim/get': {
      handle: (input, _ctx, { customer }) => claims.ofOrder(customer.id, input.orderNo),
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
