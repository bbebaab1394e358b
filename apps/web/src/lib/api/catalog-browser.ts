import type { ProductCard } from '@storefront/contracts/catalog';
import { callApi } from './browser';

/** Games matching what the customer typed; an empty list when the search cannot answer. */
export async function findGames(keyword: string): Promise<ProductCard[]> {
  const answer = await callApi('product/search', { keyword }, { quiet: true });
  return answer.ok ? answer.data.list : [];
}
