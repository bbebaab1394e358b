'use client';

import type { OrderStatusData } from '@storefront/contracts/orders';
import { useEffect, useState } from 'react';
import { callApi } from '../api/browser';
import { followOrderStatus } from './follow-status';

/**
 * An order's status as it changes (see followOrderStatus): the EventSource carries the `token`
 * cookie, and the calls the usual session headers.
 */
export function useOrderStatus(orderNo: string | undefined): OrderStatusData | undefined {
  const [status, setStatus] = useState<OrderStatusData>();

  useEffect(() => {
    if (!orderNo) return;
    return followOrderStatus(orderNo, {
      open: typeof EventSource === 'function' ? (url) => new EventSource(url) : undefined,
      ask: () => callApi('order/orderStatus', { orderNo }, { quiet: true }),
      onStatus: setStatus,
    });
  }, [orderNo]);

  return status;
}
