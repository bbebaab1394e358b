import { actorOf, type AdminCalls } from '../agents/index.ts';
import type { OrderActions } from './actions.ts';

/** The console's actions on one order: each validated by its contract, then the service's. */
export function orderActionRoutes(actions: OrderActions): AdminCalls {
  return {
    'orders/resendReceipt': {
      handle: (input, ctx, staff) => actions.resendReceipt(actorOf(staff, ctx.realIp), input),
    },
    'orders/retryDelivery': {
      handle: (input, ctx, staff) => actions.retryDelivery(actorOf(staff, ctx.realIp), input),
    },
    'orders/markDelivered': {
      handle: (input, ctx, staff) => actions.markDelivered(actorOf(staff, ctx.realIp), input),
    },
    'orders/refund': {
      handle: (input, ctx, staff) => actions.refund(actorOf(staff, ctx.realIp), input),
    },
    'orders/correctAccount': {
      handle: (input, ctx, staff) => actions.correctAccount(actorOf(staff, ctx.realIp), input),
    },
  };
}
