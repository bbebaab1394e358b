import { z } from 'zod';
import { QuoteCurrency } from './catalog.ts';
import { ERROR } from './errors.ts';
import { CONSOLE_ERROR } from './console-errors.ts';
import { CouponState } from './coupons.ts';
import { OrderStatus } from './orders.ts';
import { AuditAction, OWNER_OPERATOR } from './staff.ts';

/**
 * The console's customers (issue 15, "Customers"), for owners and operators:
 * `POST /api/admin/customers/<name>`. Find a customer by e-mail or id, see their orders, coupons,
 * sessions and invite tree; disable the account (every session ends, and each of their calls then
 * answers -1004), enable it again, or sign them out everywhere. Each change carries a reason,
 * kept in the audit log, and pressing it twice changes nothing more.
 */

const CustomerId = z.string().trim().min(1).max(64);

/** The most a search's text holds: an e-mail address is 254 characters at most. */
export const MAX_CUSTOMER_QUERY_CHARS = 254;
export const MAX_CUSTOMER_REASON_CHARS = 500;
/** The orders a customer's page lists, newest first; `counts.orders` says how many there are. */
export const CUSTOMER_ORDERS_SHOWN = 50;
/** The invitees a customer's invite tree lists, at each level, newest first. */
export const CUSTOMER_INVITEES_SHOWN = 50;

/**
 * Empty: the registered customers, newest first. Else the customers whose e-mail starts with the
 * text (as e-mails are stored: lower case), after the one whose id or invite code it is exactly:
 * a guest, who has no e-mail, is found by its id.
 */
export const CustomerSearchRequest = z.object({
  query: z.string().trim().toLowerCase().max(MAX_CUSTOMER_QUERY_CHARS).default(''),
  /** Only disabled accounts. */
  disabledOnly: z.boolean().default(false),
  /** The `nextCursor` of the page before. */
  cursor: z
    .string()
    .regex(/^[ie]:.{1,254}$/)
    .optional(),
  limit: z.number().int().min(1).max(100).default(25),
});
export type CustomerSearchRequest = z.input<typeof CustomerSearchRequest>;

export const ConsoleCustomerKind = z.enum(['guest', 'registered']);
export type ConsoleCustomerKind = z.infer<typeof ConsoleCustomerKind>;

export const ConsoleCustomerListItem = z.object({
  customerId: z.string(),
  kind: ConsoleCustomerKind,
  /** Null for a guest, and for an account made by social sign-in that has bound none. */
  email: z.string().nullable(),
  createdAt: z.number().int(),
  disabled: z.boolean(),
  orders: z.number().int(),
});
export type ConsoleCustomerListItem = z.infer<typeof ConsoleCustomerListItem>;

/** Exact matches (id, invite code) first, then by e-mail; `nextCursor` is null on the last page. */
export const ConsoleCustomerPage = z.object({
  list: z.array(ConsoleCustomerListItem),
  nextCursor: z.string().nullable(),
});
export type ConsoleCustomerPage = z.infer<typeof ConsoleCustomerPage>;

export const ConsoleCustomerRef = z.object({ customerId: CustomerId });
export type ConsoleCustomerRef = z.input<typeof ConsoleCustomerRef>;

/** Why staff disable, enable or sign out a customer: kept in the audit log, never shown to the customer. */
export const CustomerChangeRequest = ConsoleCustomerRef.extend({
  reason: z.string().trim().min(1).max(MAX_CUSTOMER_REASON_CHARS),
});
export type CustomerChangeRequest = z.input<typeof CustomerChangeRequest>;

export const ConsoleCustomerOrder = z.object({
  orderNo: z.string(),
  status: OrderStatus,
  productName: z.string(),
  skuName: z.string(),
  quantity: z.number().int(),
  currency: QuoteCurrency,
  payAmount: z.number().int(),
  refundedAmount: z.number().int(),
  createdAt: z.number().int(),
});
export type ConsoleCustomerOrder = z.infer<typeof ConsoleCustomerOrder>;

export const ConsoleCustomerCoupon = z.object({
  couponId: z.string(),
  /** The template's name in the reader's language. */
  name: z.string(),
  state: CouponState,
  /** Why it was given: `newUser`, `invite`, `referral:<invitee>`, `activity:<id>`, `staff:<…>`. */
  source: z.string(),
  issuedAt: z.number().int(),
  validUntil: z.number().int(),
  usedAt: z.number().int().nullable(),
  /** The order that holds or used it. */
  orderNo: z.string().nullable(),
});
export type ConsoleCustomerCoupon = z.infer<typeof ConsoleCustomerCoupon>;

/** A live session: when it began and was last resumed. No token, nor its hash, ever leaves. */
export const ConsoleCustomerSession = z.object({
  createdAt: z.number().int(),
  lastSeenAt: z.number().int(),
  expiresAt: z.number().int(),
});
export type ConsoleCustomerSession = z.infer<typeof ConsoleCustomerSession>;

/** A browser the customer (a guest) was opened on, by its id's last four characters: a device id signs its guest in. */
export const ConsoleCustomerDevice = z.object({ deviceEnd: z.string(), createdAt: z.number().int() });
export type ConsoleCustomerDevice = z.infer<typeof ConsoleCustomerDevice>;

