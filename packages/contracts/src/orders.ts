import { z } from 'zod';
import { MAX_QUANTITY, ORDER_STATUSES } from './constants.ts';
import { Email, VerifyCode } from './auth.ts';
import { DeliveryPromise, ProductKind, ProductSlug, QuoteCurrency, SkuId } from './catalog.ts';
import { PageRequest, pageOf } from './content.ts';
import { Proof } from './proof-of-work.ts';

export { ORDER_STATUSES };
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** How a paid order reaches the customer: straight to the account or as codes, or in the game by a friend request and gift. */
export const DeliveryMode = z.enum(['direct', 'friendRequest']);
export type DeliveryMode = z.infer<typeof DeliveryMode>;

/**
 * Why an order could not be delivered, for the customer's page and e-mail. `couponUsed`: paid after
 * it closed, when its coupon had since gone to another order, so the payment is refunded in full.
 */
export const OrderFailure = z.enum(['supplierFailed', 'outOfStock', 'operatorRefund', 'couponUsed']);
export type OrderFailure = z.infer<typeof OrderFailure>;

/** Order numbers are 18 digits: the UTC date (yyMMdd) and 12 random digits. */
export const OrderNo = z
  .string()
  .trim()
  .regex(/^\d{18}$/);

export { MAX_QUANTITY };

export const PaymentMethodId = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[a-z0-9_]+$/);

/**
 * The purchase fields of spec section 3 (Player), as the product's `inputFields` ask for them.
 * A field the product needs but left empty answers -1200 ("Order information cannot be empty.");
 * a player id that is not 5–16 digits answers -1203 ("Format error"); a server that is not one of
 * the product's answers -1101 on `serverId`.
 */
export const OrderInfo = z.object({
  playerId: z.string().trim().max(64).optional(),
  characterName: z.string().trim().max(64).optional(),
  serverId: z.string().trim().max(64).optional(),
});
export type OrderInfo = z.infer<typeof OrderInfo>;

const Purchase = z.object({
  productId: ProductSlug,
  skuId: SkuId,
  quantity: z.number().int().min(1).max(MAX_QUANTITY).default(1),
  /** The payment method whose handling fee to quote; the region's first method when absent. */
  paymentMethod: PaymentMethodId.optional(),
  /** A coupon of the customer's (`user/listUserCoupon`); -1015, -1016 or -1017 when it cannot apply. */
  couponId: z.string().trim().min(1).max(64).optional(),
});

/** `order/preview`: what the order would cost, before it exists. */
export const OrderPreviewRequest = Purchase;
export type OrderPreviewRequest = z.input<typeof OrderPreviewRequest>;

/**
 * The amounts, all in minor units of `currency` and quoted once: `productAmount` = `unitPrice` ×
 * `quantity`; `payAmount` = `productAmount` − `discountAmount` + `handlingFee`, never below zero.
 * `stock` is the count of unsold codes for code products (null for top-ups).
 */
export const OrderPreview = z.object({
  currency: QuoteCurrency,
  unitPrice: z.number().int(),
  originalUnitPrice: z.number().int().nullable(),
  quantity: z.number().int(),
  productAmount: z.number().int(),
  discountAmount: z.number().int(),
  handlingFee: z.number().int(),
  payAmount: z.number().int(),
  paymentMethod: z.string().nullable(),
  couponId: z.string().nullable(),
  stock: z.number().int().nullable(),
});
export type OrderPreview = z.infer<typeof OrderPreview>;

/**
 * `order/create`: a waitingPayment order with the quoted amounts, which are what will be charged.
 * `acceptTerms` must be true (-1207). `email` is where the receipt goes (a guest's only way to get
 * one; a signed-in customer's own address when absent). Codes are held for the order until it is
 * paid or closes: -1201 when fewer than `quantity` are free now, -1202 when none is left at all.
 * Codes held are capped: -1221 per customer and device; past the share of one source address, each
 * order needs a proof of work (-1232 answers the challenge, sent again with `proof`); and the last
 * minute's orders from every source hold only a share of a SKU's codes (-1234, try in a minute).
 */
export const OrderCreateRequest = Purchase.extend(OrderInfo.shape).extend({
  acceptTerms: z.boolean(),
  email: Email.optional(),
  proof: Proof.optional(),
});
export type OrderCreateRequest = z.input<typeof OrderCreateRequest>;

