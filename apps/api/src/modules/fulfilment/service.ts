import {
  ERROR,
  type DeliveryMode,
  type Lang,
  type OrderFailure,
  type OrderStatus,
} from '@storefront/contracts';
import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { FulfilmentConfig } from '../../config.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import type { JobSender } from '../../platform/jobs.ts';
import { markMailSent } from '../../platform/mail/sent.ts';
import { recordAudit, type Actor } from '../agents/index.ts';
import { products } from '../catalog/tables.ts';
import { lockOrder, moveOrder, type OrderRow } from '../orders/index.ts';
import { orders } from '../orders/tables.ts';
import { extraAttempt, settleAttempt, startAttempt } from './attempts.ts';
import { codeCrypto } from './codes-crypto.ts';
import { createInventory } from './inventory.ts';
import { isCodeKind } from './kinds.ts';
import { DELIVER_QUEUE } from './queues.ts';
import { queueReceipt, receiptOf } from './receipt.ts';
import { SupplierError, type Supplier } from './providers/index.ts';
import { staffDeliveryActions } from './staff-actions.ts';
import { deliveries, operatorRefunds } from './tables.ts';

/** A paid order still undelivered this long after payment lost its job (or its worker died with it). */
const STUCK_AFTER_MS = 5 * 60_000;
/** One still failing this long after payment is refunded: the customer is not kept waiting for ever. */
const GIVE_UP_AFTER_MS = 60 * 60_000;
/**
 * How long after a supplier call's timeout it may still be running (a worker paused, an answer on
 * its way): until then the order is not refunded, so a player is never both credited and refunded.
 */
const ATTEMPT_MARGIN_MS = 60_000;
/**
 * After a supplier call running elsewhere must have ended: a look a little later finds it settled,
 * or cut short (its process died) and safe to make again, the supplier crediting an order once.
 */
const LOOK_AGAIN_MARGIN_MS = 2_000;

export interface DeliveryInfo {
  deliveryMode: DeliveryMode;
  /** The in-game account that sends the friend request and gift (friend-request products only). */
  senderName: string | null;
  coinsWithdrawn: boolean;
}

/**
 * Delivery of paid orders: codes from the inventory, or a top-up (or friend request and gift) by
 * the supplier. Every step starts from the locked order and does nothing unless it is still
 * pendingShipment, so the queued job, its retries and an immediate run after payment may overlap.
 */
