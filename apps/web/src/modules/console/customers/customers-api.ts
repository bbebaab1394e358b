'use client';

import type { CustomerChangeRequest } from '@storefront/contracts/console-customers';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../console-api';

const customerKey = (customerId: string) => ['console', 'customers', 'one', customerId] as const;

/** A search's pages, `Show more` asking the next; none is asked before the form is sent. */
export function useCustomerSearch(search: { query: string; disabledOnly: boolean } | undefined) {
  return useInfiniteQuery({
    queryKey: ['console', 'customers', 'search', search],
    queryFn: ({ pageParam }) => staffCall('customers/search', { ...search!, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: search !== undefined,
    retry: false,
  });
}

export function useCustomer(customerId: string) {
  return useQuery({
    queryKey: customerKey(customerId),
    queryFn: () => staffCall('customers/get', { customerId }),
    retry: false,
  });
}

export type CustomerChange = 'customers/disable' | 'customers/enable' | 'customers/signOut';

/** A staff change to the account; then the customer's page, and any search, read again. */
export function useCustomerChange(path: CustomerChange) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerChangeRequest) => staffCall(path, body),
    onSettled: () => client.invalidateQueries({ queryKey: ['console', 'customers'] }),
  });
}
