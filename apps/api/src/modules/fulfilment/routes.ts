import type { CallRegistry } from '../../platform/http/calls.ts';
import type { AuthService } from '../auth/service.ts';
import type { FulfilmentService } from './service.ts';

export function fulfilmentRoutes(auth: AuthService, fulfilment: FulfilmentService): CallRegistry {
  return {
    'order/withdrawCoins': {
      handle: async (input, ctx) => {
        const caller = await auth.authenticate(ctx.token);
        return fulfilment.withdrawCoins(caller.customer.id, input.orderNo);
      },
    },
  };
}
