import { FALLBACK_LANG } from '@storefront/contracts';
import type { CallRegistry } from '../../platform/http/calls.ts';
import type { ContentService } from './service.ts';

export function contentRoutes(content: ContentService): CallRegistry {
  return {
    'article/pageListBy': {
      handle: (input, ctx) => content.articlePage(ctx.lang ?? FALLBACK_LANG, input, input.type),
    },
    'article/get': { handle: (input, ctx) => content.article(ctx.lang ?? FALLBACK_LANG, input.id) },
    'faq/listBy': {
      handle: (input, ctx) => content.faqList(ctx.lang ?? FALLBACK_LANG, input, input.topicId),
    },
    'faq/getByClient': { handle: (input, ctx) => content.faqEntry(ctx.lang ?? FALLBACK_LANG, input.id) },
    'page/get': { handle: (input, ctx) => content.page(ctx.lang ?? FALLBACK_LANG, input.key) },
  };
}
