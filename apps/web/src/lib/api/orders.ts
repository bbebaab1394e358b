'use client';

import type { InvitationOrderList, OrderDetail, OrderList } from '@storefront/contracts/orders';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { startSession } from '../session/login';
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

/**
 * One of the caller's orders (its page and the payment page). `version` is what the order's live
 * status last said: each new one asks again, while the order shown stays until the answer comes.
 * `replace` puts in an order an action answered with, without asking again.
 */
export function useOrderDetail(orderNo: string, version: string) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['order', orderNo, version],
    queryFn: async () => {
      await startSession();
      return dataOf(callApi('order/orderDetail', { orderNo }, { quiet: true }));
    },
    placeholderData: keepPreviousData,
  });
  const replace = useCallback(
    (order: OrderDetail) => client.setQueryData(['order', orderNo, version], order),
    [client, orderNo, version],
  );
  return { ...query, replace };
}

/**
 * Opens an e-mailed order link in this browser, once: its answer, refusal included (-1222 spent or
 * expired, -1223 an account's order), which the page explains rather than a toast.
 */
export function useOrderLink(orderNo: string, key: string) {
  return useQuery({
    queryKey: ['order', orderNo, 'link', key],
    queryFn: async () => {
      await startSession();
      return callApi('order/openLink', { orderNo, key }, { quiet: true });
    },
    staleTime: Infinity,
  });
}
