import {
  ERROR,
  FALLBACK_LANG,
  type Lang,
  type OrderCreated,
  type OrderCreateRequest,
  type OrderCreateV2Request,
  type OrderPreview,
  type OrderPreviewRequest,
  type ProductKind,
  type QuoteCurrency,
  type UpdateOrderInfoRequest,
} from '@storefront/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { sourceKeyOf } from '../../platform/http/source.ts';
import { createProofOfWork } from '../../platform/proof-of-work.ts';
import type { Limit, RateLimiter } from '../../platform/rate-limit.ts';
import type { AccountCaller, AccountService, Customer } from '../auth/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { ProductInputFields } from '../catalog/tables.ts';
import type { Locale } from '../system/index.ts';
import type { OrderCoupons } from './coupons.ts';
import type { OrderFulfilment } from './fulfilment.ts';
import type { OrderPaymentMethods } from './payment-methods.ts';
import type { OrderPlayers } from './players.ts';
import { rechargeAccountOf } from './account.ts';
import { createUnpaidClosing } from './close-unpaid.ts';
import { checkHeldCodes } from './held-codes.ts';
import { newOrderNo, purchaseHash } from './numbers.ts';
import { lockOrder, notifyOrderChange, type OrderRow } from './state.ts';
import { orderEvents, orders } from './tables.ts';
import { createOrderViews } from './views.ts';

type CreateInput = z.output<typeof OrderCreateRequest>;
type CreateV2Input = z.output<typeof OrderCreateV2Request>;
type PreviewInput = z.output<typeof OrderPreviewRequest>;
type UpdateInfoInput = z.output<typeof UpdateOrderInfoRequest>;

/** Everything a purchase costs and needs, quoted once. */
interface Quote {
  productSlug: string;
  kind: ProductKind;
  inputFields: ProductInputFields;
  skuId: string;
  region: string;
  currency: QuoteCurrency;
  lang: Lang;
  quantity: number;
  unitPrice: number;
  originalUnitPrice: number | null;
  productAmount: number;
  discountAmount: number;
  handlingFee: number;
  payAmount: number;
  paymentMethod: string | null;
  couponId: string | null;
}

/**
 * Orders one customer may place a minute: a burst of orders is a script. The codes unpaid orders
 * hold are capped apart, per customer, device and source address (held-codes.ts).
 */
const ORDERS_PER_MINUTE: Limit = { name: 'order.create', limit: 20, windowSeconds: 60 };
/** Password tries to show hidden codes: a stolen session may not guess its way to them. */
const REVEALS_PER_QUARTER: Limit = { name: 'order.reveal-codes', limit: 5, windowSeconds: 900 };

/** Who places an order, as the store counts its holds: the device and the source address. */
export interface Requester {
  deviceId?: string | undefined;
  realIp: string;
}

export type OrderService = ReturnType<typeof createOrderService>;

