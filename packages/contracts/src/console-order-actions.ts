import { z } from 'zod';
import { CONSOLE_ERROR } from './console-errors.ts';
import { ERROR } from './errors.ts';
import { OrderInfo, OrderNo, OrderStatus } from './orders.ts';
import { OWNER_OPERATOR } from './staff.ts';

/**
 * The console's actions on one order (issue 15, "Orders": Actions), for owners and operators:
 * `POST /api/admin/orders/<action>`. Each carries a reason, kept with the order and in the audit log,
 * and an `actionId` the console makes when its dialog opens: pressing twice sends the same id, and the
 * second press answers what the first did without doing it again.
 */

/** The longest reason (or note) an action keeps. */
export const MAX_ACTION_REASON_CHARS = 500;

export const ORDER_ACTIONS = [
  'resendReceipt',
  'retryDelivery',
  'markDelivered',
  'refund',
  'correctAccount',
] as const;
export const OrderActionName = z.enum(ORDER_ACTIONS);
export type OrderActionName = z.infer<typeof OrderActionName>;

const OrderActionRequest = z.object({
  orderNo: OrderNo,
  actionId: z.string().trim().uuid(),
  reason: z.string().trim().min(1).max(MAX_ACTION_REASON_CHARS),
});
export type OrderActionRequest = z.input<typeof OrderActionRequest>;

/** `amount` in the order's currency's minor units: what is left of the payment refunds it in full. */
export const OrderRefundRequest = OrderActionRequest.extend({
  amount: z.number().int().positive().max(1_000_000_000_000),
});
export type OrderRefundRequest = z.input<typeof OrderRefundRequest>;

/** The recharge account as it should be; checked against the product's fields as checkout checks it. */
export const CorrectAccountRequest = OrderActionRequest.extend(OrderInfo.shape);
export type CorrectAccountRequest = z.input<typeof CorrectAccountRequest>;

export const OrderRefundState = z.object({
  refundId: z.string(),
  amount: z.number().int(),
  scope: z.enum(['full', 'partial']),
  /** `pending` until the provider confirms; the order's refunded amount rises then. */
  status: z.enum(['pending', 'succeeded', 'failed']),
});
export type OrderRefundState = z.infer<typeof OrderRefundState>;

/** What an action did: the order as it left it (a repeated press answers the same). */
export const OrderActionDone = z.object({
  actionId: z.string(),
  action: OrderActionName,
  orderNo: z.string(),
  /** Epoch ms of the first press. */
  at: z.number().int(),
  status: OrderStatus,
  refundedAmount: z.number().int(),
  refund: OrderRefundState.nullable(),
});
export type OrderActionDone = z.infer<typeof OrderActionDone>;

const COMMON = [
  ERROR.ORDER_NOT_FOUND,
  CONSOLE_ERROR.ORDERS_ACTION_ID_USED,
  CONSOLE_ERROR.ORDERS_ACTION_NOT_APPLICABLE,
];

export const orderActionCalls = {
  'orders/resendReceipt': {
    request: OrderActionRequest,
    data: OrderActionDone,
    roles: OWNER_OPERATOR,
    summary: "E-mails a delivered order's receipt again, to the order's address",
    errors: COMMON,
  },
  'orders/retryDelivery': {
    request: OrderActionRequest,
    data: OrderActionDone,
    roles: OWNER_OPERATOR,
    summary:
      "Asks the supplier again for a paid top-up whose delivery failed (or stuck): the delivery job's own path",
    errors: [...COMMON, ERROR.DELIVERY_IN_PROGRESS],
  },
  'orders/markDelivered': {
    request: OrderActionRequest,
    data: OrderActionDone,
    roles: OWNER_OPERATOR,
    summary: 'Completes a paid, undelivered top-up delivered by hand; the reason is the note the order keeps',
    errors: [...COMMON, ERROR.DELIVERY_IN_PROGRESS],
  },
  'orders/refund': {
    request: OrderRefundRequest,
    data: OrderActionDone,
    roles: OWNER_OPERATOR,
    summary:
      "Refunds part or all of a paid order's payment through its provider; what is left refunds it in full (the order goes to refunded, undelivered codes freed)",
    errors: [
      ...COMMON,
      ERROR.DELIVERY_IN_PROGRESS,
      CONSOLE_ERROR.ORDERS_REFUND_UNPAID,
      CONSOLE_ERROR.ORDERS_REFUND_PENDING,
      CONSOLE_ERROR.ORDERS_REFUND_OVER,
    ],
  },
  'orders/correctAccount': {
    request: CorrectAccountRequest,
    data: OrderActionDone,
    roles: OWNER_OPERATOR,
    summary:
      'Corrects the recharge account (player id, server, character name) of an order not yet delivered',
    errors: [
      ...COMMON,
      ERROR.DELIVERY_IN_PROGRESS,
      ERROR.ORDER_INFO_EMPTY,
      ERROR.FORMAT_ERROR,
      ERROR.FIELD_INVALID,
      ERROR.PLAYER_NOT_FOUND,
    ],
  },
} as const;
