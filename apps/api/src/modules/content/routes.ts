import { FALLBACK_LANG } from '@storefront/contracts';
import type { CallRegistry } from '../../platform/http/calls.ts';
import type { ContentService } from './service.ts';

/** Every content call answers the catalogue cache's own objects: see CallRoute.sharedAnswer. */
export function contentRoutes(content: ContentService): CallRegistry {
  return {
    'article/pageListBy': {
      handle: (input, ctx) => content.articlePage(ctx.lang ?? FALLBACK_LANG, input, input.type),
      sharedAnswer: true,
    },
    'article/get': {
      handle: (input, ctx) => content.article(ctx.lang ?? FALLBACK_LANG, input.id),
      sharedAnswer: true,
    },
    'faq/listBy': {
      handle: (input, ctx) => content.faqList(ctx.lang ?? FALLBACK_LANG, input, input.topicId),
      sharedAnswer: true,
    },
    'faq/getByClient': {
      handle: (input, ctx) => content.faqEntry(ctx.lang ?? FALLBACK_LANG, input.id),
      sharedAnswer: true,
    },
    'page/get': {
      handle: (input, ctx) => content.page(ctx.lang ?? FALLBACK_LANG, input.key),
      sharedAnswer: true,
    },
  };
}
