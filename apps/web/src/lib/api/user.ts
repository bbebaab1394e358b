'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from './browser';
import { dataOf } from './query-data';

/** Everything the store holds about the signed-in customer, fetched when they ask for the file. */
export function useDataExport() {
  return useMutation({ mutationFn: () => dataOf(callApi('user/exportData', {})) });
}

/** The signed-in customer's account (user/info): what it can prove itself with, its address. */
export function useAccountInfo() {
  return useQuery({ queryKey: ['user/info'], queryFn: () => dataOf(callApi('user/info', {})) });
}
