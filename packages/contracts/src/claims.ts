import { z } from 'zod';
import {
  CLAIM_DAYS,
  CLAIM_KINDS,
  CLAIM_MOVES,
  CLAIM_STATES,
  MAX_CLAIM_CHARS,
  MAX_CLAIM_IMAGES,
  MAX_CLAIM_REASON_CHARS,
  MIN_CLAIM_CHARS,
  OPEN_CLAIM_STATES,
} from './constants.ts';
import { PageRequest, pageOf } from './content.ts';
import { FileKey, FileRef } from './files.ts';
import { OrderNo, OrderStatus } from './orders.ts';

/**
 * "I did not receive it" claims (issue 13). From a completed order, within CLAIM_DAYS of its
 * completion, the customer claims that the top-up did not arrive or the code does not work, with a
 * description and screenshots. The claim moves received → checking → replaced (a new code, or the
 * top-up delivered again) | refunded (the order refunded through its usual states) | declined (with
 * the agent's reason, shown to the customer). Every move is e-mailed to the order's receipt address.
 * One open claim per order (-1224); after the deadline -1225; an order not completed -1226.
 */
export {
  CLAIM_DAYS,
  CLAIM_KINDS,
  CLAIM_MOVES,
  CLAIM_STATES,
  MAX_CLAIM_CHARS,
  MAX_CLAIM_IMAGES,
  MAX_CLAIM_REASON_CHARS,
  MIN_CLAIM_CHARS,
  OPEN_CLAIM_STATES,
};

export const ClaimKind = z.enum(CLAIM_KINDS);
export type ClaimKind = z.infer<typeof ClaimKind>;
export const ClaimState = z.enum(CLAIM_STATES);
export type ClaimState = z.infer<typeof ClaimState>;

/** One step of a claim's timeline. Times are epoch ms. */
export const ClaimEvent = z.object({ state: ClaimState, at: z.number().int() });
export type ClaimEvent = z.infer<typeof ClaimEvent>;

export const Claim = z.object({
  id: z.string(),
  orderNo: z.string(),
  kind: ClaimKind,
  state: ClaimState,
  description: z.string(),
  images: z.array(FileRef),
  /** Why the claim was declined, as the agent wrote it for the customer; null unless declined. */
  declineReason: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  events: z.array(ClaimEvent),
});
export type Claim = z.infer<typeof Claim>;

/** `claim/create`: -1100 naming `description` when it is shorter than MIN_CLAIM_CHARS. */
export const ClaimCreateRequest = z.object({
  orderNo: OrderNo,
  kind: ClaimKind,
  description: z.string().trim().min(MIN_CLAIM_CHARS).max(MAX_CLAIM_CHARS),
  images: z.array(FileKey).max(MAX_CLAIM_IMAGES).default([]),
});
export type ClaimCreateRequest = z.input<typeof ClaimCreateRequest>;

export const ClaimOrderRequest = z.object({ orderNo: OrderNo });
export type ClaimOrderRequest = z.input<typeof ClaimOrderRequest>;

/**
 * `claim/get`: the order's latest claim (null when none), and whether a new one may be made now:
 * `deadline` is when claiming ends (null unless the order completed); `canClaim` is false after it,
 * while a claim is open, or when the order is not completed.
 */
export const OrderClaim = z.object({
  orderNo: z.string(),
  claim: Claim.nullable(),
  deadline: z.number().int().nullable(),
  canClaim: z.boolean(),
});
export type OrderClaim = z.infer<typeof OrderClaim>;

// The agents' side.

/** Open claims first, oldest first; `state` narrows to one state. */
export const ClaimQueueRequest = PageRequest.extend({ state: ClaimState.optional() });
export type ClaimQueueRequest = z.input<typeof ClaimQueueRequest>;
export const ClaimQueueItem = z.object({
  id: z.string(),
  orderNo: z.string(),
  kind: ClaimKind,
  state: ClaimState,
  productName: z.string(),
  description: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type ClaimQueueItem = z.infer<typeof ClaimQueueItem>;
export const ClaimQueue = pageOf(ClaimQueueItem);
export type ClaimQueue = z.infer<typeof ClaimQueue>;

export const AgentClaimRef = z.object({ id: z.string().trim().min(1).max(64) });
export type AgentClaimRef = z.input<typeof AgentClaimRef>;

/** A code as staff see it: its id and last four characters, never the code. */
export const MaskedCode = z.object({ id: z.string(), lastFour: z.string(), replaced: z.boolean() });
export type MaskedCode = z.infer<typeof MaskedCode>;

export const AgentClaim = Claim.extend({
  customerEmail: z.string().nullable(),
  order: z.object({
    orderNo: z.string(),
    status: OrderStatus,
    productName: z.string(),
    skuName: z.string(),
    quantity: z.number().int(),
    /** Whether the product is sold as codes (replaced = new codes) or credited (replaced = top-up again). */
    codeProduct: z.boolean(),
    playerId: z.string().nullable(),
    completedAt: z.number().int().nullable(),
    codes: z.array(MaskedCode),
  }),
});
export type AgentClaim = z.infer<typeof AgentClaim>;

/**
 * `claim/move`: checking (from received); replaced, refunded or declined (from received or checking).
 * `declined` needs `reason` (-1100 naming it without), shown to the customer. -1228 for any other move.
 */
export const ClaimMoveRequest = AgentClaimRef.extend({
  to: z.enum(['checking', 'replaced', 'refunded', 'declined']),
  reason: z.string().trim().max(MAX_CLAIM_REASON_CHARS).optional(),
});
export type ClaimMoveRequest = z.input<typeof ClaimMoveRequest>;
