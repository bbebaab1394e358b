import type { OrderFailure, OrderStatus, ProductKind, QuoteCurrency } from '@storefront/contracts';
import type { ProductInputFields } from '../catalog/tables.ts';

/**
 * An order with its product and SKU as a language names them, as the customer's views and the
 * console's detail read it: each adds the columns of its own. Times come as the driver gives a
 * raw query's: text, read with `new Date`.
 */
export interface OrderRow extends Record<string, unknown> {
  order_no: string;
  coupon_id: string | null;
  coupon_name: string | null;
  status: OrderStatus;
  failure: OrderFailure | null;
  customer_id: string;
  product_slug: string;
  kind: ProductKind;
  delivery_mode: 'direct' | 'friendRequest';
  input_fields: ProductInputFields;
  product_name: string;
  unit: string;
  sku_id: string;
  face_value: number;
  quantity: number;
  currency: QuoteCurrency;
  unit_price: number;
  product_amount: number;
  discount_amount: number;
  handling_fee: number;
  pay_amount: number;
  refunded_amount: number;
  payment_method: string | null;
  player_id: string | null;
  character_name: string | null;
  server_id: string | null;
  email: string | null;
  created_at: Date;
  payment_deadline: Date;
  paid_at: Date | null;
  completed_at: Date | null;
  closed_at: Date | null;
  refund_requested_at: Date | null;
  refunded_at: Date | null;
}

/** A row's time as epoch ms. */
export const ms = (date: Date | null) => (date === null ? null : new Date(date).getTime());

/** What was bought and what it cost, as both the customer's and the console's order say it. */
export function purchaseOf(row: OrderRow) {
  return {
    sku: { id: row.sku_id, name: `${row.face_value} ${row.unit}`.trim(), faceValue: row.face_value },
    quantity: row.quantity,
    currency: row.currency,
    unitPrice: row.unit_price,
    productAmount: row.product_amount,
    discountAmount: row.discount_amount,
    handlingFee: row.handling_fee,
    payAmount: row.pay_amount,
    refundedAmount: row.refunded_amount,
  };
}

/** When the order was made, was due, and moved on, in epoch ms. */
export function timesOf(row: OrderRow) {
  return {
    createdAt: ms(row.created_at)!,
    paymentDeadline: ms(row.payment_deadline)!,
    paidAt: ms(row.paid_at),
    completedAt: ms(row.completed_at),
    closedAt: ms(row.closed_at),
    refundRequestedAt: ms(row.refund_requested_at),
    refundedAt: ms(row.refunded_at),
  };
}
