import type { CallRegistry } from '../../platform/http/calls.ts';
import type { SystemService } from '../system/index.ts';
import type { ContentService } from './service.ts';

/** Every content call answers the catalogue cache's own objects: see CallRoute.sharedAnswer. */
export function contentRoutes(content: ContentService, system: SystemService): CallRegistry {
  return {
    'article/pageListBy': {
      handle: (input, ctx) => content.articlePage(system.langOf(ctx), input, input.type),
      sharedAnswer: true,
    },
    'article/get': {
      handle: (input, ctx) => content.article(system.langOf(ctx), input.id),
      sharedAnswer: true,
    },
    'faq/listBy': {
      handle: (input, ctx) => content.faqList(system.langOf(ctx), input, input.topicId),
      sharedAnswer: true,
    },
    'faq/getByClient': {
      handle: (input, ctx) => content.faqEntry(system.langOf(ctx), input.id),
      sharedAnswer: true,
    },
    'page/get': {
      handle: (input, ctx) => content.page(system.langOf(ctx), input.key),
      sharedAnswer: true,
    },
  };
}
