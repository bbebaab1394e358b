import { OrderStatusEvent } from '@storefront/contracts/orders';
import { describe, expect, it } from 'vitest';
import { isOrderStatusEvent } from './status-event';

const event = {
  orderNo: '261121016615759060',
  status: 'pendingShipment',
  paidAt: 1763726400000,
  completedAt: null,
  hasCodes: false,
  refundedAmount: 0,
};

describe('isOrderStatusEvent', () => {
  const cases: [string, unknown][] = [
    ['a paid order', event],
    [
      'a completed order with codes',
      { ...event, status: 'completed', completedAt: 1763726460000, hasCodes: true },
    ],
    ['an unknown status', { ...event, status: 'shipped' }],
    ['a time as text', { ...event, paidAt: '1763726400000' }],
    ['a fractional time', { ...event, completedAt: 1.5 }],
    ['no codes flag', { ...event, hasCodes: undefined }],
    ['a refunded amount', { ...event, refundedAmount: 250 }],
    ['no refunded amount', { ...event, refundedAmount: undefined }],
    ['a number for the order', { ...event, orderNo: 42 }],
    ['null', null],
    ['text', 'status'],
  ];

  it.each(cases)('agrees with the contract on %s', (_, value) => {
    expect(isOrderStatusEvent(value)).toBe(OrderStatusEvent.safeParse(value).success);
  });
});
