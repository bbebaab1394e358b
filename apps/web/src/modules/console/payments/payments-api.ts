'use client';

import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../console-api';

/** A region's payment methods as the console shows them (the store's first region when none is asked). */
export function usePaymentRegion(region: string | undefined) {
  return useQuery({
    queryKey: ['console', 'payments', region ?? ''],
    queryFn: () => staffCall('paymentMethods/list', { region }),
    retry: false,
  });
}
