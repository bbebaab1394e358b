'use client';

import { useQuery } from '@tanstack/react-query';
import { callApi } from './browser';
import { dataOf } from './query-data';

/** A product's purchase fields (its servers), asked only once `enabled` (the order's account form opens). */
export function useProductInputFields(productId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['product', productId, 'inputFields'],
    queryFn: async () =>
      (await dataOf(callApi('product/detail', { id: productId }, { quiet: true }))).inputFields,
    enabled,
    staleTime: Infinity,
  });
}
