import type { CallRegistry } from '../../platform/http/calls.ts';
import type { Caller } from '../auth/index.ts';
import type { SystemService } from '../system/index.ts';
import type { OrderLinks } from './links.ts';
import type { OrderService } from './service.ts';

export function orderRoutes(
  orders: OrderService,
  links: OrderLinks,
  system: SystemService,
): CallRegistry<Caller> {
  return {
    'order/preview': {
      // A price can be quoted before any session exists; with one, the customer's settings count.
      handle: async (input, ctx, caller) =>
        orders.preview(await system.locale(ctx, caller?.customer), caller?.customer, input),
    },
    'order/create': {
      handle: async (input, ctx, caller) =>
        orders.create(await system.locale(ctx, caller.customer), ctx, caller.customer, input),
    },
    'order/createV2': {
      handle: async (input, ctx, caller) =>
        orders.createV2(await system.locale(ctx, caller.customer), ctx, caller.customer, input),
    },
    'order/orderList': {
      handle: async (input, ctx, caller) =>
        orders.list(caller.customer.id, system.langOf(ctx, caller.customer), input),
    },
    'order/lookup': {
      handle: async (input, ctx, caller) =>
        links.lookup(ctx.realIp, system.langOf(ctx, caller.customer), input),
    },
    'order/openLink': {
      handle: (input, _ctx, caller) => links.open(caller.customer.id, input),
    },
    'order/revealCodes': {
      handle: (input, ctx, caller) => orders.revealCodes(caller.customer, input, ctx),
    },
    'order/orderStatus': {
      handle: (input, _ctx, caller) => orders.status(caller.customer.id, input.orderNo),
    },
    'order/orderDetail': {
      handle: async (input, ctx, caller) =>
        orders.detail(caller.customer.id, input.orderNo, system.langOf(ctx, caller.customer)),
    },
    'order/updateOrderInfo': {
      handle: async (input, ctx, caller) =>
        orders.updateInfo(caller.customer.id, system.langOf(ctx, caller.customer), input),
    },
    'order/getInvitationOrderList': {
      handle: async (input, ctx, caller) =>
        orders.invitations(caller.customer.inviteCode, system.langOf(ctx, caller.customer), input),
    },
  };
}
