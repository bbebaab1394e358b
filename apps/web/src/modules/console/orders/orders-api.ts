'use client';

import {
  ORDER_EXPORT_PATH,
  type OrderFilterInput,
  type OrderSearchRequest,
} from '@storefront/contracts/console-orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleHeaders } from '../../agent/admin-api';
import { Refused, staffCall } from '../console-api';

/** The list's filters as its URL keeps them: dates as the day (`2025-03-01`) in the browser's zone. */
export const FILTER_FIELDS = [
  'orderNo',
  'email',
  'playerId',
  'paymentId',
  'product',
  'status',
  'from',
  'to',
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
export type ListQuery = Partial<Record<FilterField | 'after' | 'before', string>>;

/** The URL's query as the list reads it: known fields only, empty ones dropped. */
export function listQueryOf(params: URLSearchParams): ListQuery {
  const query: ListQuery = {};
  for (const field of [...FILTER_FIELDS, 'after', 'before'] as const) {
    const value = params.get(field)?.trim();
    if (value) query[field] = value;
  }
  return query;
}

/** The start of a day in the browser's zone, as epoch ms; the text itself when it is no such day. */
function dayStart(day: string, after = 0): number | string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const at = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + after).getTime();
  return Number.isNaN(at) ? day : at;
}

/** The search's filter of a list query: `to` is the whole day it names (up to the next one's start). */
export function filterOf(query: ListQuery): OrderFilterInput {
  const { from, to, after: _after, before: _before, ...rest } = query;
  return {
    ...rest,
    ...(from ? { from: dayStart(from) } : {}),
    ...(to ? { to: dayStart(to, 1) } : {}),
  };
}

export const PAGE_SIZE = 25;

export function useOrderSearch(query: ListQuery) {
  const request: OrderSearchRequest = {
    ...filterOf(query),
    ...(query.after ? { after: query.after } : query.before ? { before: query.before } : {}),
    limit: PAGE_SIZE,
  };
  return useQuery({
    queryKey: ['console', 'orders', 'search', request],
    queryFn: () => staffCall('orders/search', request),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useConsoleOrder(orderNo: string) {
  return useQuery({
    queryKey: ['console', 'orders', 'get', orderNo],
    queryFn: () => staffCall('orders/get', { orderNo }),
    retry: false,
  });
}

/**
 * The filter's orders as a CSV file: the store streams it, the browser saves it as it arrives whole.
 * A refusal (a bad filter, an ended session) is the envelope's, thrown as Refused.
 */
export async function exportOrders(filter: OrderFilterInput): Promise<{ fileName: string; file: Blob }> {
  const response = await fetch(ORDER_EXPORT_PATH, {
    method: 'POST',
    headers: consoleHeaders(),
    body: JSON.stringify(filter),
  });
  if (!response.headers.get('content-type')?.startsWith('text/csv')) {
    const answer = (await response.json()) as { code: number; msg: string };
    throw new Refused(answer.code, answer.msg);
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { fileName: fileName ?? 'orders.csv', file: await response.blob() };
}
