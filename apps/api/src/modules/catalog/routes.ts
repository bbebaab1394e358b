import type { CallRegistry } from '../../platform/http/calls.ts';
import type { SystemService } from '../system/index.ts';
import type { CatalogService } from './service.ts';

/** Home, kind pages, detail and SEO answer the catalogue cache's own objects: see CallRoute.sharedAnswer. */
export function catalogRoutes(catalog: CatalogService, system: SystemService): CallRegistry {
  return {
    'home/home': {
      handle: async (_input, ctx) => catalog.home(await system.locale(ctx)),
      sharedAnswer: true,
    },
    'product/listByKind': {
      handle: async (input, ctx) => catalog.kindPage(await system.locale(ctx), input.kind, input.cursor),
      sharedAnswer: true,
    },
    'product/detail': {
      handle: async (input, ctx) => catalog.detail(await system.locale(ctx), input.id, input.skuId),
      sharedAnswer: true,
    },
    'product/seo': {
      handle: async (input, ctx) => catalog.seo(await system.locale(ctx), input.id),
      sharedAnswer: true,
    },
    'product/search': {
      handle: async (input, ctx) => ({ list: await catalog.search(await system.locale(ctx), input.keyword) }),
    },
  };
}
