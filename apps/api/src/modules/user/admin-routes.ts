import { FALLBACK_LANG } from '@storefront/contracts';
import { actorOf, type AdminCalls } from '../agents/index.ts';
import type { CustomerConsole } from './console.ts';

/** The console's customers: search, one customer, and disabling, enabling or signing them out. */
export function customerAdminRoutes(customers: CustomerConsole): AdminCalls {
  return {
    'customers/search': { handle: (input) => customers.search(input) },
    'customers/get': {
      handle: (input, ctx) => customers.get(ctx.lang ?? FALLBACK_LANG, input.customerId),
    },
    'customers/disable': {
      handle: (input, ctx, staff) => customers.disable(actorOf(staff, ctx.realIp), input),
    },
    'customers/enable': {
      handle: (input, ctx, staff) => customers.enable(actorOf(staff, ctx.realIp), input),
    },
    'customers/signOut': {
      handle: (input, ctx, staff) => customers.signOut(actorOf(staff, ctx.realIp), input),
    },
  };
}
