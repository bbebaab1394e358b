import { FALLBACK_LANG } from '@storefront/contracts';
import { actorOf, type AdminCalls } from '../agents/index.ts';
import type { BannerConsole } from './banner-console.ts';

/** The console's banner calls (roles checked by the contract: owners and operators). */
export function bannerAdminRoutes(banners: BannerConsole): AdminCalls {
  return {
    'content/banners': {
      handle: async (_input, ctx) => ({ list: await banners.list(ctx.lang ?? FALLBACK_LANG) }),
    },
    'content/banner': { handle: (input) => banners.get(input.id) },
    'content/createBanner': {
      handle: (input, ctx, staff) => banners.create(actorOf(staff, ctx.realIp), input),
    },
    'content/saveBanner': {
      handle: (input, ctx, staff) => banners.save(actorOf(staff, ctx.realIp), input),
    },
    'content/reorderBanners': {
      handle: async (input, ctx, staff) => ({
        list: await banners.reorder(actorOf(staff, ctx.realIp), input.ids, ctx.lang ?? FALLBACK_LANG),
      }),
    },
  };
}
