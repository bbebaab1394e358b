import type { CallRegistry } from '../../platform/http/calls.ts';
import type { CatalogService } from './service.ts';

/** Home, detail and SEO answer the catalogue cache's own objects: see CallRoute.sharedAnswer. */
export function catalogRoutes(catalog: CatalogService): CallRegistry {
  return {
    'home/home': { handle: (_input, ctx) => catalog.home(ctx), sharedAnswer: true },
    'product/detail': {
      handle: (input, ctx) => catalog.detail(ctx, input.id, input.skuId),
      sharedAnswer: true,
    },
    'product/seo': { handle: (input, ctx) => catalog.seo(ctx, input.id), sharedAnswer: true },
    'product/search': { handle: async (input, ctx) => ({ list: await catalog.search(ctx, input.keyword) }) },
  };
}
