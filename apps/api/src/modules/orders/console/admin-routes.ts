import { FALLBACK_LANG } from '@storefront/contracts';
import type { AdminCalls } from '../../agents/index.ts';
import type { ConsoleOrderDetailService } from './detail.ts';
import { checkedFilter } from './filter.ts';
import type { OrderSearchService } from './search.ts';

/** The console's order search and one order's page. */
export function consoleOrderRoutes(
  search: OrderSearchService,
  detail: ConsoleOrderDetailService,
): AdminCalls {
  return {
    'orders/search': {
      handle: ({ after, before, limit, ...filter }, ctx) =>
        search.search(checkedFilter(filter), ctx.lang ?? FALLBACK_LANG, { after, before, limit }),
    },
    'orders/get': {
      handle: (input, ctx) => detail.get(input.orderNo, ctx.lang ?? FALLBACK_LANG),
    },
  };
}
