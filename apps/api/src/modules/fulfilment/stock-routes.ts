import { FALLBACK_LANG } from '@storefront/contracts';
import { actorOf, type AdminCalls } from '../agents/index.ts';
import type { StockService } from './batches.ts';

/** The console's code stock: `stock/*` (roles as the contracts declare them). */
export function stockAdminRoutes(stock: StockService): AdminCalls {
  return {
    'stock/products': { handle: async (_input, ctx) => stock.products(ctx.lang ?? FALLBACK_LANG) },
    'stock/overview': { handle: async (input) => stock.overview(input.skuId) },
    'stock/preview': { handle: async (input) => stock.preview(input) },
    'stock/import': {
      handle: async (input, ctx, staff) => stock.importBatch(actorOf(staff, ctx.realIp), input),
    },
    'stock/void': {
      handle: async (input, ctx, staff) => stock.voidBatch(actorOf(staff, ctx.realIp), input.batchId),
    },
    'stock/export': {
      handle: async (input, ctx, staff) => stock.exportBatch(actorOf(staff, ctx.realIp), input),
    },
    'stock/threshold': {
      handle: async (input, ctx, staff) =>
        stock.setThreshold(actorOf(staff, ctx.realIp), input.skuId, input.threshold),
    },
  };
}
