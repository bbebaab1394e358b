import { FALLBACK_LANG } from '@storefront/contracts';
import type { AdminCalls } from '../agents/index.ts';
import type { Dashboard } from './service.ts';

/** The console's home: `dashboard/summary` (owners and operators, as the contract declares). */
export function dashboardAdminRoutes(dashboard: Dashboard): AdminCalls {
  return {
    'dashboard/summary': {
      handle: async (input, ctx) => dashboard.summary(input, ctx.lang ?? FALLBACK_LANG),
    },
  };
}
