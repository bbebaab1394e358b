'use client';

import type { OrderClaim } from '@storefront/contracts/claims';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { startSession } from '../session/login';
import { callApi } from './browser';
import { dataOf } from './query-data';

/**
 * The order's claim ("I did not receive it") and whether one can be made now (the order page).
 * `version` is what the order's live status last said: a move that changes the order (a refund,
 * new codes) asks again. `replace` puts in the claim just sent, without asking again.
 */
export function useOrderClaim(orderNo: string, version: string) {
  const client = useQueryClient();
  const key = ['claim', orderNo, version];
  const query = useQuery({
    queryKey: key,
    queryFn: async () => {
      await startSession();
      return dataOf(callApi('claim/get', { orderNo }, { quiet: true }));
    },
  });
  const replace = useCallback(
    (claim: OrderClaim) => client.setQueryData(['claim', orderNo, version], claim),
    [client, orderNo, version],
  );
  return { ...query, replace };
}
