'use client';

import type { InvitationOrderList, OrderList } from '@storefront/contracts/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from './browser';
import { dataOf } from './query-data';

/**
 * My Orders' page `pageNum` (with `invite`, the invitees' orders), fetched once the customer is
 * known; the page shown stays until the next arrives, so turning pages never flashes an empty list.
 */
export function useOrderPage({
  invite,
  pageNum,
  pageSize,
  enabled,
}: {
  invite: boolean;
  pageNum: number;
  pageSize: number;
  enabled: boolean;
}) {
  return useQuery<OrderList | InvitationOrderList>({
    queryKey: ['orders', invite ? 'invited' : 'own', pageNum, pageSize],
    queryFn: () =>
      invite
        ? dataOf(callApi('order/getInvitationOrderList', { pageNum, pageSize }))
        : dataOf(callApi('order/orderList', { pageNum, pageSize })),
    enabled,
    placeholderData: keepPreviousData,
  });
}
