'use client';

import { useQuery } from '@tanstack/react-query';
import { startSession } from '../session/login';
import { callApi } from './browser';
import { dataOf } from './query-data';

/** The region's payment methods for an order, with their fees and the amounts to pay (the payment page). */
export function usePaymentMethods(orderNo: string) {
  return useQuery({
    queryKey: ['payment', 'methods', orderNo],
    queryFn: async () => {
      await startSession();
      return dataOf(callApi('payment/methods', { orderNo }, { quiet: true }));
    },
  });
}

/** The sandbox provider's own view of a payment session (its hosted page). */
export function useSandboxSession(sessionId: string) {
  return useQuery({
    queryKey: ['payment', 'sandbox', sessionId],
    queryFn: () => dataOf(callApi('sandbox/session', { sessionId }, { quiet: true })),
  });
}
