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

/** How often a page waiting on the payer's wallet app asks what became of the attempt. */
const ATTEMPT_POLL_MS = 2000;

/**
 * What became of the order's latest payment attempt, asked again every two seconds while it is
 * pending: a declined or expired attempt leaves the order unpaid, so the order's own status (which
 * the page follows live) never says so. Once decided, it is asked no more.
 */
export function usePaymentAttempt(orderNo: string) {
  return useQuery({
    queryKey: ['payment', 'attempt', orderNo],
    queryFn: () => dataOf(callApi('payment/attempt', { orderNo }, { quiet: true })),
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? ATTEMPT_POLL_MS : false),
  });
}

/** The sandbox provider's own view of a payment session (its hosted page). */
export function useSandboxSession(sessionId: string) {
  return useQuery({
    queryKey: ['payment', 'sandbox', sessionId],
    queryFn: () => dataOf(callApi('sandbox/session', { sessionId }, { quiet: true })),
  });
}
