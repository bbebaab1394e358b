import { FALLBACK_LANG, type Lang } from '@storefront/contracts';
import { actorOf, type AdminCalls } from '../agents/index.ts';
import type { PromotionsConsole } from './console.ts';

/** The console's promotions calls (roles checked by the contract: owners and operators). */
export function promotionAdminRoutes(promotions: PromotionsConsole): AdminCalls {
  const lang = (ctx: { lang: Lang | undefined }) => ctx.lang ?? FALLBACK_LANG;
  return {
    'promotions/templates': { handle: (_input, ctx) => promotions.templates(lang(ctx)) },
    'promotions/template': { handle: (input, ctx) => promotions.template(lang(ctx), input.id) },
    'promotions/createTemplate': {
      handle: (input, ctx, staff) => promotions.createTemplate(actorOf(staff, ctx.realIp), lang(ctx), input),
    },
    'promotions/saveTemplate': {
      handle: (input, ctx, staff) => promotions.saveTemplate(actorOf(staff, ctx.realIp), lang(ctx), input),
    },
    'promotions/setTemplateEnabled': {
      handle: (input, ctx, staff) =>
        promotions.setTemplateEnabled(actorOf(staff, ctx.realIp), lang(ctx), input.id, input.enabled),
    },
    'promotions/activities': { handle: (_input, ctx) => promotions.activities(lang(ctx)) },
    'promotions/createActivity': {
      handle: (input, ctx, staff) => promotions.createActivity(actorOf(staff, ctx.realIp), lang(ctx), input),
    },
    'promotions/saveActivity': {
      handle: (input, ctx, staff) => promotions.saveActivity(actorOf(staff, ctx.realIp), lang(ctx), input),
    },
    'promotions/issue': {
      handle: (input, ctx, staff) => promotions.issue(actorOf(staff, ctx.realIp), input),
    },
  };
}
