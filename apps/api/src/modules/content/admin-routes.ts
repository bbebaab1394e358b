import { FALLBACK_LANG } from '@storefront/contracts';
import { actorOf, type AdminCalls } from '../agents/index.ts';
import type { ArticleConsole } from './console.ts';
import type { HelpConsole } from './help-console.ts';
import type { SiteConsole } from './site-console.ts';

/**
 * The console's content calls (owners and operators) and the store's settings (owners): the
 * contracts check the roles.
 */
export function contentAdminRoutes({
  articles,
  help,
  site,
}: {
  articles: ArticleConsole;
  help: HelpConsole;
  site: SiteConsole;
}): AdminCalls {
  return {
    'content/articles': {
      handle: async (_input, ctx) => ({ list: await articles.list(ctx.lang ?? FALLBACK_LANG) }),
    },
    'content/article': { handle: (input) => articles.get(input.id) },
    'content/createArticle': {
      handle: (input, ctx, staff) => articles.create(actorOf(staff, ctx.realIp), input),
    },
    'content/saveArticle': {
      handle: (input, ctx, staff) => articles.save(actorOf(staff, ctx.realIp), input),
    },
    'content/faq': { handle: () => help.faq() },
    'content/saveFaqTopic': {
      handle: (input, ctx, staff) => help.saveTopic(actorOf(staff, ctx.realIp), input),
    },
    'content/createFaqEntry': {
      handle: (input, ctx, staff) => help.createEntry(actorOf(staff, ctx.realIp), input),
    },
    'content/saveFaqEntry': {
      handle: (input, ctx, staff) => help.saveEntry(actorOf(staff, ctx.realIp), input),
    },
    'content/reorderFaq': {
      handle: (input, ctx, staff) => help.reorder(actorOf(staff, ctx.realIp), input.ids, input.topicId),
    },
    'content/pages': {
      handle: async (_input, ctx) => ({ list: await help.pages(ctx.lang ?? FALLBACK_LANG) }),
    },
    'content/page': { handle: (input) => help.page(input.key) },
    'content/savePage': {
      handle: (input, ctx, staff) => help.savePage(actorOf(staff, ctx.realIp), input),
    },
    'settings/get': { handle: () => site.get() },
    'settings/save': {
      handle: (input, ctx, staff) => site.save(actorOf(staff, ctx.realIp), input),
    },
  };
}
