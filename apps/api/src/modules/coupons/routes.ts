import type { CallRegistry } from '../../platform/http/calls.ts';
import type { Caller } from '../auth/index.ts';
import type { SystemService } from '../system/index.ts';
import type { CouponService } from './service.ts';

export function couponRoutes(coupons: CouponService, system: SystemService): CallRegistry<Caller> {
  return {
    'user/listUserCoupon': {
      handle: async (input, ctx, caller) =>
        coupons.list(await system.locale(ctx, caller.customer), caller.customer, input),
    },
    'couponActivity/query': {
      // Anyone may see a promotion; a signed-in customer also learns whether they claimed it.
      handle: async (input, ctx, caller) =>
        coupons.activities(await system.locale(ctx, caller?.customer), caller?.customer, input.id),
    },
    'couponActivity/claim': {
      handle: async (input, ctx, caller) =>
        coupons.claim(await system.locale(ctx, caller.customer), caller.customer, input.id),
    },
  };
}
