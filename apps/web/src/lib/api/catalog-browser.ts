import type { KindList, ProductCard, ProductKind } from '@storefront/contracts/catalog';
import { callApi } from './browser';

/** Games matching what the customer typed; an empty list when the search cannot answer. */
export async function findGames(keyword: string): Promise<ProductCard[]> {
  const answer = await callApi('product/search', { keyword }, { quiet: true });
  return answer.ok ? answer.data.list : [];
}

/** The page of a kind's games after `cursor`; undefined when the API cannot answer (the page says so). */
export async function moreGames(kind: ProductKind, cursor: string): Promise<KindList | undefined> {
  const answer = await callApi('product/listByKind', { kind, cursor }, { quiet: true });
  return answer.ok ? answer.data : undefined;
}
