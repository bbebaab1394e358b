import type { OrderStatus } from '@storefront/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { orderEvents, orders } from './tables.ts';

export type OrderRow = typeof orders.$inferSelect;

/** The channel that carries an order number after each status change (LISTEN in `orders/live.ts`). */
export const ORDER_STATUS_CHANNEL = 'order_status';

/**
 * Which status may follow which. closed → pendingShipment is a payment that arrived after the
 * deadline: the money is taken, so the order is delivered (or refunded), never left closed;
 * closed → pendingRefund is such a payment refused, its coupon having gone to another order;
 * completed → pendingRefund is a claim ("I did not receive it") an agent settled with a refund.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  waitingPayment: ['pendingShipment', 'closed'],
  closed: ['pendingShipment', 'pendingRefund'],
  pendingShipment: ['completed', 'pendingRefund'],
  completed: ['pendingRefund'],
  pendingRefund: ['refunded'],
  refunded: [],
};

/** The time column each status stamps, the first time the order reaches it. */
const STAMP = {
  pendingShipment: 'paidAt',
  completed: 'completedAt',
  closed: 'closedAt',
  pendingRefund: 'refundRequestedAt',
  refunded: 'refundedAt',
} as const satisfies Partial<Record<OrderStatus, keyof OrderRow>>;

/** Another module's part in an order's move, run in the transaction that moves it. */
export type OrderMoveReaction = (tx: Tx, order: OrderRow, to: OrderStatus) => Promise<void>;

/**
 * What other modules do when an order moves, registered by the composition root (modules/index.ts):
 * the coupon an order holds follows it (coupons). A set: the root may wire more than one app in a
 * process (the tests do), and each reaction runs once.
 */
const reactions = new Set<OrderMoveReaction>();

export function reactToOrderMoves(reaction: OrderMoveReaction): void {
  reactions.add(reaction);
}

export class IllegalTransitionError extends Error {
  override name = 'IllegalTransitionError';
  constructor(
    readonly orderNo: string,
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(`Order ${orderNo} cannot go from ${from} to ${to}`);
  }
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/**
 * The order, locked for the rest of the caller's transaction; undefined when there is none. A named
 * statement: each order is locked three or four times, and the database plans it once a connection.
 */
export async function lockOrder(tx: Tx, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(eq(orders.orderNo, sql.placeholder('orderNo')))
    .for('update')
    .prepare('orders_lock')
    .execute({ orderNo });
  return row;
}

/**
 * Moves a locked order to `to` inside the caller's transaction: checks the move is allowed,
 * stamps its time, records the event and tells listeners after commit. `changes` are further
 * columns to set in the same update (a failure reason, the delivered amounts…).
 */
export async function moveOrder(
  tx: Tx,
  order: OrderRow,
  to: OrderStatus,
  reason: string,
  changes: Partial<Omit<OrderRow, 'orderNo' | 'status'>> = {},
): Promise<OrderRow> {
  if (!canMove(order.status, to)) throw new IllegalTransitionError(order.orderNo, order.status, to);
  const stamp = to === 'waitingPayment' ? undefined : STAMP[to];
  const set: Partial<OrderRow> = { ...changes, status: to };
  if (stamp && order[stamp] === null) set[stamp] = new Date();
  // The event and the notification ride on the update: one round trip for each of an order's two
  // or three moves. Both happen only if the order still has the status it was read with (the
  // statement's snapshot is before its update); pg_notify is evaluated by the insert's RETURNING.
  const event = tx.$with('order_event', {}).as(sql`
    INSERT INTO ${orderEvents} (order_no, from_status, to_status, reason)
    SELECT ${order.orderNo}, ${order.status}, ${to}, ${reason}
    WHERE EXISTS (SELECT 1 FROM ${orders} WHERE order_no = ${order.orderNo} AND status = ${order.status})
    RETURNING pg_notify(${ORDER_STATUS_CHANNEL}, order_no)`);
  const [updated] = await tx
    .with(event)
    .update(orders)
    .set(set)
    .where(sql`${orders.orderNo} = ${order.orderNo} AND ${orders.status} = ${order.status}`)
    .returning();
  // The row is locked by the caller, so the status it read is still the status it has.
  if (!updated) throw new IllegalTransitionError(order.orderNo, order.status, to);
  for (const reaction of reactions) await reaction(tx, updated, to);
  return updated;
}

/** Listeners hear of it only if the transaction commits. */
export async function notifyOrderChange(tx: Tx, orderNo: string): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${ORDER_STATUS_CHANNEL}, ${orderNo})`);
}
