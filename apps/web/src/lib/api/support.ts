'use client';

import type { Feedback } from '@storefront/contracts/support';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { startSession } from '../session/login';
import { callApi } from './browser';
import { dataOf } from './query-data';

/** The conversation with customer service, if the customer has one yet (the Messages page). */
export function useServiceConversation() {
  return useQuery({
    queryKey: ['support', 'conversation'],
    queryFn: async () => {
      await startSession();
      const { list } = await dataOf(callApi('im/conversations', {}, { quiet: true }));
      return list.find((item) => item.kind === 'customerService') ?? null;
    },
  });
}

/** The feedback threads on the customer's orders, newest first (the Messages page). */
export function useFeedbackThreads() {
  return useQuery({
    queryKey: ['support', 'feedback'],
    queryFn: async () => {
      await startSession();
      return (await dataOf(callApi('feedback/list', {}, { quiet: true }))).list;
    },
  });
}

/**
 * The feedback thread on one order, or null when there is none yet (the order page). `replace` puts
 * in a thread that was just written to or replied to, without asking again.
 */
export function useOrderFeedback(orderNo: string) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['support', 'thread', orderNo],
    queryFn: async () => {
      await startSession();
      return dataOf(callApi('feedback/getByOrderNo', { orderNo }, { quiet: true }));
    },
  });
  const replace = useCallback(
    (feedback: Feedback) => client.setQueryData(['support', 'thread', orderNo], feedback),
    [client, orderNo],
  );
  return { ...query, replace };
}

/** The kinds of question feedback can be about, asked only when a new thread is being written. */
export function useQuestionTypes(enabled: boolean) {
  return useQuery({
    queryKey: ['support', 'questionTypes'],
    queryFn: async () => (await dataOf(callApi('feedback/listQuestionType', {}))).list,
    enabled,
    staleTime: Infinity,
  });
}
