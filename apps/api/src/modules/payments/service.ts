import {
  ERROR,
  type Lang,
  type PaymentAttempt,
  type PaymentMethods,
  type PaymentStart,
  type QuoteCurrency,
} from '@storefront/contracts';
import { and, desc, eq, inArray, isNotNull, isNull, lt, notExists, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { JobSender } from '../../platform/jobs.ts';
import { enqueueMail } from '../../platform/mail/jobs.ts';
import { couponTakenByAnother } from '../coupons/index.ts';
import { lockOrder, moveOrder, type OrderRow } from '../orders/index.ts';
import { orders } from '../orders/tables.ts';
import type { SystemService } from '../system/index.ts';
import { currencies } from '../system/tables.ts';
import { createPaymentAsking } from './asking.ts';
import { refundMail } from './mail.ts';
import { quoteMethods, type OfferedMethod, type PaymentMethodList, type Provider } from './methods.ts';
import {
  AmountTooSmallError,
  MobileNumberError,
  ProviderUnavailableError,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentRow,
} from './providers/provider.ts';
import { REFUND_QUEUE } from './queues.ts';
import { createRefunds } from './refunds.ts';
import { paymentNotifications, payments, refunds } from './tables.ts';

/**
 * A refund still undone this long after it was last asked for is asked for again: longer than the
 * refund job's own retries (about 3 h), so a job still retrying is not doubled.
 */
export const REFUND_STUCK_AFTER_MS = 4 * 60 * 60 * 1000;
const REFUND_SWEEP_BATCH = 100;

/** A verified notification that does not match its payment's amount or currency: never applied. */

/** Payment states that took the order's money: a succeeded payment stays applied once refunded. */
const APPLIED: PaymentRow['status'][] = ['succeeded', 'refunded'];

/**
 * `unknown`: a genuine notification about a session of no payment here (another use of the same
 * provider account): nothing for the store to do, and nothing a retry would change. `refused`: a
 * payment of a closed order whose coupon another order has since taken: refunded, never applied.
 * `mismatch`: the provider confirms an amount or currency that is not the payment's: recorded,
 * never applied, and a retry would be refused the same way.
 */
export type NotificationOutcome =
  'paid' | 'failed' | 'duplicate' | 'repeated' | 'ignored' | 'unknown' | 'refused' | 'mismatch';

export type PaymentService = ReturnType<typeof createPaymentService>;

export function createPaymentService({
  db,
  config,
  jobs,
  system,
  providers,
  methods,
  queueDelivery,
  afterPaid,
}: {
  db: Db;
  config: Config;
  jobs: JobSender;
  system: SystemService;
  providers: Partial<Record<Provider, PaymentProvider>>;
  methods: PaymentMethodList;
  /** Queues a paid order's delivery in the transaction that paid it (fulfilment's job). */
  queueDelivery: (tx: Tx, orderNo: string) => Promise<void>;
  /** Told after the commit that paid an order (delivery may start at once; the queued job is the fallback). */
  afterPaid?: (orderNo: string) => void;
}) {
  function provider(name: Provider): PaymentProvider {
    const found = providers[name];
    if (!found) throw new Error(`Payment provider ${name} is not configured`);
    return found;
  }

  async function currencyOf(code: string): Promise<QuoteCurrency> {
    const [row] = await db
      .select({ code: currencies.code, minorUnits: currencies.minorUnits, symbol: currencies.symbol })
      .from(currencies)
      .where(eq(currencies.code, code));
    return row!;
  }

  async function ownOrder(customerId: string, orderNo: string, tx: Db | Tx = db): Promise<OrderRow> {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo), eq(orders.customerId, customerId)));
    if (!order) throw new DomainError(ERROR.ORDER_NOT_FOUND);
    return order;
  }

  /** The order's amount before any handling fee: what a method's rate applies to. */
  const baseOf = (order: OrderRow) => Math.max(order.productAmount - order.discountAmount, 0);

  function quotedMethods(order: OrderRow, offered: OfferedMethod[]) {
    return quoteMethods(offered, {
      region: order.regionCode,
      currency: order.currencyCode,
      amount: baseOf(order),
    });
  }

  const staffRefunds = createRefunds({
    db,
    jobs,
    provider,
    currencyOf,
    langOf: (order) => system.enabledLang(order.lang) ?? system.defaultLang,
  });

  /** The applied payment of an order, if one succeeded (refunded counts: it was applied). */
  async function appliedPayment(tx: Db | Tx, orderNo: string): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderNo, orderNo), inArray(payments.status, APPLIED)));
    return row;
  }

  /** What a verified notification matching its payment does, and why in words (never personal data). */
  async function verdictOf(
    tx: Tx,
    notified: 'succeeded' | 'failed',
    order: OrderRow,
    payment: PaymentRow,
    paymentsOfOrder: PaymentRow[],
  ): Promise<{ outcome: NotificationOutcome; detail: string }> {
    const already = {
      outcome: 'ignored',
      detail: `ignored: the payment was already ${payment.status}`,
    } as const;
    if (notified === 'failed') {
      return payment.status === 'pending' ? { outcome: 'failed', detail: 'the payment failed' } : already;
    }
    // A failure may arrive before the success of the same session: the money taken decides.
    if (payment.status !== 'pending' && payment.status !== 'failed') return already;
    const applied = paymentsOfOrder.some((row) => APPLIED.includes(row.status));
    if (applied || (order.status !== 'waitingPayment' && order.status !== 'closed')) {
      return { outcome: 'duplicate', detail: 'set aside: the order was already paid; it is given back' };
    }
    // An unpaid order always holds its coupon; only a closed one can have lost it.
    if (order.status === 'closed' && (await couponTakenByAnother(tx, order))) {
      return { outcome: 'refused', detail: 'refused: its coupon went to another order; refunded in full' };
    }
    return { outcome: 'paid', detail: 'applied: the order is paid' };
  }

  /** A payment the order does not need (it was paid already): given back by the refund job. */
  async function setAside(tx: Tx, payment: PaymentRow): Promise<void> {
    await tx
      .update(payments)
      .set({ status: 'duplicate', updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    await jobs.send(tx, REFUND_QUEUE, { orderNo: payment.orderNo, paymentId: payment.id });
  }

  /** The payment taken as the order's: an earlier attempt with another method may be the one paid. */
  async function takePayment(tx: Tx, order: OrderRow, payment: PaymentRow, payer?: string) {
    await tx
      .update(payments)
      .set({ status: 'succeeded', payer: payer ?? null, updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    // The order shows what was charged.
    const fee = payment.amount - baseOf(order);
    return fee >= 0 ? { paymentMethod: payment.methodId, handlingFee: fee, payAmount: payment.amount } : {};
  }

  /** Marks the order paid by this payment, at this payment's figures, and queues its delivery. */
  async function applyPayment(tx: Tx, order: OrderRow, payment: PaymentRow, payer?: string): Promise<void> {
    const figures = await takePayment(tx, order, payment, payer);
    await moveOrder(tx, order, 'pendingShipment', 'paid', figures);
    await queueDelivery(tx, order.orderNo);
  }

  /**
   * A late payment whose order's coupon went to another order meanwhile: the order is not
   * delivered; it waits for the refund job to give the whole payment back, showing the customer why.
   */
  async function refuseForCoupon(
    tx: Tx,
    order: OrderRow,
    payment: PaymentRow,
    payer?: string,
  ): Promise<void> {
    const figures = await takePayment(tx, order, payment, payer);
    await moveOrder(tx, order, 'pendingRefund', 'couponUsed', { ...figures, failure: 'couponUsed' });
    await jobs.send(tx, REFUND_QUEUE, { orderNo: order.orderNo });
  }

  /**
   * What a provider says of an attempt, from its notification or from asking it: acted on once per
   * event id, matched on amount and currency ('mismatch': recorded, nothing changes). A success
   * pays the order (also a closed one: the money is taken) and queues its delivery in the same
   * transaction; a success for an order already paid is set aside to be refunded, and one for a
   * closed order whose coupon another order has since taken is refunded in full.
   */
  async function applyNotice(
    providerName: Provider,
    notice: PaymentNotification,
  ): Promise<NotificationOutcome> {
    let orderNo = '';
    const outcome = await db.transaction(async (tx): Promise<NotificationOutcome> => {
      // The order of the session's payment, locked; then its payments, read under that lock (a
      // notification of the same payment may have just committed): two round trips, not five.
      const [order] = await tx
        .select()
        .from(orders)
        .where(
          eq(
            orders.orderNo,
            tx
              .select({ orderNo: payments.orderNo })
              .from(payments)
              .where(and(eq(payments.provider, providerName), eq(payments.providerRef, notice.providerRef))),
          ),
        )
        .for('update');
      if (!order) return 'unknown';
      orderNo = order.orderNo;
      const paymentsOfOrder = await tx.select().from(payments).where(eq(payments.orderNo, orderNo));
      const current = paymentsOfOrder.find(
        (row) => row.provider === providerName && row.providerRef === notice.providerRef,
      )!;
      const record = { provider: providerName, eventId: notice.eventId, paymentId: current.id, orderNo };
      if (notice.amount !== current.amount || notice.currency.toUpperCase() !== current.currencyCode) {
        // Kept for the order's timeline, and nothing else changes: the provider's retries of it
        // are refused again before this record is looked at.
        const notified = `${notice.amount} ${notice.currency.toUpperCase()}`;
        await tx
          .insert(paymentNotifications)
          .values({
            ...record,
            outcome: notice.outcome,
            detail: `refused: ${notified} notified, the payment is ${current.amount} ${current.currencyCode}`,
          })
          .onConflictDoNothing();
        return 'mismatch';
      }
      // What the store does with it is decided first, so that its record says so in one insert.
      const verdict = await verdictOf(tx, notice.outcome, order, current, paymentsOfOrder);
      const [recorded] = await tx
        .insert(paymentNotifications)
        .values({ ...record, outcome: notice.outcome, detail: verdict.detail })
        .onConflictDoNothing()
        .returning();
      if (!recorded) return 'repeated';
      if (verdict.outcome === 'failed') {
        await tx
          .update(payments)
          .set({ status: 'failed', updatedAt: new Date() })
          .where(eq(payments.id, current.id));
      } else if (verdict.outcome === 'duplicate') {
        await setAside(tx, current);
      } else if (verdict.outcome === 'refused') {
        await refuseForCoupon(tx, order, current, notice.payer);
      } else if (verdict.outcome === 'paid') {
        await applyPayment(tx, order, current, notice.payer);
      }
      return verdict.outcome;
    });
    if (outcome === 'paid') afterPaid?.(orderNo);
    return outcome;
  }

  const asking = createPaymentAsking({ db, jobs, providers, apply: applyNotice });

  async function returnDuplicate(log: Logger, paymentId: string): Promise<void> {
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (payment?.status !== 'duplicate') return;
    await provider(payment.provider).refund(payment);
    await db
      .update(payments)
      .set({ status: 'returned', updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    log.info({ orderNo: payment.orderNo, paymentId }, 'duplicate payment returned');
  }

  /**
   * Refunds whose jobs gave up (a provider down longer than their retries): each is queued again,
   * and its payment's `updated_at` marks when, so the next sweep leaves it to that job for a while.
   * Repeating is safe: the job refunds a payment only while it is still owed (see `refund`).
   */
  async function sweepRefunds(log: Logger, now = new Date()): Promise<void> {
    const before = new Date(now.getTime() - REFUND_STUCK_AFTER_MS);
    const undone = await db.transaction(async (tx) => {
      // An order waiting for its refund, with the payment to give back (none: nothing was taken).
      const owed = await tx
        .select({ orderNo: orders.orderNo, paymentId: payments.id })
        .from(orders)
        .leftJoin(payments, and(eq(payments.orderNo, orders.orderNo), eq(payments.status, 'succeeded')))
        .where(
          and(
            eq(orders.status, 'pendingRefund'),
            lt(orders.refundRequestedAt, before),
            or(isNull(payments.id), lt(payments.updatedAt, before)),
            // A refund staff asked for is its own job's (and requeued below), never this whole one.
            notExists(
              tx
                .select({ id: refunds.id })
                .from(refunds)
                .where(and(eq(refunds.orderNo, orders.orderNo), eq(refunds.status, 'pending'))),
            ),
          ),
        )
        .limit(REFUND_SWEEP_BATCH);
      const duplicates = await tx
        .select({ orderNo: payments.orderNo, paymentId: payments.id })
        .from(payments)
        .where(and(eq(payments.status, 'duplicate'), lt(payments.updatedAt, before)))
        .limit(REFUND_SWEEP_BATCH);
      const asked = [...owed, ...duplicates].flatMap((row) => (row.paymentId ? [row.paymentId] : []));
      if (asked.length) {
        await tx.update(payments).set({ updatedAt: now }).where(inArray(payments.id, asked));
      }
      for (const { orderNo } of owed) await jobs.send(tx, REFUND_QUEUE, { orderNo });
      for (const { orderNo, paymentId } of duplicates) {
        await jobs.send(tx, REFUND_QUEUE, { orderNo, paymentId });
      }
      const staff = await staffRefunds.requeueStuck(tx, before);
      return [...owed, ...duplicates, ...staff];
    });
    // Order numbers and payment ids only: enough for an operator to look the refunds up.
    for (const { orderNo, ...refund } of undone) {
      log.warn({ orderNo, ...refund }, 'refund still undone after its retries: queued again');
    }
  }

  return {
    sweepRefunds,
    /** The store's questions to the providers about attempts still pending (see asking.ts). */
    asking,
    /** A staff refund of part or all of a locked, paid order, recorded and queued (see refunds.ts). */
    requestRefund: staffRefunds.request,

    /**
     * Closes the payment pages still open for an order that closed unpaid, where the provider
     * allows it, so that none takes money for it later. A page already paid stays paid: its
     * notification decides (see handleNotification). A provider no longer configured has nothing open here.
     */
    async closeCheckouts(orderNo: string): Promise<void> {
      const open = await db
        .select()
        .from(payments)
        .where(
          and(eq(payments.orderNo, orderNo), eq(payments.status, 'pending'), isNotNull(payments.providerRef)),
        );
      for (const payment of open) await providers[payment.provider]?.closeCheckout(payment);
    },

    /** Whether notifications of this provider are taken here (a provider not configured has none). */
    // Own keys only: `constructor` or `toString` in a webhook's path is no provider of ours.
    accepts: (name: string): name is Provider => Object.hasOwn(providers, name),

    async methods(customerId: string, orderNo: string): Promise<PaymentMethods> {
      const order = await ownOrder(customerId, orderNo);
      // The payment page is where providers send the customer back: a pending attempt is asked about.
      if (order.status === 'waitingPayment') await asking.askOnReturn(orderNo);
      const base = baseOf(order);
      const list = quotedMethods(order, await methods.offered());
      return {
        orderNo: order.orderNo,
        status: order.status,
        currency: await currencyOf(order.currencyCode),
        productAmount: order.productAmount,
        discountAmount: order.discountAmount,
        paymentDeadline: order.paymentDeadline.getTime(),
        selected: order.paymentMethod,
        list: list.map((method) => ({ ...method, payAmount: base + method.handlingFee })),
      };
    },

    /**
     * The state of the order's latest attempt, in one indexed read: a page waiting on the payer's
     * wallet app asks it every few seconds. Asks no provider: its callback and the asking sweep
     * (asking.ts) settle the attempt, and this only reads what they wrote.
     */
    async attempt(customerId: string, orderNo: string): Promise<PaymentAttempt> {
      const [row] = await db
        .select({ status: payments.status })
        .from(orders)
        .leftJoin(payments, eq(payments.orderNo, orders.orderNo))
        .where(and(eq(orders.orderNo, orderNo), eq(orders.customerId, customerId)))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(1);
      if (!row) throw new DomainError(ERROR.ORDER_NOT_FOUND);
      return { state: attemptState(row.status) };
    },

    /**
     * Quotes the order with the chosen method (that amount is what this attempt charges) and opens
     * the provider's page. -1209 once the order is paid, closed or past its deadline; -1220 for an
     * amount below the provider's minimum. An order with nothing to pay (a coupon took it all) is
     * paid at once by a payment of 0, as any paid order, and the browser goes to its page.
     */
    async start(
      customerId: string,
      lang: Lang | undefined,
      {
        orderNo,
        paymentMethod,
        mobileNumber,
      }: { orderNo: string; paymentMethod: string; mobileNumber?: string },
    ): Promise<PaymentStart> {
      const offered = await methods.offered();
      const { order, payment } = await db.transaction(async (tx) => {
        const locked = await lockOrder(tx, orderNo);
        if (!locked || locked.customerId !== customerId) throw new DomainError(ERROR.ORDER_NOT_FOUND);
        if (locked.status !== 'waitingPayment' || locked.paymentDeadline.getTime() <= Date.now()) {
          throw new DomainError(ERROR.ORDER_NOT_PAYABLE);
        }
        // An order waiting for payment has no applied payment: paying one moves it on in the same
        // transaction, and no order comes back to waitingPayment (orders' state machine).
        const method = quotedMethods(locked, offered).find((item) => item.id === paymentMethod);
        if (!method) throw new DomainError(ERROR.PAYMENT_METHOD_UNAVAILABLE);
        const payAmount = baseOf(locked) + method.handlingFee;
        const figures = { paymentMethod: method.id, handlingFee: method.handlingFee, payAmount };
        // The order quoted and its attempt made in one round trip.
        const quote = tx
          .$with('quote', {})
          .as(tx.update(orders).set(figures).where(eq(orders.orderNo, orderNo)).getSQL());
        const [row] = await tx
          .with(quote)
          .insert(payments)
          .values({
            id: newId('pay'),
            orderNo,
            provider: method.provider,
            methodId: method.id,
            amount: payAmount,
            currencyCode: locked.currencyCode,
          })
          .returning();
        const quoted = { ...locked, ...figures };
        if (payAmount === 0) await applyPayment(tx, quoted, row!);
        return { order: quoted, payment: row! };
      });

      const pageLang = lang ?? system.enabledLang(order.lang) ?? system.defaultLang;
      const pagePrefix = `${config.publicUrl}/${system.pathCodeOf(pageLang)}`;
      if (payment.amount === 0) {
        afterPaid?.(orderNo);
        return { redirectUrl: `${pagePrefix}/orderDetail?orderNo=${orderNo}` };
      }
      const returnUrl = `${pagePrefix}/payment?orderNo=${orderNo}`;
      let checkout: Awaited<ReturnType<PaymentProvider['startCheckout']>>;
      try {
        checkout = await provider(payment.provider).startCheckout(payment, order, {
          returnUrl,
          lang: pageLang,
          mobileNumber,
        });
      } catch (error) {
        await db
          .update(payments)
          .set({ status: 'failed', updatedAt: new Date() })
          .where(eq(payments.id, payment.id));
        if (error instanceof AmountTooSmallError) throw new DomainError(ERROR.PAYMENT_AMOUNT_TOO_SMALL);
        if (error instanceof ProviderUnavailableError) throw new DomainError(ERROR.SERVICE_UNAVAILABLE);
        if (error instanceof MobileNumberError) throw new DomainError(ERROR.PAYMENT_MOBILE_NUMBER_INVALID);
        throw error;
      }
      await db
        .update(payments)
        .set({ providerRef: checkout.providerRef, updatedAt: new Date(), nextAskAt: asking.firstAskAt })
        .where(eq(payments.id, payment.id));
      return { redirectUrl: checkout.redirectUrl, ...(checkout.qrCode && { qrCode: checkout.qrCode }) };
    },

    /**
     * A provider's notification: verified (UnverifiedNotificationError otherwise), then applied as
     * `applyNotice` does.
     */
    async handleNotification(
      providerName: Provider,
      rawBody: string,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<NotificationOutcome> {
      const notice = await provider(providerName).verifyNotification(rawBody, headers);
      if (!notice) return 'ignored';
      return applyNotice(providerName, notice);
    },

    /**
     * Gives money back. With a payment id: that payment, set aside as a duplicate. Without: the
     * order's applied payment, and the order (pendingRefund) becomes refunded, the customer told.
     * Safe to repeat: providers refund a payment once, and a done refund is not done again.
     */
    async refund(
      log: Logger,
      { orderNo, paymentId, refundId }: { orderNo: string; paymentId?: string; refundId?: string },
    ): Promise<void> {
      if (refundId) return staffRefunds.settle(log, refundId);
      if (paymentId) return returnDuplicate(log, paymentId);
      // Only an order waiting for its refund gets one: never the money of a delivered order.
      const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
      if (order?.status !== 'pendingRefund') return;
      const payment = await appliedPayment(db, orderNo);
      // A payment of 0 (a coupon paid it all) went through no provider: nothing to give back there.
      if (payment?.status === 'succeeded' && payment.amount > 0) {
        await provider(payment.provider).refund(payment);
      }
      const refunded = await db.transaction(async (tx) => {
        const locked = await lockOrder(tx, orderNo);
        if (locked?.status !== 'pendingRefund') return false;
        if (payment) {
          await tx
            .update(payments)
            .set({ status: 'refunded', updatedAt: new Date() })
            .where(eq(payments.id, payment.id));
        }
        // All that was left of the payment went back: the order shows it refunded in full.
        const done = await moveOrder(tx, locked, 'refunded', 'refunded', {
          refundedAmount: payment?.amount ?? 0,
        });
        if (done.email) {
          const lang = system.enabledLang(done.lang) ?? system.defaultLang;
          await enqueueMail(jobs, tx, refundMail(done, await currencyOf(done.currencyCode), lang), {
            orderNo,
            kind: 'refund',
          });
        }
        return true;
      });
      if (refunded) log.info({ orderNo }, 'order refunded');
    },
  };
}

/**
 * A payment's status as the waiting page needs it: a duplicate took money as a success does (and is
 * given back), so only a decline, an expiry or a refusal reads as failed.
 */
function attemptState(status: PaymentRow['status'] | null): PaymentAttempt['state'] {
  if (status === null) return 'none';
  if (status === 'pending' || status === 'failed') return status;
  return 'succeeded';
}
