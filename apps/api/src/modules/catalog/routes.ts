import type { CallRegistry } from '../../platform/http/calls.ts';
import type { CatalogService } from './service.ts';

export function catalogRoutes(catalog: CatalogService): CallRegistry {
  return {
    'home/home': { handle: (_input, ctx) => catalog.home(ctx) },
    'product/detail': { handle: (input, ctx) => catalog.detail(ctx, input.id, input.skuId) },
    'product/seo': { handle: (input, ctx) => catalog.seo(ctx, input.id) },
    'product/search': { handle: async (input, ctx) => ({ list: await catalog.search(ctx, input.keyword) }) },
  };
}
