'use client';

import { useQuery } from '@tanstack/react-query';
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
