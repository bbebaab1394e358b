import { actorOf, type AdminCalls } from '../agents/index.ts';
import type { FulfilmentService } from './service.ts';

/** An agent refunds an order waiting for delivery, with a reason kept from the customer. */
export function fulfilmentAdminRoutes(fulfilment: FulfilmentService): AdminCalls {
  return {
    'order/refund': {
      handle: async (input, ctx, agent) => fulfilment.refundByAgent(actorOf(agent, ctx.realIp), input),
    },
  };
}
