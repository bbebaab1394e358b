'use client';

import type {
  CouponActivity,
  CouponActivityList,
  ListUserCouponRequest,
} from '@storefront/contracts/coupons';
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
 * One coupon activity, by its id or by the promotion article that shows it: null when none is
 * running. All running activities are asked for, so a promotion without one asks nothing that
 * fails. `claimed` marks it claimed without asking again.
 */
export function useCouponActivity(which: { id: string } | { articleId: string }) {
  const client = useQueryClient();
  const matches = (item: CouponActivity) =>
    'id' in which ? item.id === which.id : item.articleId === which.articleId;
  const query = useQuery({
    queryKey: ['coupons', 'activities'],
    queryFn: () => dataOf(callApi('couponActivity/query', {}, { quiet: true })),
    select: (data) => data.list.find(matches) ?? null,
  });
  const id = query.data?.id;
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
