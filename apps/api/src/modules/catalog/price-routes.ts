import { FALLBACK_LANG } from '@storefront/contracts';
import type { AdminCalls } from '../agents/index.ts';
import type { PriceConsole } from './price-console.ts';

/** The console's price calls (roles checked by the contract: rates are the owner's). */
export function priceAdminRoutes(prices: PriceConsole): AdminCalls {
  const actor = (staff: { agentId: string; email: string }, ip: string) => ({
    staffId: staff.agentId,
    email: staff.email,
    ip,
  });
  return {
    'prices/products': { handle: async (_input, ctx) => prices.products(ctx.lang ?? FALLBACK_LANG) },
    'prices/grid': { handle: async (input, ctx) => prices.grid(input.productId, ctx.lang ?? FALLBACK_LANG) },
    'prices/save': { handle: async (input, ctx, staff) => prices.save(actor(staff, ctx.realIp), input) },
    'prices/rates': { handle: async () => ({ list: await prices.currencies() }) },
    'prices/saveRate': {
      handle: async (input, ctx, staff) => prices.saveRate(actor(staff, ctx.realIp), input),
    },
  };
}