/**
 * `order/createV2`: `order/create` with the caller's idempotency key. The same key from the same
 * customer answers the order it made, however often it is repeated; the key with a different
 * purchase answers -1213.
 */
export const OrderCreateV2Request = OrderCreateRequest.extend({
  idempotencyKey: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type OrderCreateV2Request = z.input<typeof OrderCreateV2Request>;

export const OrderCreated = z.object({
  orderNo: z.string(),
  status: OrderStatus,
  currency: QuoteCurrency,
  payAmount: z.number().int(),
  /** Epoch ms after which an unpaid order closes. */
  paymentDeadline: z.number().int(),
});
export type OrderCreated = z.infer<typeof OrderCreated>;

export const OrderRef = z.object({ orderNo: OrderNo });
export type OrderRef = z.infer<typeof OrderRef>;

/**
 * `order/lookup`: a guest's way back to an order from another browser. When the number and the
 * receipt e-mail belong together, a link to the order is e-mailed there; the answer is the same
 * either way, so it tells nobody which of the two was wrong.
 */
export const OrderLookupRequest = OrderRef.extend({ email: Email });
export type OrderLookupRequest = z.input<typeof OrderLookupRequest>;

/** The secret of an order link, as the receipt and the lookup mail carry it (`?key=`). */
export const OrderLinkKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/);

/**
 * `order/openLink`: opens an e-mailed order link in this browser. A guest's order comes to the
 * caller's session (as it would on registering there); an account's order needs that account
 * signed in (-1223). A link serves once and expires (-1222 after).
 */
export const OrderLinkRequest = OrderRef.extend({ key: OrderLinkKey });
export type OrderLinkRequest = z.input<typeof OrderLinkRequest>;

/**
 * `order/revealCodes`: an account's delivered codes once hidden, for its password (-1111 wrong) or a
 * `revealCodes` code e-mailed to its own address (-1013 / -1110); the only proof an account without a
 * password has (-1100 without it). An account with neither password nor address: -1012.
 */
export const RevealCodesRequest = OrderRef.extend({
  password: z.string().min(1).max(128).optional(),
  code: VerifyCode.optional(),
});
export type RevealCodesRequest = z.input<typeof RevealCodesRequest>;
export const RevealedCodes = z.object({ codes: z.array(z.string()) });
export type RevealedCodes = z.infer<typeof RevealedCodes>;

/** One line of My Orders. Times are epoch ms. */
export const OrderSummary = z.object({
  orderNo: z.string(),
  status: OrderStatus,
  productId: z.string(),
  productName: z.string(),
  imageUrl: z.string(),
  skuName: z.string(),
  quantity: z.number().int(),
  currency: QuoteCurrency,
  payAmount: z.number().int(),
  createdAt: z.number().int(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderListRequest = PageRequest.extend({ status: OrderStatus.optional() });
export type OrderListRequest = z.input<typeof OrderListRequest>;
export const OrderList = pageOf(OrderSummary);
export type OrderList = z.infer<typeof OrderList>;

/**
 * `order/orderStatus`: the few fields a waiting page polls for when live updates are unavailable.
 * `refundedAmount` (minor units) grows when a refund the provider confirmed leaves the status as it was.
 */
export const OrderStatusData = z.object({
  orderNo: z.string(),
  status: OrderStatus,
  paidAt: z.number().int().nullable(),
  completedAt: z.number().int().nullable(),
  /** Whether codes are ready to show on the detail page. */
  hasCodes: z.boolean(),
  refundedAmount: z.number().int(),
});
export type OrderStatusData = z.infer<typeof OrderStatusData>;

export const RechargeAccount = z.object({
  playerId: z.string(),
  characterName: z.string(),
  serverId: z.string(),
  serverName: z.string(),
});
export type RechargeAccount = z.infer<typeof RechargeAccount>;

/**
 * `order/orderDetail`: every field of spec section 3's Order. Amounts in minor units of
 * `currency`; times epoch ms or null. `codes` are the delivered codes and keys, in the order's
 * line, shown only to the order's owner once delivered. `editable` says whether
 * `order/updateOrderInfo` may still correct the recharge account.
 */
export const OrderDetail = z.object({
  orderNo: z.string(),
  status: OrderStatus,
  createdAt: z.number().int(),
  paymentDeadline: z.number().int(),
  paidAt: z.number().int().nullable(),
  completedAt: z.number().int().nullable(),
  closedAt: z.number().int().nullable(),
  refundRequestedAt: z.number().int().nullable(),
  refundedAt: z.number().int().nullable(),
  product: z.object({
    id: z.string(),
    kind: ProductKind,
    name: z.string(),
    imageUrl: z.string(),
    delivery: DeliveryPromise,
    deliveryMode: DeliveryMode,
  }),
  sku: z.object({ id: z.string(), name: z.string(), faceValue: z.number().int() }),
  quantity: z.number().int(),
  currency: QuoteCurrency,
  unitPrice: z.number().int(),
  productAmount: z.number().int(),
  discountAmount: z.number().int(),
  handlingFee: z.number().int(),
  payAmount: z.number().int(),
  /** What refunds have given back so far: above 0 and below `payAmount` for a partial refund. */
  refundedAmount: z.number().int(),
  rechargeAccount: RechargeAccount.nullable(),
  paymentMethod: z.string().nullable(),
  coupon: z.object({ id: z.string(), name: z.string() }).nullable(),
  email: z.string().nullable(),
  codes: z.array(z.string()),
  /**
   * Delivered codes are not sent again a day after delivery to an account's order: `order/revealCodes`
   * with the account's password shows them (a stolen session must not harvest a library of codes).
   */
  codesHidden: z.boolean(),
  /** How the product's codes are redeemed, one step an item, in the caller's language; empty for top-ups. */
  redemptionSteps: z.array(z.string()),
  editable: z.boolean(),
  failure: OrderFailure.nullable(),
  /** Friend-request delivery: the in-game account that sends the request and the gift. */
  friendRequest: z.object({ senderName: z.string(), coinsWithdrawn: z.boolean() }).nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

/** `order/updateOrderInfo`: correct the recharge account while the order is not yet delivered (-1205 after). */
export const UpdateOrderInfoRequest = OrderRef.extend(OrderInfo.shape);
export type UpdateOrderInfoRequest = z.input<typeof UpdateOrderInfoRequest>;

/** `order/withdrawCoins`: ask the in-game sender to gift the coins now (friend-request delivery, once the request is accepted). */
export const WithdrawCoinsData = z.object({ orderNo: z.string(), coinsWithdrawn: z.boolean() });

/** `order/getInvitationOrderList`: orders of customers who registered with the caller's invite code. */
export const InvitationOrder = z.object({
  orderNo: z.string(),
  status: OrderStatus,
  productName: z.string(),
  currency: QuoteCurrency,
  payAmount: z.number().int(),
  createdAt: z.number().int(),
  /** The invitee's e-mail, masked (a***@example.com). */
  invitee: z.string(),
});
export const InvitationOrderList = pageOf(InvitationOrder);
export type InvitationOrderList = z.infer<typeof InvitationOrderList>;

/** `player/lookup`: the character name the game knows for a player id (and server). */
export const PlayerLookupRequest = z.object({
  productId: ProductSlug,
  playerId: z.string().trim().min(1).max(64),
  serverId: z.string().trim().max(64).optional(),
});
export type PlayerLookupRequest = z.input<typeof PlayerLookupRequest>;
export const PlayerLookup = z.object({ playerId: z.string(), characterName: z.string() });
export type PlayerLookup = z.infer<typeof PlayerLookup>;

/** `player/recent`: the caller's recently used player ids for a product, most recent first (at most 5). */
export const RecentPlayersRequest = z.object({ productId: ProductSlug });
export const RecentPlayers = z.object({
  list: z.array(
    z.object({
      playerId: z.string(),
      characterName: z.string(),
      serverId: z.string(),
      usedAt: z.number().int(),
    }),
  ),
});
export type RecentPlayers = z.infer<typeof RecentPlayers>;

/** Emitted on `GET /api/web/order/events?orderNo=…` (server-sent events, event `status`). */
export const OrderStatusEvent = OrderStatusData;

export const InvitationOrderListRequest = PageRequest;
