import { FALLBACK_LANG } from '@storefront/contracts';
import { actorOf, type AdminCalls } from '../agents/index.ts';
import type { CatalogueConsole } from './console.ts';

/** The console's catalogue calls (roles checked by the contract: owners and operators). */
export function catalogueAdminRoutes(catalogue: CatalogueConsole): AdminCalls {
  const currency = (ctx: { currency: string | undefined }) => catalogue.currencyOf(ctx.currency);
  return {
    'catalogue/list': {
      handle: async (_input, ctx) => ({ list: await catalogue.list(ctx.lang ?? FALLBACK_LANG) }),
    },
    'catalogue/get': { handle: async (input, ctx) => catalogue.get(input.slug, await currency(ctx)) },
    'catalogue/create': {
      handle: async (input, ctx, staff) =>
        catalogue.create(actorOf(staff, ctx.realIp), input, await currency(ctx)),
    },
    'catalogue/save': {
      handle: async (input, ctx, staff) =>
        catalogue.save(actorOf(staff, ctx.realIp), input, await currency(ctx)),
    },
    'catalogue/setEnabled': {
      handle: async (input, ctx, staff) =>
        catalogue.setEnabled(actorOf(staff, ctx.realIp), input.slug, input.enabled, await currency(ctx)),
    },
    'catalogue/reorder': {
      handle: async (input, ctx, staff) => ({
        list: await catalogue.reorder(actorOf(staff, ctx.realIp), input.slugs, ctx.lang ?? FALLBACK_LANG),
      }),
    },
    'catalogue/reorderSkus': {
      handle: async (input, ctx, staff) =>
        catalogue.reorderSkus(actorOf(staff, ctx.realIp), input.slug, input.skuIds, await currency(ctx)),
    },
    'catalogue/createSku': {
      handle: async (input, ctx, staff) =>
        catalogue.createSku(actorOf(staff, ctx.realIp), input, await currency(ctx)),
    },
    'catalogue/saveSku': {
      handle: async (input, ctx, staff) =>
        catalogue.saveSku(actorOf(staff, ctx.realIp), input, await currency(ctx)),
    },
  };
}
