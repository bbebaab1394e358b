'use client';

import type { CouponActivityList, ListUserCouponRequest } from '@storefront/contracts/coupons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from './browser';
import { dataOf } from './query-data';

type CouponState = NonNullable<ListUserCouponRequest['state']>;

/** The customer's coupons in one state (My Coupons), fetched once the customer is known. */
export function useCouponList({ state, enabled }: { state: CouponState; enabled: boolean }) {
  return useQuery({
    queryKey: ['coupons', state],
    queryFn: async () => (await dataOf(callApi('user/listUserCoupon', { state }))).list,
    enabled,
  });
}

/**
 * One coupon activity: null when it is not running. All running activities are asked for, so a
 * promotion without one asks nothing that fails. `claimed` marks it claimed without asking again.
 */
export function useCouponActivity(id: string) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['coupons', 'activities'],
    queryFn: () => dataOf(callApi('couponActivity/query', {}, { quiet: true })),
    select: (data) => data.list.find((item) => item.id === id) ?? null,
  });
  const claimed = useCallback(
    () =>
      client.setQueryData<CouponActivityList>(
        ['coupons', 'activities'],
        (data) =>
          data && {
            ...data,
            list: data.list.map((item) => (item.id === id ? { ...item, claimed: true } : item)),
          },
      ),
    [client, id],
  );
  return { ...query, claimed };
}
