import { ORDER_STATUSES } from '@storefront/contracts/constants';
import type { OrderStatusData } from '@storefront/contracts/orders';

const STATUSES: ReadonlySet<string> = new Set(ORDER_STATUSES);
const timeOrNull = (value: unknown) => value === null || Number.isInteger(value);

/**
 * Whether a server-sent `status` event holds what contracts' OrderStatusEvent describes, checked
 * by hand: the payment and order pages would otherwise ship zod for this one shape.
 */
export function isOrderStatusEvent(value: unknown): value is OrderStatusData {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event.orderNo === 'string' &&
    typeof event.status === 'string' &&
    STATUSES.has(event.status) &&
    timeOrNull(event.paidAt) &&
    timeOrNull(event.completedAt) &&
    typeof event.hasCodes === 'boolean' &&
    Number.isInteger(event.refundedAmount)
  );
}
