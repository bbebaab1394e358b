import { z } from 'zod';
import { ProductSlug, QuoteCurrency, SkuId } from './catalog.ts';
import { MAX_QUANTITY } from './orders.ts';

/**
 * Why a customer holds a coupon (spec section 1): `newUser` on registering, `invite` on registering
 * with someone's invite code, `referral` for the inviter when an invitee's first order completes,
 * `campaign` claimed from a coupon activity.
 */
export const COUPON_KINDS = ['newUser', 'invite', 'referral', 'campaign'] as const;
export const CouponKind = z.enum(COUPON_KINDS);
export type CouponKind = z.infer<typeof CouponKind>;

/**
 * `locked` while an unpaid order holds it (available again if that order closes unpaid or is
 * refunded); `used` once that order is paid; `expired` past its validity end unless used.
 */
export const COUPON_STATES = ['available', 'locked', 'used', 'expired'] as const;
export const CouponState = z.enum(COUPON_STATES);
export type CouponState = z.infer<typeof CouponState>;

/** What a coupon's discount applies to: everything, one product kind, one game (product) or one SKU. */
export const COUPON_SCOPES = ['all', 'category', 'game', 'sku'] as const;
export const CouponScope = z.enum(COUPON_SCOPES);
export type CouponScope = z.infer<typeof CouponScope>;

export const CouponId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * A coupon's terms in one currency, in its minor units: `percent` takes `percentOff` % of the
 * product amount up to `maxDiscount`; `fixed` takes `amountOff`. Either way the discount never
 * exceeds the product amount, and the product amount must reach `minSpend`.
 */
export const CouponTerms = z.object({
  discountType: z.enum(['percent', 'fixed']),
  percentOff: z.number().int().nullable(),
  amountOff: z.number().int().nullable(),
  maxDiscount: z.number().int().nullable(),
  minSpend: z.number().int(),
  /** null when the coupon has no terms in the caller's currency (it cannot be used there). */
  currency: QuoteCurrency.nullable(),
  scope: CouponScope,
  /** The product kind, game or SKU the scope names, in the caller's language (null for `all`). */
  scopeName: z.string().nullable(),
});
export type CouponTerms = z.infer<typeof CouponTerms>;

/** One coupon of the caller's, as My Coupons and the checkout picker show it. Times are epoch ms. */
export const UserCoupon = CouponTerms.extend({
  id: z.string(),
  kind: CouponKind,
  name: z.string(),
  state: CouponState,
  validUntil: z.number().int(),
  issuedAt: z.number().int(),
  usedAt: z.number().int().nullable(),
  /** The order that holds or used it. */
  orderNo: z.string().nullable(),
  /** With a purchase in the request: whether it applies to that purchase, and its discount there. */
  applies: z.boolean().nullable(),
  discountAmount: z.number().int().nullable(),
});
export type UserCoupon = z.infer<typeof UserCoupon>;

/**
 * `user/listUserCoupon`: the signed-in customer's coupons, newest first, in the Currency header's
 * currency (else the customer's). `state` filters (locked ones count as available: they come back
 * if their order is not paid). With `productId` and `skuId` each coupon says whether it applies
 * to that purchase and what it takes off: the checkout's coupon picker. -1005 for a guest.
 */
export const ListUserCouponRequest = z.object({
  state: z.enum(['available', 'used', 'expired']).optional(),
  productId: ProductSlug.optional(),
  skuId: SkuId.optional(),
  quantity: z.number().int().min(1).max(MAX_QUANTITY).default(1),
});
export type ListUserCouponRequest = z.input<typeof ListUserCouponRequest>;
export const UserCouponList = z.object({ list: z.array(UserCoupon) });
export type UserCouponList = z.infer<typeof UserCouponList>;

export const ActivityId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9-]+$/);

/** A coupon activity (a promotion that gives a coupon): its texts in the caller's language. */
export const CouponActivity = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  coupon: CouponTerms.extend({ kind: CouponKind, name: z.string(), validDays: z.number().int() }),
  /** The promotion article that shows it, if any. */
  articleId: z.string().nullable(),
  /** Whether the caller already holds this activity's coupon (false for a guest). */
  claimed: z.boolean(),
  /** Whether its coupons are all given out: claiming answers -1407. */
  runOut: z.boolean(),
});
export type CouponActivity = z.infer<typeof CouponActivity>;

/** `couponActivity/query`: the running activities, or the one named by `id` (-1403 when none runs). */
export const CouponActivityQueryRequest = z.object({ id: ActivityId.optional() });
export type CouponActivityQueryRequest = z.input<typeof CouponActivityQueryRequest>;
export const CouponActivityList = z.object({ list: z.array(CouponActivity) });
export type CouponActivityList = z.infer<typeof CouponActivityList>;

/**
 * `couponActivity/claim`: the activity's coupon for the signed-in customer, once per customer
 * (-1404 after). -1005 for a guest, -1403 when the activity does not exist or is not running.
 */
export const CouponActivityClaimRequest = z.object({ id: ActivityId });
export type CouponActivityClaimRequest = z.input<typeof CouponActivityClaimRequest>;