export const ConsoleInviteeBase = z.object({
  customerId: z.string(),
  email: z.string().nullable(),
  createdAt: z.number().int(),
  disabled: z.boolean(),
});
export type ConsoleInviteeBase = z.infer<typeof ConsoleInviteeBase>;
/** Someone the customer invited, with whom they invited in turn (one level down). */
export const ConsoleInvitee = ConsoleInviteeBase.extend({
  invited: z.number().int(),
  invitees: z.array(ConsoleInviteeBase),
});
export type ConsoleInvitee = z.infer<typeof ConsoleInvitee>;

export const ConsoleInviteTree = z.object({
  /** The customer's own code to share. */
  inviteCode: z.string().nullable(),
  /** The code they registered with, and whose it is (null when no account has it now). */
  invitedByCode: z.string().nullable(),
  invitedBy: ConsoleInviteeBase.nullable(),
  /** How many registered with the customer's code. */
  invited: z.number().int(),
  invitees: z.array(ConsoleInvitee),
});
export type ConsoleInviteTree = z.infer<typeof ConsoleInviteTree>;

/** A staff change to the account, from the audit log, newest first. */
export const ConsoleCustomerChange = z.object({
  action: AuditAction,
  at: z.number().int(),
  actorEmail: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ConsoleCustomerChange = z.infer<typeof ConsoleCustomerChange>;

export const ConsoleCustomer = z.object({
  customerId: z.string(),
  kind: ConsoleCustomerKind,
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  lang: z.string(),
  region: z.string(),
  currency: z.string(),
  createdAt: z.number().int(),
  disabled: z.boolean(),
  disabledAt: z.number().int().nullable(),
  /** A deleted account's anonymous stand-in: it keeps the orders the law keeps, and never signs in. */
  erased: z.boolean(),
  hasPassword: z.boolean(),
  /** The social sign-ins linked to the account (`google`…). */
  socialSignIns: z.array(z.string()),
});
export type ConsoleCustomer = z.infer<typeof ConsoleCustomer>;

export const ConsoleCustomerDetail = z.object({
  customer: ConsoleCustomer,
  counts: z.object({
    orders: z.number().int(),
    completedOrders: z.number().int(),
    coupons: z.number().int(),
    sessions: z.number().int(),
  }),
  /** What completed orders brought in, less refunds, per currency (minor units). */
  spent: z.array(z.object({ currency: QuoteCurrency, amount: z.number().int() })),
  orders: z.array(ConsoleCustomerOrder),
  coupons: z.array(ConsoleCustomerCoupon),
  sessions: z.array(ConsoleCustomerSession),
  devices: z.array(ConsoleCustomerDevice),
  inviteTree: ConsoleInviteTree,
  changes: z.array(ConsoleCustomerChange),
});
export type ConsoleCustomerDetail = z.infer<typeof ConsoleCustomerDetail>;

/** The account's standing after a change, and how many sessions the change ended. */
export const CustomerStanding = z.object({
  customerId: z.string(),
  disabled: z.boolean(),
  disabledAt: z.number().int().nullable(),
  sessionsEnded: z.number().int(),
});
export type CustomerStanding = z.infer<typeof CustomerStanding>;

const REFUSED = [ERROR.NOT_AN_AGENT, CONSOLE_ERROR.STAFF_ROLE_REFUSED] as const;

export const customerCalls = {
  'customers/search': {
    request: CustomerSearchRequest,
    data: ConsoleCustomerPage,
    roles: OWNER_OPERATOR,
    summary:
      'Customers by e-mail (exact or its start) or by id or invite code; with no text, registered customers newest first',
    errors: [...REFUSED],
  },
  'customers/get': {
    request: ConsoleCustomerRef,
    data: ConsoleCustomerDetail,
    roles: OWNER_OPERATOR,
    summary: "One customer: their account, orders, coupons, sessions, invite tree and staff's changes",
    errors: [...REFUSED, CONSOLE_ERROR.CUSTOMER_NOT_FOUND],
  },
  'customers/disable': {
    request: CustomerChangeRequest,
    data: CustomerStanding,
    roles: OWNER_OPERATOR,
    summary:
      "Disable an account: every session ends (live order pages and chat too) and the customer's calls answer -1004",
    errors: [...REFUSED, CONSOLE_ERROR.CUSTOMER_NOT_FOUND],
  },
  'customers/enable': {
    request: CustomerChangeRequest,
    data: CustomerStanding,
    roles: OWNER_OPERATOR,
    summary: 'Enable a disabled account again: the customer signs in as before',
    errors: [...REFUSED, CONSOLE_ERROR.CUSTOMER_NOT_FOUND, CONSOLE_ERROR.CUSTOMER_ERASED],
  },
  'customers/signOut': {
    request: CustomerChangeRequest,
    data: CustomerStanding,
    roles: OWNER_OPERATOR,
    summary: 'End every session of the customer; the account stays enabled',
    errors: [...REFUSED, CONSOLE_ERROR.CUSTOMER_NOT_FOUND],
  },
} as const;
