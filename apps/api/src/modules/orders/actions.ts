import {
  CONSOLE_ERROR,
  ERROR,
  type CorrectAccountRequest,
  type OrderActionDone,
  type OrderActionName,
  type OrderRefundRequest,
  type OrderRefundState,
} from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/constraints.ts';
import { DomainError } from '../../platform/errors.ts';
import { recordAudit, type Actor } from '../agents/index.ts';
import { products, type ProductInputFields } from '../catalog/tables.ts';
import { rechargeAccountOf } from './account.ts';
import type { OrderPlayers } from './players.ts';
import type { OrderRow } from './state.ts';
import { lockOrder, notifyOrderChange } from './state.ts';
import { orderActions, orders } from './tables.ts';

/** What the actions need of fulfilment (its `staffActions` satisfy it), each on the order locked. */
export interface ActionDelivery {
  resendReceipt(tx: Tx, order: OrderRow): Promise<void>;
  retryDelivery(tx: Tx, order: OrderRow, kind: string, requestedBy: string | null): Promise<void>;
  markDelivered(tx: Tx, order: OrderRow, kind: string, note: string): Promise<void>;
  accountEditable(tx: Tx, order: OrderRow): Promise<void>;
  holdForRefund(tx: Tx, order: OrderRow): Promise<OrderRow>;
}

/** What the refund action needs of payments (its `requestRefund` satisfies it). */
export type RequestRefund = (
  tx: Tx,
  order: OrderRow,
  refund: {
    id: string;
    amount: number;
    kind: 'full' | 'partial';
    reason: string;
    requestedBy: string | null;
  },
) => Promise<{ id: string; amount: number; kind: 'full' | 'partial'; status: OrderRefundState['status'] }>;

interface ActionInput {
  orderNo: string;
  actionId: string;
  reason: string;
}

/** What one action changed: the audit entry's before and after, and the refund it asked for. */
interface Change {
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  refund?: OrderRefundState;
}

type Product = { kind: string; inputFields: ProductInputFields };

/**
 * The console's actions on one order (issue 15): each in one transaction on the locked order, with its
 * reason kept in `order_actions` and the staff audit log. The console's action id makes a repeated
 * press harmless: it finds the first press's record and answers what that did; pressing again with a
 * new id meets the order as the first press left it, and is refused where the action no longer applies.
 */