export function createFulfilmentService({
  db,
  config,
  jobs,
  supplier,
  logger,
  queueRefund,
  afterCompleted,
  orderLink,
}: {
  db: Db;
  config: FulfilmentConfig;
  jobs: JobSender;
  supplier: Supplier;
  /** Queues the refund of an order given up, in the transaction that gives it up (payments' job). */
  queueRefund: (tx: Tx, orderNo: string) => Promise<void>;
  /** Runs in the transaction that completes an order (its player remembered, the referral reward). */
  afterCompleted?: (tx: Tx, order: OrderRow) => Promise<void>;
  /** For deliveries started in the background (deliverSoon); silent when omitted. */
  logger?: Logger;
  /** A new e-mailed link to the order (orders' links), for a guest's receipt. */
  orderLink: (orderNo: string, lang: Lang) => Promise<{ url: string; days: number }>;
}) {
  const inventory = createInventory(db, codeCrypto(config.inventoryKey));

  /** The order's status and how its product is delivered: one read, no lock, built once. */
  const deliveryOfOrder = db
    .select({ status: orders.status, kind: products.kind, deliveryMode: products.deliveryMode })
    .from(orders)
    .innerJoin(products, eq(products.slug, orders.productSlug))
    .where(eq(orders.orderNo, sql.placeholder('orderNo')))
    .prepare('fulfilment_delivery_of');

  async function deliveryOf(orderNo: string) {
    const [row] = await deliveryOfOrder.execute({ orderNo });
    return row;
  }

  async function complete(tx: Tx, order: OrderRow, reason = 'delivered'): Promise<void> {
    const completed = await moveOrder(tx, order, 'completed', reason);
    await afterCompleted?.(tx, completed);
    if (order.email) await queueReceipt(jobs, tx, order.orderNo);
  }

  /** A supplier call unsettled this long was cut short: another may be made in its place. */
  const takeoverAfterMs = config.supplierTimeoutMs + LOOK_AGAIN_MARGIN_MS;
  /** Paid orders nothing was done for since before this process started were left by one that stopped. */
  const processStart = new Date();

  /**
   * Whether a supplier call for the locked order started within `windowMs` and is unsettled. By
   * default the refund's window: whether that call may still credit the player.
   */
  async function attemptInFlight(
    tx: Tx,
    orderNo: string,
    windowMs = config.supplierTimeoutMs + ATTEMPT_MARGIN_MS,
  ): Promise<boolean> {
    const [running] = await tx
      .select({ orderNo: deliveries.orderNo })
      .from(deliveries)
      .where(
        and(
          eq(deliveries.orderNo, orderNo),
          gt(deliveries.attemptStartedAt, sql`now() - ${windowMs} * interval '1 millisecond'`),
        ),
      );
    return running !== undefined;
  }

  /**
   * Money taken, nothing deliverable: the order waits for its refund, which A's job makes. False,
   * and nothing done, while a supplier call may still credit the player.
   */
  async function refund(tx: Tx, order: OrderRow, failure: OrderFailure): Promise<boolean> {
    if (await attemptInFlight(tx, order.orderNo)) return false;
    await inventory.releaseCodes(tx, order.orderNo);
    await moveOrder(tx, order, 'pendingRefund', failure, { failure });
    await queueRefund(tx, order.orderNo);
    return true;
  }

  /**
   * An agent's refund, in the caller's transaction: held codes freed, the refund job queued, who and
   * why recorded. -1204 for no such order, -1215 unless it has status `from`, -1216 while a supplier
   * call may still credit the player.
   */
  /** An agent's refund (the agent console's, or a claim's), written to the audit log with it. */
  async function operatorRefund(
    tx: Tx,
    actor: Actor,
    { orderNo, reason }: { orderNo: string; reason: string },
    from: 'pendingShipment' | 'completed',
  ): Promise<{ orderNo: string; status: OrderStatus }> {
    const order = await lockOrder(tx, orderNo);
    if (!order) throw new DomainError(ERROR.ORDER_NOT_FOUND);
    if (order.status !== from) throw new DomainError(ERROR.ORDER_NOT_REFUNDABLE);
    if (!(await refund(tx, order, 'operatorRefund'))) throw new DomainError(ERROR.DELIVERY_IN_PROGRESS);
    await tx.insert(operatorRefunds).values({ orderNo, agentId: actor.staffId!, reason });
    await recordAudit(tx, actor, {
      action: 'order.agentRefund',
      subject: `order:${orderNo}`,
      before: { status: from },
      after: { status: 'pendingRefund', reason },
    });
    return { orderNo, status: 'pendingRefund' as const };
  }

  /** Locks the order and runs `step` only while it still waits for delivery. */
  function whilePending<T>(orderNo: string, step: (tx: Tx, order: OrderRow) => Promise<T>) {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderNo);
      if (!order || order.status !== 'pendingShipment') return undefined;
      return step(tx, order);
    });
  }

  // Deliveries running in this process: the queued job of an order delivered right after its
  // payment (deliverSoon) joins that delivery instead of calling the supplier a second time.
  const running = new Map<string, Promise<void>>();

  /** `requestedBy`: the staff member who asked for this delivery (a console retry), if one did. */
  function deliver(orderNo: string, log?: Logger, requestedBy?: string): Promise<void> {
    const current = running.get(orderNo);
    if (current) return current;
    const delivery = deliverNow(orderNo, log, requestedBy).finally(() => running.delete(orderNo));
    running.set(orderNo, delivery);
    return delivery;
  }

  async function deliverNow(orderNo: string, log?: Logger, requestedBy?: string): Promise<void> {
    // Most repeated deliveries (the queued job after an immediate one) end here, without a lock.
    const product = await deliveryOf(orderNo);
    if (product?.status !== 'pendingShipment') return;
    // Codes: one transaction. Top-ups: count the attempt, call the supplier unlocked, then settle.
    const topUp = await whilePending(orderNo, async (tx, order) => {
      if (isCodeKind(product.kind)) {
        if (await inventory.sellCodes(tx, order)) await complete(tx, order);
        else {
          log?.warn({ orderNo }, 'paid order out of stock: refund requested');
          await refund(tx, order, 'outOfStock');
        }
        return undefined;
      }
      // Another process is calling the supplier for this order (its deliverSoon, or a job taken
      // by another worker): a second call would race it. Look again once that call must be over.
      // One unsettled for longer was cut short, and is made again here.
      if (await attemptInFlight(tx, orderNo, takeoverAfterMs)) {
        const lookAgain = new Date(Date.now() + takeoverAfterMs);
        await jobs.send(tx, DELIVER_QUEUE, { orderNo, requestedBy }, { startAfter: lookAgain });
        log?.info({ orderNo }, 'supplier call running elsewhere: delivery looked at again later');
        return undefined;
      }
      const attempt = await startAttempt(tx, orderNo, requestedBy);
      return { order, deliveryMode: product.deliveryMode, ...attempt };
    });
    if (!topUp) return;

    const { order, deliveryMode, startedAt, attemptId } = topUp;
    // This attempt's end; another process's attempt started since keeps its own start.
    const attemptEnded = sql`CASE WHEN ${deliveries.attemptStartedAt} = ${startedAt.toISOString()}::timestamptz
      THEN NULL ELSE ${deliveries.attemptStartedAt} END`;
    let supplierRef: string;
    try {
      ({ supplierRef } = await supplier.topUp({
        orderNo,
        productSlug: order.productSlug,
        skuId: order.skuId,
        quantity: order.quantity,
        playerId: order.playerId ?? '',
        serverId: order.serverId,
        deliveryMode,
      }));
    } catch (error) {
      const failure = error instanceof SupplierError ? error : new SupplierError('unavailable');
      await settleAttempt(
        db,
        attemptId,
        { outcome: failure.kind },
        db
          .update(deliveries)
          .set({ lastError: failure.kind, attemptStartedAt: attemptEnded })
          .where(eq(deliveries.orderNo, orderNo)),
      );
      log?.warn({ orderNo, failure: failure.kind }, 'supplier delivery failed');
      // A rejection or an unknown player will not change: refund now instead of retrying.
      if (!failure.transient) return giveUp(orderNo, log);
      throw failure;
    }
    const settled = await whilePending(orderNo, async (tx, locked) => {
      await settleAttempt(
        tx,
        attemptId,
        { outcome: 'delivered', supplierRef },
        tx
          .update(deliveries)
          .set({ supplierRef, lastError: null, deliveredAt: sql`now()`, attemptStartedAt: attemptEnded })
          .where(eq(deliveries.orderNo, orderNo)),
      );
      await complete(tx, locked);
      return true;
    });
    if (!settled) {
      await settleAttempt(
        db,
        attemptId,
        {
          outcome: 'delivered',
          supplierRef,
          detail: 'credited after the order stopped waiting for delivery',
        },
        db.update(deliveries).set({ attemptStartedAt: attemptEnded }).where(eq(deliveries.orderNo, orderNo)),
      );
      log?.warn({ orderNo, supplierRef }, 'supplier answered for an order no longer waiting for delivery');
    }
  }

  /** Retries spent (or a failure no retry can fix): refund the order if it is still undelivered. */
  async function giveUp(orderNo: string, log?: Logger): Promise<void> {
    await whilePending(orderNo, async (tx, order) => {
      if (await refund(tx, order, 'supplierFailed'))
        log?.warn({ orderNo }, 'delivery given up: refund requested');
      else log?.warn({ orderNo }, 'delivery given up while a supplier call runs: left for the next sweep');
    });
  }

  /**
   * The safety net under the queue: retries stuck paid orders, and refunds the hopeless ones. It
   * takes over at once the deliveries a dead process left, which its job would otherwise hold until
   * the queue expired it: a supplier call cut short, and (once this process has started) an order
   * paid before it started that no call was made for.
   */
  async function sweep(log?: Logger, now = new Date()): Promise<void> {
    const abandonedBefore = new Date(now.getTime() - takeoverAfterMs);
    const leftBefore = new Date(Math.min(abandonedBefore.getTime(), processStart.getTime()));
    const stuck = await db
      .select({ orderNo: orders.orderNo, paidAt: orders.paidAt })
      .from(orders)
      .leftJoin(deliveries, eq(deliveries.orderNo, orders.orderNo))
      .where(
        and(
          eq(orders.status, 'pendingShipment'),
          or(
            lt(orders.paidAt, new Date(now.getTime() - STUCK_AFTER_MS)),
            lt(deliveries.attemptStartedAt, abandonedBefore),
            and(sql`coalesce(${deliveries.attempts}, 0) = 0`, lt(orders.paidAt, leftBefore)),
          ),
        ),
      )
      .orderBy(asc(orders.paidAt))
      .limit(50);
    for (const { orderNo, paidAt } of stuck) {
      log?.warn({ orderNo }, 'paid order still undelivered: trying again');
      if (paidAt && now.getTime() - paidAt.getTime() > GIVE_UP_AFTER_MS) await giveUp(orderNo, log);
      else await deliver(orderNo, log).catch(() => undefined); // still failing: the next sweep tries again
    }
  }

  async function deliveryInfo(orderNo: string): Promise<DeliveryInfo> {
    const [row] = await db
      .select({
        slug: orders.productSlug,
        deliveryMode: products.deliveryMode,
        coinsWithdrawnAt: deliveries.coinsWithdrawnAt,
      })
      .from(orders)
      .innerJoin(products, eq(products.slug, orders.productSlug))
      .leftJoin(deliveries, eq(deliveries.orderNo, orders.orderNo))
      .where(eq(orders.orderNo, orderNo));
    if (!row) return { deliveryMode: 'direct', senderName: null, coinsWithdrawn: false };
    const friendRequest = row.deliveryMode === 'friendRequest';
    return {
      deliveryMode: row.deliveryMode,
      senderName: friendRequest ? supplier.giftSender(row.slug) : null,
      coinsWithdrawn: row.coinsWithdrawnAt !== null,
    };
  }

  return {
    settings: {
      supplierRetries: config.supplierRetries,
      supplierTimeoutMs: config.supplierTimeoutMs,
      takeoverAfterMs,
    },
    isCodeKind,
    holdCodes: inventory.holdCodes,
    releaseCodes: inventory.releaseCodes,
    stock: inventory.stock,
    codesOf: inventory.codesOf,
    async deliveryStarted(tx: Tx, orderNo: string): Promise<boolean> {
      const [started] = await tx
        .select({ attempts: deliveries.attempts })
        .from(deliveries)
        .where(and(eq(deliveries.orderNo, orderNo), sql`${deliveries.attempts} > 0`));
      return started !== undefined;
    },
    addCodes: inventory.addCodes,
    /** The console's actions on an order, as far as its delivery goes. */
    staffActions: staffDeliveryActions({
      jobs,
      inventory,
      attemptInFlight,
      complete,
      stuckAfterMs: STUCK_AFTER_MS,
    }),
    deliver,
    giveUp,
    sweep,

    /**
     * Starts the delivery now, in this process, after the payment's transaction committed: the
     * customer need not wait for a worker to poll. The queued job stays the durable path; a failure
     * here is left to it.
     */
    deliverSoon(orderNo: string): void {
      deliver(orderNo, logger).catch((error: unknown) =>
        logger?.info(
          { orderNo, failure: error instanceof SupplierError ? error.kind : 'error' },
          'immediate delivery failed; the queued job retries',
        ),
      );
    },

    /**
     * An agent refunds an undelivered paid order: held codes freed, the refund job queued, who and
     * why recorded. -1204 for no such order, -1215 unless it waits for delivery, -1216 while a
     * supplier call may still credit the player.
     */
    async refundByAgent(
      actor: Actor,
      input: { orderNo: string; reason: string },
    ): Promise<{ orderNo: string; status: OrderStatus }> {
      return db.transaction((tx) => operatorRefund(tx, actor, input, 'pendingShipment'));
    },

    /**
     * A claim settled by a refund, in the claim's transaction: the operator refund above, of a
     * completed order (completed → pendingRefund → refunded, the payments job making the refund).
     */
    refundClaimed: (tx: Tx, actor: Actor, input: { orderNo: string; reason: string }) =>
      operatorRefund(tx, actor, input, 'completed'),

    /**
     * A claim settled by new codes, in the claim's transaction: the completed order's codes are
     * replaced by free ones of its SKU (-1202 when too few are left). Answers how many.
     */
    async replaceCodes(tx: Tx, orderNo: string): Promise<number> {
      const order = await lockOrder(tx, orderNo);
      if (!order || order.status !== 'completed') throw new DomainError(ERROR.ORDER_NOT_REFUNDABLE);
      return inventory.replaceCodes(tx, order);
    },

    /**
     * A claim settled by delivering a completed top-up again: the supplier is asked once more under
     * `key` (its idempotency key for this redelivery, so a repeated request credits once). -1211
     * when the supplier does not deliver.
     */
    async topUpAgain(orderNo: string, key: string): Promise<void> {
      const [order] = await db
        .select({ order: orders, deliveryMode: products.deliveryMode })
        .from(orders)
        .innerJoin(products, eq(products.slug, orders.productSlug))
        .where(eq(orders.orderNo, orderNo));
      if (!order || order.order.status !== 'completed') throw new DomainError(ERROR.ORDER_NOT_REFUNDABLE);
      const attemptId = await extraAttempt(db, orderNo, 'sent again for a claim');
      try {
        const { supplierRef } = await supplier.topUp({
          orderNo: key,
          productSlug: order.order.productSlug,
          skuId: order.order.skuId,
          quantity: order.order.quantity,
          playerId: order.order.playerId ?? '',
          serverId: order.order.serverId,
          deliveryMode: order.deliveryMode,
        });
        await settleAttempt(db, attemptId, { outcome: 'delivered', supplierRef });
      } catch (error) {
        const kind = error instanceof SupplierError ? error.kind : 'unavailable';
        await settleAttempt(db, attemptId, { outcome: kind });
        logger?.warn(
          { orderNo, failure: error instanceof SupplierError ? error.kind : 'error' },
          'claim redelivery failed',
        );
        throw new DomainError(ERROR.SUPPLIER_UNAVAILABLE);
      }
    },

    /** The order's codes as staff see them (last four characters), replaced ones marked. */
    maskedCodesOf: inventory.maskedCodesOf,

    /** How an order is delivered, for its detail page. */
    deliveryInfo,

    /** The receipt e-mail of a completed order (undefined without an address). */
    receipt: (orderNo: string) =>
      receiptOf(db, { codesOf: inventory.codesOf, deliveryInfo }, orderNo, orderLink),
    /** The receipt's record: the mail server took it. */
    receiptSent: (sentMailId: string) => markMailSent(db, sentMailId),

    /**
     * Friend-request delivery: the customer accepted the request, the sender gifts the coins now.
     * Only the owner's completed friend-request order, once; -1204 for anyone else's order.
     */
    async withdrawCoins(
      customerId: string,
      orderNo: string,
    ): Promise<{ orderNo: string; coinsWithdrawn: boolean }> {
      const [row] = await db
        .select({
          customerId: orders.customerId,
          status: orders.status,
          deliveryMode: products.deliveryMode,
          supplierRef: deliveries.supplierRef,
          coinsWithdrawnAt: deliveries.coinsWithdrawnAt,
        })
        .from(orders)
        .innerJoin(products, eq(products.slug, orders.productSlug))
        .leftJoin(deliveries, eq(deliveries.orderNo, orders.orderNo))
        .where(eq(orders.orderNo, orderNo));
      if (!row || row.customerId !== customerId) throw new DomainError(ERROR.ORDER_NOT_FOUND);
      if (row.coinsWithdrawnAt) return { orderNo, coinsWithdrawn: true };
      if (row.deliveryMode !== 'friendRequest' || row.status !== 'completed' || !row.supplierRef) {
        throw new DomainError(ERROR.WITHDRAW_NOT_AVAILABLE);
      }
      const supplierRef = row.supplierRef;
      // Two taps at once: the second waits on the delivery's row and finds the coins gifted, so
      // the supplier gifts once (the lock is held for one bounded supplier call).
      await db.transaction(async (tx) => {
        const [delivery] = await tx
          .select({ coinsWithdrawnAt: deliveries.coinsWithdrawnAt })
          .from(deliveries)
          .where(eq(deliveries.orderNo, orderNo))
          .for('update');
        if (delivery?.coinsWithdrawnAt) return;
        try {
          await supplier.withdrawCoins({ orderNo, supplierRef });
        } catch {
          throw new DomainError(ERROR.SUPPLIER_UNAVAILABLE);
        }
        await tx
          .update(deliveries)
          .set({ coinsWithdrawnAt: sql`now()` })
          .where(eq(deliveries.orderNo, orderNo));
      });
      return { orderNo, coinsWithdrawn: true };
    },
  };
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
