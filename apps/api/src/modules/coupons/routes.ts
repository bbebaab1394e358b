import type { CallRegistry } from '../../platform/http/calls.ts';
import type { AuthService } from '../auth/service.ts';
import type { CouponService } from './service.ts';

export function couponRoutes(auth: AuthService, coupons: CouponService): CallRegistry {
  return {
    'user/listUserCoupon': {
      handle: async (input, ctx) => coupons.list(ctx, (await auth.authenticate(ctx.token)).customer, input),
    },
    'couponActivity/query': {
      // Anyone may see a promotion; a signed-in customer also learns whether they claimed it.
      handle: async (input, ctx) =>
        coupons.activities(ctx, (await auth.sessionOf(ctx.token))?.customer, input.id),
    },
    'couponActivity/claim': {
      handle: async (input, ctx) =>
        coupons.claim(ctx, (await auth.authenticate(ctx.token)).customer, input.id),
    },
  };
}