export function createOrderService({
  db,
  config,
  catalog,
  fulfilment,
  coupons,
  players,
  limiter,
  paymentMethods,
  confirmOwner,
  afterClosed,
}: {
  db: Db;
  config: Config;
  catalog: CatalogService;
  fulfilment: OrderFulfilment;
  coupons: OrderCoupons;
  players: OrderPlayers;
  limiter: RateLimiter;
  paymentMethods: OrderPaymentMethods;
  /** Asks the account's password or a code mailed to it again (auth's withOwnerConfirmed). */
  confirmOwner: AccountService['withOwnerConfirmed'];
  /** In the transaction that closes an unpaid order: its payment pages are to be closed too. */
  afterClosed?: (tx: Tx, orderNo: string) => Promise<unknown>;
}) {
  const views = createOrderViews({ db, config, fulfilment });
  const closing = createUnpaidClosing({ db, fulfilment, afterClosed });

  /** The purchase at the price its product page quoted this caller (catalog.price), with coupon and fee. */
  async function quote(locale: Locale, customer: Customer | undefined, input: PreviewInput): Promise<Quote> {
    const priced = await catalog.price(locale, input);
    const { product: detail, sku, productAmount } = priced;
    if (!sku.enabled) throw new DomainError(ERROR.SKU_UNAVAILABLE);
    if (!detail.availableInRegion) throw new DomainError(ERROR.PRODUCT_NOT_IN_REGION);

    const discountAmount =
      input.couponId === undefined ? 0 : await coupons.discount(customer?.id, input.couponId, priced);
    const region = locale.region;
    const methods = await paymentMethods.quote({
      region: region.code,
      currency: detail.currency.code,
      amount: Math.max(productAmount - discountAmount, 0),
    });
    // Until the customer picks one, the region's cheapest method: the first total they see is the least they can pay.
    const method =
      input.paymentMethod === undefined
        ? methods.reduce<(typeof methods)[number] | undefined>(
            (cheapest, item) => (cheapest && cheapest.handlingFee <= item.handlingFee ? cheapest : item),
            undefined,
          )
        : methods.find((item) => item.id === input.paymentMethod);
    if (input.paymentMethod !== undefined && !method) throw new DomainError(ERROR.PAYMENT_METHOD_UNAVAILABLE);
    const handlingFee = method?.handlingFee ?? 0;
    return {
      productSlug: detail.id,
      kind: detail.kind,
      inputFields: detail.inputFields,
      skuId: sku.id,
      region: region.code,
      currency: detail.currency,
      lang: locale.lang,
      quantity: input.quantity,
      unitPrice: sku.price,
      originalUnitPrice: sku.originalPrice,
      productAmount,
      discountAmount,
      handlingFee,
      payAmount: Math.max(productAmount - discountAmount, 0) + handlingFee,
      paymentMethod: method?.id ?? null,
      couponId: input.couponId ?? null,
    };
  }

  /**
   * A top-up is sold only for a player the game knows: -1210 when the supplier says there is no
   * such player, before any order exists; the name it gives is the one the order keeps. When the
   * supplier does not answer, the sale goes on: its top-up call checks the id again, and a rejected
   * top-up is refunded by itself, where refusing would stop every sale for as long as it is down.
   */
  async function checkedPlayer(q: Quote, info: { playerId: string | null; serverId: string | null }) {
    if (!q.inputFields.playerId || !info.playerId) return undefined;
    const verdict = await players.check({
      productSlug: q.productSlug,
      playerId: info.playerId,
      serverId: info.serverId ?? undefined,
    });
    if (verdict.state === 'notFound') throw new DomainError(ERROR.PLAYER_NOT_FOUND);
    return verdict.state === 'found' ? verdict.characterName : undefined;
  }

  function created(
    row: Pick<OrderRow, 'orderNo' | 'status' | 'payAmount' | 'paymentDeadline'>,
    currency: QuoteCurrency,
  ): OrderCreated {
    return {
      orderNo: row.orderNo,
      status: row.status,
      currency,
      payAmount: row.payAmount,
      paymentDeadline: row.paymentDeadline.getTime(),
    };
  }

  async function currencyOf(code: string): Promise<QuoteCurrency> {
    const { rows } = await db.execute<QuoteCurrency>(
      sql`SELECT code, minor_units AS "minorUnits", symbol FROM currencies WHERE code = ${code}`,
    );
    return rows[0]!;
  }

  /** The order a createV2 key already made: the same purchase answers it, another one -1213. */
  async function repeated(customerId: string, key: string, hash: string): Promise<OrderCreated | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
    if (!row) return undefined;
    if (row.requestHash !== hash) throw new DomainError(ERROR.IDEMPOTENCY_CONFLICT);
    return created(row, await currencyOf(row.currencyCode));
  }

  /** Past a source's share of held codes, each order needs a proof of work (held-codes.ts). */
  const proofs = createProofOfWork({ ...config.proofOfWork, limiter });
  const holdChecks = {
    freeCodes: (tx: Tx, skuId: string) => fulfilment.stock(skuId, tx),
    proofRequired: proofs.required,
  };

  async function place(
    locale: Locale,
    requester: Requester,
    customer: Customer,
    input: CreateInput,
    idempotency?: { key: string; hash: string },
  ): Promise<OrderCreated> {
    if (!input.acceptTerms) throw new DomainError(ERROR.TERMS_NOT_ACCEPTED);
    const q = await quote(locale, customer, input);
    const info = rechargeAccountOf(q.inputFields, input);
    await limiter.hit([ORDERS_PER_MINUTE, customer.id]);
    const character = await checkedPlayer(q, info);
    const paymentDeadline = new Date(Date.now() + config.orderPaymentSeconds * 1000);
    const holder = {
      customerId: customer.id,
      deviceId: requester.deviceId ?? null,
      sourceKey: sourceKeyOf(requester.realIp),
    };
    const codeQuantity = fulfilment.isCodeKind(q.kind) ? q.quantity : 0;
    // Spent whether or not this order turns out to need it: the browser sent it because one did.
    const proved = input.proof !== undefined && codeQuantity > 0;
    if (proved) await proofs.spend(input.proof!);

    const outcome = await db.transaction(async (tx) => {
      const placed = tx
        .insert(orders)
        .values({
          orderNo: newOrderNo(),
          customerId: customer.id,
          productSlug: q.productSlug,
          skuId: q.skuId,
          quantity: q.quantity,
          regionCode: q.region,
          currencyCode: q.currency.code,
          lang: q.lang,
          unitPrice: q.unitPrice,
          productAmount: q.productAmount,
          discountAmount: q.discountAmount,
          handlingFee: q.handlingFee,
          payAmount: q.payAmount,
          paymentMethod: q.paymentMethod,
          couponId: q.couponId,
          ...info,
          ...(character ? { characterName: character } : {}),
          email: input.email ?? customer.email ?? null,
          idempotencyKey: idempotency?.key ?? null,
          requestHash: idempotency?.hash ?? null,
          deviceId: holder.deviceId,
          sourceKey: holder.sourceKey,
          codeQuantity,
          paymentDeadline,
        })
        // Another request with the same key got there first (it waited for that one's commit).
        .onConflictDoNothing()
        .returning();
      // The order and its first event in one round trip: the event only if the order was made.
      const { rows } = await tx.execute<{ order_no: string }>(sql`
        WITH placed AS (${placed.getSQL()})
        INSERT INTO ${orderEvents} (order_no, from_status, to_status, reason)
        SELECT order_no, NULL, 'waitingPayment', 'created' FROM placed
        RETURNING order_no`);
      if (rows.length === 0) return undefined;
      const row = {
        orderNo: rows[0]!.order_no,
        status: 'waitingPayment' as const,
        payAmount: q.payAmount,
        paymentDeadline,
      };
      if (q.couponId) {
        await coupons.lock(tx, customer.id, q.couponId, {
          orderNo: row.orderNo,
          sourceKey: holder.sourceKey,
        });
      }
      if (codeQuantity > 0) {
        await fulfilment.holdCodes(tx, { orderNo: row.orderNo, skuId: q.skuId, quantity: q.quantity });
      }
      // Last: its locks wait for another order of the same holder only until that one commits.
      if (codeQuantity > 0) {
        await checkHeldCodes(tx, holder, { skuId: q.skuId, proved }, config.shopperLimits, holdChecks);
      }
      return created(row, q.currency);
    });
    if (outcome) return outcome;
    if (idempotency) {
      const earlier = await repeated(customer.id, idempotency.key, idempotency.hash);
      if (earlier) return earlier;
    }
    // An order number drawn twice in 10^12: rare enough that the customer may simply retry.
    throw new Error('order number collision');
  }

  return {
    list: views.list,
    status: views.status,
    statusOf: views.statusOf,
    invitations: views.invitations,

    async detail(customerId: string, orderNo: string, lang: Lang) {
      return views.detail(await views.own(customerId, orderNo, lang));
    },

    /**
     * The order's delivered codes, hidden or not, for the account's password or a code mailed to its
     * address (-1111, -1110). An account with neither has nothing but the session, which alone must
     * not show codes again: -1012 (it may set a password).
     */
    async revealCodes(
      customer: Customer,
      input: { orderNo: string; password?: string | undefined; code?: string | undefined },
      ctx: AccountCaller,
    ) {
      const row = await views.own(customer.id, input.orderNo, FALLBACK_LANG);
      await limiter.hit([REVEALS_PER_QUARTER, customer.id]);
      if (!customer.passwordHash && !customer.email) throw new DomainError(ERROR.PASSWORD_NOT_SET);
      await confirmOwner('revealCodes', input, ctx, async () => undefined);
      return { codes: views.hasCodes(row) ? await fulfilment.codesOf(input.orderNo) : [] };
    },

    /** Corrects the recharge account until delivery begins (-1205 after), checked like at creation. */
    async updateInfo(customerId: string, lang: Lang, input: UpdateInfoInput) {
      const row = await views.own(customerId, input.orderNo, lang);
      if (!views.editable(row)) throw new DomainError(ERROR.ORDER_NOT_EDITABLE);
      const info = rechargeAccountOf(row.input_fields, input);
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, input.orderNo);
        // Paid and picked up by delivery since the read: too late now.
        const started = await fulfilment.deliveryStarted(tx, input.orderNo);
        if (!order || started || !['waitingPayment', 'pendingShipment'].includes(order.status)) {
          throw new DomainError(ERROR.ORDER_NOT_EDITABLE);
        }
        await tx.update(orders).set(info).where(eq(orders.orderNo, input.orderNo));
        await notifyOrderChange(tx, input.orderNo);
      });
      return views.detail(await views.own(customerId, input.orderNo, lang));
    },

    async preview(
      locale: Locale,
      customer: Customer | undefined,
      input: PreviewInput,
    ): Promise<OrderPreview> {
      const q = await quote(locale, customer, input);
      return {
        currency: q.currency,
        unitPrice: q.unitPrice,
        originalUnitPrice: q.originalUnitPrice,
        quantity: q.quantity,
        productAmount: q.productAmount,
        discountAmount: q.discountAmount,
        handlingFee: q.handlingFee,
        payAmount: q.payAmount,
        paymentMethod: q.paymentMethod,
        couponId: q.couponId,
        stock: fulfilment.isCodeKind(q.kind) ? await fulfilment.stock(q.skuId) : null,
      };
    },

    create: (locale: Locale, requester: Requester, customer: Customer, input: CreateInput) =>
      place(locale, requester, customer, input),

    /** create with the caller's key: the same key and purchase answer the same order, even at once. */
    async createV2(
      locale: Locale,
      requester: Requester,
      customer: Customer,
      input: CreateV2Input,
    ): Promise<OrderCreated> {
      // The proof of work is how the request got in, not what it buys: a retry with one is the same purchase.
      const { idempotencyKey: key, proof, ...purchase } = input;
      const hash = purchaseHash(purchase);
      const earlier = await repeated(customer.id, key, hash);
      if (earlier) return earlier;
      return place(locale, requester, customer, { ...purchase, proof }, { key, hash });
    },

    closeOverdue: closing.closeOverdue,

    /** A guest's orders follow it into the account it signs in to. */
    async mergeGuest(guestId: string, accountId: string, tx: Tx): Promise<void> {
      await tx.execute(sql`
        UPDATE orders o SET customer_id = ${accountId},
          idempotency_key = CASE WHEN EXISTS (SELECT 1 FROM orders a
            WHERE a.customer_id = ${accountId} AND a.idempotency_key = o.idempotency_key)
            THEN NULL ELSE o.idempotency_key END
        WHERE o.customer_id = ${guestId}`);
    },
  };
}
