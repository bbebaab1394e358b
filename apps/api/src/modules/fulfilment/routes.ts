import type { CallRegistry } from '../../platform/http/calls.ts';
import type { Caller } from '../auth/index.ts';
import type { FulfilmentService } from './service.ts';

export function fulfilmentRoutes(fulfilment: FulfilmentService): CallRegistry<Caller> {
  return {
    'order/withdrawCoins': {
      handle: (input, _ctx, caller) => fulfilment.withdrawCoins(caller.customer.id, input.orderNo),
    },
  };
}
