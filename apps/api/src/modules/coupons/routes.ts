import type { CallRegistry } from '../../platform/http/calls.ts';
import type { Caller } from '../auth/index.ts';
import type { CouponService } from './service.ts';

export function couponRoutes(coupons: CouponService): CallRegistry<Caller> {
  return {
    'user/listUserCoupon': {
      handle: (input, ctx, caller) => coupons.list(ctx, caller.customer, input),
    },
    'couponActivity/query': {
      // Anyone may see a promotion; a signed-in customer also learns whether they claimed it.
      handle: (input, ctx, caller) => coupons.activities(ctx, caller?.customer, input.id),
    },
    'couponActivity/claim': {
      handle: (input, ctx, caller) => coupons.claim(ctx, caller.customer, input.id),
    },
  };
}
