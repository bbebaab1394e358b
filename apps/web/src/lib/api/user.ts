'use client';

import { useMutation } from '@tanstack/react-query';
import { callApi } from './browser';
import { dataOf } from './query-data';

/** Everything the store holds about the signed-in customer, fetched when they ask for the file. */
export function useDataExport() {
  return useMutation({ mutationFn: () => dataOf(callApi('user/exportData', {})) });
}
