'use client';

import type { AdminCallRequest } from '@storefront/contracts/admin';
import type { ConsoleProduct } from '@storefront/contracts/console-catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/browser';
import { staffCall } from '../console-api';

const LIST = ['console', 'catalogue', 'list'] as const;
const productKey = (slug: string) => ['console', 'catalogue', 'product', slug] as const;

export function useCatalogueList() {
  return useQuery({ queryKey: LIST, queryFn: () => staffCall('catalogue/list', {}), retry: false });
}

export function useProduct(slug: string) {
  return useQuery({
    queryKey: productKey(slug),
    queryFn: () => staffCall('catalogue/get', { slug }),
    retry: false,
    // The editor holds a draft: a refetch on focus must not replace what is being typed.
    refetchOnWindowFocus: false,
  });
}

/** The store's regions, named in the console's language, for the "sold in" boxes. */
export function useRegions() {
  return useQuery({
    queryKey: ['console', 'regions'],
    queryFn: async () => {
      const answer = await callApi('system/baseInfo', {});
      return answer.ok ? answer.data.regionList : [];
    },
    staleTime: Infinity,
  });
}

type ProductChange =
  | 'catalogue/create'
  | 'catalogue/save'
  | 'catalogue/setEnabled'
  | 'catalogue/reorderSkus'
  | 'catalogue/createSku'
  | 'catalogue/saveSku';

/** A change to one product: its answer becomes the product as shown, and the list is read again. */
export function useProductChange<P extends ProductChange>(path: P) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCallRequest<P>) => staffCall(path, body) as Promise<ConsoleProduct>,
    onSuccess: (product) => {
      client.setQueryData(productKey(product.slug), product);
      void client.invalidateQueries({ queryKey: LIST });
    },
  });
}

export function useReorder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slugs: string[]) => staffCall('catalogue/reorder', { slugs }),
    onSuccess: (list) => client.setQueryData(LIST, list),
    onError: () => void client.invalidateQueries({ queryKey: LIST }),
  });
}

/** After a refused save over an older revision: the other person's version, read again. */
export function useReloadProduct() {
  const client = useQueryClient();
  return (slug: string) => client.refetchQueries({ queryKey: productKey(slug) });
}
