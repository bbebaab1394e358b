import 'server-only';
import type {
  HomeData,
  KindList,
  ProductDetail,
  ProductKind,
  ProductSeo,
} from '@storefront/contracts/catalog';
import { ERROR } from '@storefront/contracts/errors';
import type { OrderPreview } from '@storefront/contracts/orders';
import { cache } from 'react';
import { callApi } from './server';

/** The home page's catalogue; undefined when the API cannot answer (the page says so). */
export const getHome = cache(async (lang: string): Promise<HomeData | undefined> => {
  const answer = await callApi('home/home', {}, lang);
  return answer.ok ? answer.data : undefined;
});

/** The first page of a kind's games; undefined when the API cannot answer (the page says so). */
export const getKindPage = cache(async (kind: ProductKind, lang: string): Promise<KindList | undefined> => {
  const answer = await callApi('product/listByKind', { kind }, lang);
  return answer.ok ? answer.data : undefined;
});

/**
 * Every game of every kind, for the sitemap: each kind's pages followed to the last, the kinds side
 * by side. Undefined when the API cannot answer one of them.
 */
export async function getAllGameIds(
  kinds: readonly ProductKind[],
  lang: string,
): Promise<string[] | undefined> {
  const lists = await Promise.all(
    kinds.map(async (kind) => {
      const ids: string[] = [];
      let cursor: string | undefined;
      do {
        const answer = await callApi('product/listByKind', cursor ? { kind, cursor } : { kind }, lang);
        if (!answer.ok) return undefined;
        ids.push(...answer.data.list.map(({ id }) => id));
        cursor = answer.data.nextCursor ?? undefined;
      } while (cursor !== undefined);
      return ids;
    }),
  );
  return lists.some((ids) => ids === undefined) ? undefined : lists.flatMap((ids) => ids ?? []);
}

/**
 * A product page's data: `missing` only when the API says the product does not exist (-1008),
 * so a page is a 404 for an unknown game and never because the API was briefly unreachable.
 */
export const getProduct = cache(
  async (slug: string, lang: string): Promise<ProductDetail | 'missing' | undefined> => {
    const answer = await callApi('product/detail', { id: slug }, lang);
    if (answer.ok) return answer.data;
    return answer.code === ERROR.PRODUCT_NOT_FOUND || answer.code === ERROR.FIELD_INVALID
      ? 'missing'
      : undefined;
  },
);

export const getProductSeo = cache(async (slug: string, lang: string): Promise<ProductSeo | undefined> => {
  const answer = await callApi('product/seo', { id: slug }, lang);
  return answer.ok ? answer.data : undefined;
});

/**
 * The quote for one unit of the SKU the purchase form starts on, rendered with the page so the form
 * makes no call after load; undefined when there is nothing to quote or the API refuses (the form asks).
 */
export async function getFirstQuote(product: ProductDetail, lang: string): Promise<OrderPreview | undefined> {
  const skuId = product.skus.find((sku) => sku.enabled)?.id;
  if (!skuId) return undefined;
  const answer = await callApi('order/preview', { productId: product.id, skuId, quantity: 1 }, lang);
  return answer.ok ? answer.data : undefined;
}
