import { CONSOLE_ERROR, ERROR } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import type { JobSender } from '../../platform/jobs.ts';
import { moveOrder, type OrderRow } from '../orders/index.ts';
import type { createInventory } from './inventory.ts';
import { isCodeKind } from './kinds.ts';
import { DELIVER_QUEUE } from './queues.ts';
import { queueReceipt } from './receipt.ts';
import { deliveries } from './tables.ts';

const notApplicable = () => new DomainError(CONSOLE_ERROR.ORDERS_ACTION_NOT_APPLICABLE);

/**
 * Fulfilment's part in the console's actions on an order (orders/actions.ts), each in the caller's
 * transaction on the order it has locked: what applies to the order as it stands, and the change.
 * While a supplier call may still credit the player, nothing that assumes it failed is done (-1216).
 */
export function staffDeliveryActions({
  jobs,
  inventory,
  attemptInFlight,
  complete,
  stuckAfterMs,
}: {
  jobs: JobSender;
  inventory: ReturnType<typeof createInventory>;
  attemptInFlight: (tx: Tx, orderNo: string) => Promise<boolean>;
  complete: (tx: Tx, order: OrderRow, reason: string) => Promise<void>;
  /** A paid order undelivered this long has lost its delivery: a retry applies without a failed attempt. */
  stuckAfterMs: number;
}) {
  /** A paid top-up, not yet delivered, with no supplier call running. */
  async function undeliveredTopUp(tx: Tx, order: OrderRow, kind: string): Promise<void> {
    if (order.status !== 'pendingShipment' || isCodeKind(kind)) throw notApplicable();
    if (await attemptInFlight(tx, order.orderNo)) throw new DomainError(ERROR.DELIVERY_IN_PROGRESS);
  }

  return {
    /** The delivered order's receipt, e-mailed again by the receipt job (codes read when it is sent). */
    async resendReceipt(tx: Tx, order: OrderRow): Promise<void> {
      if (order.status !== 'completed' || !order.email) throw notApplicable();
      await queueReceipt(jobs, tx, order.orderNo);
    },

    /**
     * A top-up whose supplier delivery failed (or was lost) is queued again through the delivery job,
     * which starts from the locked order: a press that finds it delivered meanwhile does nothing. Its
     * attempts name `requestedBy` (a staff id).
     */
    async retryDelivery(tx: Tx, order: OrderRow, kind: string, requestedBy: string | null): Promise<void> {
      await undeliveredTopUp(tx, order, kind);
      const [delivery] = await tx
        .select({ lastError: deliveries.lastError })
        .from(deliveries)
        .where(eq(deliveries.orderNo, order.orderNo));
      const stuck = order.paidAt !== null && Date.now() - order.paidAt.getTime() > stuckAfterMs;
      if (!delivery?.lastError && !stuck) throw notApplicable();
      await jobs.send(tx, DELIVER_QUEUE, { orderNo: order.orderNo, requestedBy: requestedBy ?? undefined });
    },

    /** A top-up delivered by hand is completed as a delivery completes it; `note` is the move's reason. */
    async markDelivered(tx: Tx, order: OrderRow, kind: string, note: string): Promise<void> {
      await undeliveredTopUp(tx, order, kind);
      await complete(tx, order, note);
    },

    /** Whether the recharge account may still change: nothing delivered, no supplier call running. */
    async accountEditable(tx: Tx, order: OrderRow): Promise<void> {
      if (order.status !== 'waitingPayment' && order.status !== 'pendingShipment') throw notApplicable();
      if (await attemptInFlight(tx, order.orderNo)) throw new DomainError(ERROR.DELIVERY_IN_PROGRESS);
    },

    /**
     * A paid order refunded in full waits for its refund (pendingRefund): codes it holds but has not
     * delivered are freed. The refund itself is the caller's (payments' refunds).
     */
    async holdForRefund(tx: Tx, order: OrderRow): Promise<OrderRow> {
      if (order.status === 'pendingShipment') {
        if (await attemptInFlight(tx, order.orderNo)) throw new DomainError(ERROR.DELIVERY_IN_PROGRESS);
        await inventory.releaseCodes(tx, order.orderNo);
      } else if (order.status !== 'completed') throw notApplicable();
      return moveOrder(tx, order, 'pendingRefund', 'operatorRefund', { failure: 'operatorRefund' });
    },
  };
}

export type StaffDeliveryActions = ReturnType<typeof staffDeliveryActions>;
