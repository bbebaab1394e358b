import { FALLBACK_LANG } from '@storefront/contracts';
import type { CallRegistry } from '../../platform/http/calls.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import type { AuthService } from '../auth/service.ts';
import type { OrderService } from './service.ts';

export function orderRoutes(auth: AuthService, orders: OrderService): CallRegistry {
  /** The caller and the language of the names in the answer. */
  async function caller(ctx: RequestContext) {
    const { customer } = await auth.authenticate(ctx.token);
    return { customer, lang: ctx.lang ?? FALLBACK_LANG };
  }

  return {
    'order/preview': {
      // A price can be quoted before any session exists; with one, the customer's settings count.
      handle: async (input, ctx) => orders.preview(ctx, (await auth.sessionOf(ctx.token))?.customer, input),
    },
    'order/create': {
      handle: async (input, ctx) => orders.create(ctx, (await caller(ctx)).customer, input),
    },
    'order/createV2': {
      handle: async (input, ctx) => orders.createV2(ctx, (await caller(ctx)).customer, input),
    },
    'order/orderList': {
      handle: async (input, ctx) => {
        const { customer, lang } = await caller(ctx);
        return orders.list(customer.id, lang, input);
      },
    },
    'order/orderStatus': {
      handle: async (input, ctx) => orders.status((await caller(ctx)).customer.id, input.orderNo),
    },
    'order/orderDetail': {
      handle: async (input, ctx) => {
        const { customer, lang } = await caller(ctx);
        return orders.detail(customer.id, input.orderNo, lang);
      },
    },
    'order/updateOrderInfo': {
      handle: async (input, ctx) => {
        const { customer, lang } = await caller(ctx);
        return orders.updateInfo(customer.id, lang, input);
      },
    },
    'order/getInvitationOrderList': {
      handle: async (input, ctx) => {
        const { customer, lang } = await caller(ctx);
        return orders.invitations(customer.inviteCode, lang, input);
      },
    },
  };
}
