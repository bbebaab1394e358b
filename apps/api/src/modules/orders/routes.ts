import { FALLBACK_LANG } from '@storefront/contracts';
import type { CallRegistry } from '../../platform/http/calls.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import type { Caller } from '../auth/index.ts';
import type { OrderService } from './service.ts';

export function orderRoutes(orders: OrderService): CallRegistry<Caller> {
  /** The language of the names in the answer. */
  const langOf = (ctx: RequestContext) => ctx.lang ?? FALLBACK_LANG;

  return {
    'order/preview': {
      // A price can be quoted before any session exists; with one, the customer's settings count.
      handle: (input, ctx, caller) => orders.preview(ctx, caller?.customer, input),
    },
    'order/create': {
      handle: (input, ctx, caller) => orders.create(ctx, caller.customer, input),
    },
    'order/createV2': {
      handle: (input, ctx, caller) => orders.createV2(ctx, caller.customer, input),
    },
    'order/orderList': {
      handle: (input, ctx, caller) => orders.list(caller.customer.id, langOf(ctx), input),
    },
    'order/orderStatus': {
      handle: (input, _ctx, caller) => orders.status(caller.customer.id, input.orderNo),
    },
    'order/orderDetail': {
      handle: (input, ctx, caller) => orders.detail(caller.customer.id, input.orderNo, langOf(ctx)),
    },
    'order/updateOrderInfo': {
      handle: (input, ctx, caller) => orders.updateInfo(caller.customer.id, langOf(ctx), input),
    },
    'order/getInvitationOrderList': {
      handle: (input, ctx, caller) => orders.invitations(caller.customer.inviteCode, langOf(ctx), input),
    },
  };
}
