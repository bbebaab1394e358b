'use client';

import type { ListUserCouponRequest } from '@storefront/contracts/coupons';
import { useQuery } from '@tanstack/react-query';
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