export function createOrderActions({
  db,
  delivery,
  requestRefund,
  players,
}: {
  db: Db;
  delivery: ActionDelivery;
  requestRefund: RequestRefund;
  players: OrderPlayers;
}) {
  /** The first press's answer; -1399 when the id was used for another order or action. */
  async function pressedBefore(tx: Db | Tx, action: OrderActionName, input: ActionInput) {
    const [row] = await tx.select().from(orderActions).where(eq(orderActions.id, input.actionId));
    if (!row) return undefined;
    if (row.orderNo !== input.orderNo || row.action !== action) {
      throw new DomainError(CONSOLE_ERROR.ORDERS_ACTION_ID_USED);
    }
    return row.result as OrderActionDone;
  }

  async function act(
    actor: Actor,
    action: OrderActionName,
    input: ActionInput,
    change: (tx: Tx, order: OrderRow, product: Product) => Promise<Change>,
  ): Promise<OrderActionDone> {
    const first = await pressedBefore(db, action, input);
    if (first) return first;
    try {
      return await db.transaction(async (tx) => {
        const order = await lockOrder(tx, input.orderNo);
        if (!order) throw new DomainError(ERROR.ORDER_NOT_FOUND);
        // The other press of the same id held the lock until it committed.
        const again = await pressedBefore(tx, action, input);
        if (again) return again;
        const [product] = await tx
          .select({ kind: products.kind, inputFields: products.inputFields })
          .from(products)
          .where(eq(products.slug, order.productSlug));
        const { before, after, refund } = await change(tx, order, product!);
        const [now] = await tx.select().from(orders).where(eq(orders.orderNo, order.orderNo));
        const done: OrderActionDone = {
          actionId: input.actionId,
          action,
          orderNo: order.orderNo,
          at: Date.now(),
          status: now!.status,
          refundedAmount: now!.refundedAmount,
          refund: refund ?? null,
        };
        await tx.insert(orderActions).values({
          id: input.actionId,
          orderNo: order.orderNo,
          action,
          agentId: actor.staffId ?? '',
          reason: input.reason,
          result: done,
        });
        await recordAudit(tx, actor, {
          action: `order.${action}`,
          subject: `order:${order.orderNo}`,
          before,
          after: { reason: input.reason, ...after },
        });
        return done;
      });
    } catch (error) {
      // Two presses of one id for different orders at once: the one that committed stands.
      if (!isUniqueViolation(error, 'order_actions_pkey')) throw error;
      const winner = await pressedBefore(db, action, input);
      if (!winner) throw error;
      return winner;
    }
  }

  const accountOf = (order: OrderRow) => ({
    playerId: order.playerId,
    serverId: order.serverId,
    characterName: order.characterName,
  });

  return {
    resendReceipt: (actor: Actor, input: ActionInput) =>
      act(actor, 'resendReceipt', input, async (tx, order) => {
        await delivery.resendReceipt(tx, order);
        return {};
      }),

    retryDelivery: (actor: Actor, input: ActionInput) =>
      act(actor, 'retryDelivery', input, async (tx, order, product) => {
        await delivery.retryDelivery(tx, order, product.kind, actor.staffId);
        return {};
      }),

    markDelivered: (actor: Actor, input: ActionInput) =>
      act(actor, 'markDelivered', input, async (tx, order, product) => {
        await delivery.markDelivered(tx, order, product.kind, input.reason);
        return { before: { status: order.status }, after: { status: 'completed' } };
      }),

    /**
     * A refund of `amount` (minor units): all that is left refunds the order in full, moving it to
     * pendingRefund (undelivered codes freed) until the provider confirms; less leaves its status.
     */
    refund: (actor: Actor, input: z.output<typeof OrderRefundRequest>) =>
      act(actor, 'refund', input, async (tx, order) => {
        if (order.status === 'waitingPayment' || order.status === 'closed') {
          throw new DomainError(CONSOLE_ERROR.ORDERS_REFUND_UNPAID);
        }
        if (order.status === 'pendingRefund') throw new DomainError(CONSOLE_ERROR.ORDERS_REFUND_PENDING);
        const left = order.payAmount - order.refundedAmount;
        if (order.status === 'refunded' || input.amount > left) {
          throw new DomainError(CONSOLE_ERROR.ORDERS_REFUND_OVER);
        }
        const kind: 'full' | 'partial' = input.amount === left ? 'full' : 'partial';
        // Asked first: it refuses an order already refunding before anything moves.
        const refund = await requestRefund(tx, order, {
          id: input.actionId,
          amount: input.amount,
          kind,
          reason: input.reason,
          requestedBy: actor.staffId,
        });
        if (kind === 'full') await delivery.holdForRefund(tx, order);
        const state = { refundId: refund.id, amount: refund.amount, scope: kind, status: refund.status };
        return {
          before: { refundedAmount: order.refundedAmount },
          after: { amount: input.amount, scope: kind, currency: order.currencyCode },
          refund: state,
        };
      }),

    /**
     * The recharge account corrected before delivery, checked as checkout checks it (the supplier asked
     * whether the player exists first, outside the order's lock); the old and new values are audited.
     */
    async correctAccount(actor: Actor, input: z.output<typeof CorrectAccountRequest>) {
      const [found] = await db
        .select({ productSlug: orders.productSlug, inputFields: products.inputFields })
        .from(orders)
        .innerJoin(products, eq(products.slug, orders.productSlug))
        .where(eq(orders.orderNo, input.orderNo));
      if (!found) throw new DomainError(ERROR.ORDER_NOT_FOUND);
      const fields = found.inputFields;
      if (!fields.playerId && !fields.server) {
        throw new DomainError(CONSOLE_ERROR.ORDERS_ACTION_NOT_APPLICABLE);
      }
      const account = rechargeAccountOf(fields, input);
      if (fields.playerId && account.playerId) {
        const verdict = await players.check({
          productSlug: found.productSlug,
          playerId: account.playerId,
          serverId: account.serverId ?? undefined,
        });
        if (verdict.state === 'notFound') throw new DomainError(ERROR.PLAYER_NOT_FOUND);
        if (verdict.state === 'found') account.characterName = verdict.characterName;
      }
      return act(actor, 'correctAccount', input, async (tx, order) => {
        await delivery.accountEditable(tx, order);
        await tx.update(orders).set(account).where(eq(orders.orderNo, order.orderNo));
        await notifyOrderChange(tx, order.orderNo);
        return { before: accountOf(order), after: account };
      });
    },
  };
}

export type OrderActions = ReturnType<typeof createOrderActions>;
