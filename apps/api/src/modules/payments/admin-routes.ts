import { FALLBACK_LANG } from '@storefront/contracts';
import { actorOf, type AdminCalls } from '../agents/index.ts';
import type { PaymentMethodConsole } from './console.ts';

/** The owner's payment methods: per region which and in which order, per method its fees. */
export function paymentAdminRoutes(methods: PaymentMethodConsole): AdminCalls {
  return {
    'paymentMethods/list': {
      handle: (input, ctx) => methods.list(ctx.lang ?? FALLBACK_LANG, input.region),
    },
    'paymentMethods/saveRegion': {
      handle: (input, ctx, staff) =>
        methods.saveRegion(actorOf(staff, ctx.realIp), ctx.lang ?? FALLBACK_LANG, input),
    },
    'paymentMethods/saveFees': {
      handle: (input, ctx, staff) =>
        methods.saveFees(actorOf(staff, ctx.realIp), ctx.lang ?? FALLBACK_LANG, input),
    },
  };
}
