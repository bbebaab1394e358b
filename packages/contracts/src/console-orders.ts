import { z } from 'zod';
import { QuoteCurrency, ProductKind } from './catalog.ts';
import { ERROR } from './errors.ts';
import { CONSOLE_ERROR } from './console-errors.ts';
import { DeliveryMode, OrderFailure, OrderStatus, ORDER_STATUSES } from './orders.ts';
import { AuditAction, OWNER_OPERATOR } from './staff.ts';

/**
 * The console's orders (issue 15, "Orders"): search, one order with its timeline, and the CSV export
 * of a search. `POST /api/admin/orders/<name>`, owners and operators (others: -1340). Staff see the
 * customer's e-mail and recharge account (they help the customer with them), never a code in full:
 * codes handed out show their last four characters.
 */

/** The most orders one page of a search shows. */
export const MAX_ORDER_PAGE = 100;
/** A search counts its matches up to this many; past it the console says "more than". */
export const ORDER_COUNT_CAP = 1000;

/**
 * A search's filters as they travel (the list's URL query, the export's body): loose types, so that
 * a bad value is answered with the orders' own code naming it (`parseOrderFilter`), not a bare -1101.
 * Dates are epoch ms or ISO 8601 text; `from` is inclusive, `to` exclusive.
 */
export const OrderFilterInput = z.object({
  orderNo: z.string().trim().max(40).optional(),
  email: z.string().trim().max(200).optional(),
  playerId: z.string().trim().max(64).optional(),
  /** The provider's id of a payment (`cs_…`, `sbx_…`) or the store's own payment id. */
  paymentId: z.string().trim().max(200).optional(),
  /** A product's slug. */
  product: z.string().trim().max(100).optional(),
  status: z.string().trim().max(40).optional(),
  from: z.union([z.number(), z.string().max(40)]).optional(),
  to: z.union([z.number(), z.string().max(40)]).optional(),
});
export type OrderFilterInput = z.input<typeof OrderFilterInput>;

/** A filter once checked: empty texts dropped, dates as epoch ms. */
export interface OrderFilter {
  orderNo?: string;
  email?: string;
  playerId?: string;
  paymentId?: string;
  product?: string;
  status?: OrderStatus;
  from?: number;
  to?: number;
}

/** The earliest and latest dates a filter takes (a typo of a year answers -1391, not an empty list). */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);

function epochOf(value: number | string): number | null {
  const at = typeof value === 'number' ? value : /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : NaN;
  return Number.isInteger(at) && at >= EARLIEST && at <= LATEST ? at : null;
}

export type OrderFilterProblem = { code: number; field: keyof OrderFilter };

/**
 * Checks a filter: an unknown status answers -1390, a date that is not one -1391, a range that ends
 * before it starts -1392, an order number that is not 18 digits -1393 (a cursor that is not one: -1394). Shared by the API and the
 * list's form, so both say the same.
 */
export function parseOrderFilter(
  input: z.output<typeof OrderFilterInput>,
): { ok: true; filter: OrderFilter } | { ok: false; problem: OrderFilterProblem } {
  const filter: OrderFilter = {};
  const text = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);
  const orderNo = text(input.orderNo);
  if (orderNo !== undefined) {
    if (!/^\d{18}$/.test(orderNo))
      return { ok: false, problem: { code: CONSOLE_ERROR.ORDERS_NUMBER_INVALID, field: 'orderNo' } };
    filter.orderNo = orderNo;
  }
  const email = text(input.email);
  if (email !== undefined) filter.email = email.toLowerCase();
  const playerId = text(input.playerId);
  if (playerId !== undefined) filter.playerId = playerId;
  const paymentId = text(input.paymentId);
  if (paymentId !== undefined) filter.paymentId = paymentId;
  const product = text(input.product);
  if (product !== undefined) filter.product = product;
  const status = text(input.status);
  if (status !== undefined) {
    if (!(ORDER_STATUSES as readonly string[]).includes(status))
      return { ok: false, problem: { code: CONSOLE_ERROR.ORDERS_STATUS_UNKNOWN, field: 'status' } };
    filter.status = status as OrderStatus;
  }
  for (const field of ['from', 'to'] as const) {
    const value = input[field];
    if (value === undefined || value === '') continue;
    const at = epochOf(value);
    if (at === null) return { ok: false, problem: { code: CONSOLE_ERROR.ORDERS_DATE_INVALID, field } };
    filter[field] = at;
  }
  if (filter.from !== undefined && filter.to !== undefined && filter.to <= filter.from)
    return { ok: false, problem: { code: CONSOLE_ERROR.ORDERS_DATE_RANGE, field: 'to' } };
  return { ok: true, filter };
}

/** Where a page of results starts: opaque to the console, which keeps it in the URL. */
export const OrderCursor = z
  .string()
  .trim()
  .max(80)
  .regex(/^[A-Za-z0-9_-]+$/);

export const OrderSearchRequest = OrderFilterInput.extend({
  /** The `older` cursor of a page: the page after it (older orders). */
  after: OrderCursor.optional(),
  /** The `newer` cursor of a page: the page before it (newer orders). */
  before: OrderCursor.optional(),
  limit: z.number().int().min(1).max(MAX_ORDER_PAGE).default(25),
});
export type OrderSearchRequest = z.input<typeof OrderSearchRequest>;

/** One line of the search's results. Times are epoch ms. */
export const ConsoleOrderRow = z.object({
  orderNo: z.string(),
  status: OrderStatus,
  failure: OrderFailure.nullable(),
  createdAt: z.number().int(),
  paidAt: z.number().int().nullable(),
  productSlug: z.string(),
  productName: z.string(),
  skuName: z.string(),
  quantity: z.number().int(),
  currency: QuoteCurrency,
  payAmount: z.number().int(),
  refundedAmount: z.number().int(),
  paymentMethod: z.string().nullable(),
  email: z.string().nullable(),
  playerId: z.string().nullable(),
  guest: z.boolean(),
});
export type ConsoleOrderRow = z.infer<typeof ConsoleOrderRow>;

/** Newest first. `older`/`newer` are the cursors of the next and previous pages (null: none). */
export const OrderSearch = z.object({
  list: z.array(ConsoleOrderRow),
  older: z.string().nullable(),
  newer: z.string().nullable(),
  /** Orders matching the filter, counted up to `ORDER_COUNT_CAP`; `atLeast` when there are more. */
  matches: z.object({ count: z.number().int(), atLeast: z.boolean() }),
});
export type OrderSearch = z.infer<typeof OrderSearch>;

export const ConsoleOrderRef = z.object({
  orderNo: z
    .string()
    .trim()
    .regex(/^\d{18}$/),
});
export type ConsoleOrderRef = z.input<typeof ConsoleOrderRef>;

/** The account a top-up is credited to, as the customer typed it. */
export const ConsoleRechargeAccount = z.object({
  playerId: z.string().nullable(),
  characterName: z.string().nullable(),
  serverId: z.string().nullable(),
  /** The server's name in the product's English texts (null: no server, or one the product no longer lists). */
  serverName: z.string().nullable(),
});
export type ConsoleRechargeAccount = z.infer<typeof ConsoleRechargeAccount>;

/**
 * One order with all the console's page and actions need. Amounts in minor units of `currency`;
 * times epoch ms or null. `refundedAmount` is what refunds gave back so far (a partial refund keeps
 * the status). `email` is the receipt's address, shown in full to staff.
 */
export const ConsoleOrderDetail = z.object({
  orderNo: z.string(),
  status: OrderStatus,
  failure: OrderFailure.nullable(),
  product: z.object({
    slug: z.string(),
    kind: ProductKind,
    /** In the console's language, else English. */
    name: z.string(),
    deliveryMode: DeliveryMode,
    /** What the product asks at checkout: which recharge account fields an operator may correct. */
    asks: z.object({ playerId: z.boolean(), characterName: z.boolean(), server: z.boolean() }),
    servers: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
  sku: z.object({ id: z.string(), name: z.string(), faceValue: z.number().int() }),
  quantity: z.number().int(),
  currency: QuoteCurrency,
  unitPrice: z.number().int(),
  productAmount: z.number().int(),
  discountAmount: z.number().int(),
  handlingFee: z.number().int(),
  payAmount: z.number().int(),
  refundedAmount: z.number().int(),
  paymentMethod: z.string().nullable(),
  coupon: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  /** Null for products that ask for no account (codes). */
  rechargeAccount: ConsoleRechargeAccount.nullable(),
  email: z.string().nullable(),
  customer: z.object({
    id: z.string(),
    guest: z.boolean(),
    /** The account's own address (a guest has none; it may differ from the receipt's). */
    email: z.string().nullable(),
    disabled: z.boolean(),
  }),
  region: z.string(),
  /** The language of the customer's receipt and notices. */
  lang: z.string(),
  /** The supplier delivery of a top-up (null before any, and for codes). */
  delivery: z
    .object({
      attempts: z.number().int(),
      deliveredAt: z.number().int().nullable(),
      lastError: z.string().nullable(),
      /** A supplier call runs now: the supplier may still credit the player. */
      running: z.boolean(),
    })
    .nullable(),
  /** Codes handed out to the order (and not replaced since). */
  codeCount: z.number().int(),
  createdAt: z.number().int(),
  paymentDeadline: z.number().int(),
  paidAt: z.number().int().nullable(),
  completedAt: z.number().int().nullable(),
  closedAt: z.number().int().nullable(),
  refundRequestedAt: z.number().int().nullable(),
  refundedAt: z.number().int().nullable(),
});
export type ConsoleOrderDetail = z.infer<typeof ConsoleOrderDetail>;

/** The mails the store sends about an order, as the order's timeline names them. */
export const SENT_MAIL_KINDS = ['receipt', 'refund', 'claim', 'feedbackReply', 'orderLink'] as const;
export const SentMailKind = z.enum(SENT_MAIL_KINDS);
export type SentMailKind = z.infer<typeof SentMailKind>;

const At = z.number().int();
/** A staff member by name; null when it was the store itself (a job) or someone since removed. */
const By = z.string().nullable();

/**
 * One thing that happened to an order, for its timeline (oldest first). `at` is epoch ms. Texts come
 * from the records as they were written; a code never appears but as its last four characters.
 */
export const ConsoleOrderTimelineEntry = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('created'), at: At, payAmount: z.number().int(), currency: z.string() }),
  /** A status change and what caused it (`paid`, `delivered`, `deadline`, `supplierFailed`…). */
  z.object({
    kind: z.literal('status'),
    at: At,
    from: OrderStatus.nullable(),
    to: OrderStatus,
    reason: z.string(),
  }),
  /** A payment attempt (a checkout session at the provider); `at` when it began. */
  z.object({
    kind: z.literal('payment'),
    at: At,
    paymentId: z.string(),
    provider: z.string(),
    providerRef: z.string().nullable(),
    method: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    status: z.string(),
    updatedAt: At,
  }),
  /** A provider notification: `outcome` what the store did with it, `detail` why, in words. */
  z.object({
    kind: z.literal('notification'),
    at: At,
    provider: z.string(),
    eventId: z.string(),
    paymentId: z.string().nullable(),
    outcome: z.string(),
    detail: z.string().nullable(),
  }),
  /** One supplier call; `outcome` null while it runs. */
  z.object({
    kind: z.literal('delivery'),
    at: At,
    attempt: z.number().int(),
    finishedAt: At.nullable(),
    outcome: z.string().nullable(),
    supplierRef: z.string().nullable(),
    detail: z.string().nullable(),
    requestedBy: By,
  }),
  /** Codes handed out at once, as their last four characters; `replaced` once a claim swapped them. */
  z.object({
    kind: z.literal('codes'),
    at: At,
    codes: z.array(z.object({ last4: z.string(), replaced: z.boolean() })),
  }),
  /** A refund asked of the provider, by staff (`requestedBy`) or by the store itself. */
  z.object({
    kind: z.literal('refund'),
    at: At,
    refundId: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    scope: z.enum(['full', 'partial']),
    reason: z.string(),
    status: z.string(),
    requestedBy: By,
    doneAt: At.nullable(),
    error: z.string().nullable(),
  }),
  /** An agent's refund of an undelivered order (issue 12's agent console). */
  z.object({ kind: z.literal('agentRefund'), at: At, by: By, reason: z.string() }),
  /** A message of the order's feedback thread. */
  z.object({
    kind: z.literal('feedback'),
    at: At,
    author: z.enum(['customer', 'agent']),
    by: By,
    text: z.string(),
    images: z.number().int(),
  }),
  /** A "did not receive it" claim's move. */
  z.object({ kind: z.literal('claim'), at: At, claimId: z.string(), state: z.string(), by: By }),
  /** A live chat message of the customer's about the order (naming it, or sent while it was open). */
  z.object({
    kind: z.literal('chat'),
    at: At,
    sender: z.enum(['customer', 'agent']),
    by: By,
    text: z.string(),
  }),
  /**
   * An e-mail the store queued (`queued`) or handed to its mail server (`sent`) about the order, by
   * which mail it is: never its address, subject or text.
   */
  z.object({ kind: z.literal('mail'), at: At, mail: SentMailKind, event: z.enum(['queued', 'sent']) }),
  /** A staff action from the console (the actions panel), with its reason and what it did. */
  z.object({
    kind: z.literal('action'),
    at: At,
    actionId: z.string(),
    action: z.string(),
    by: By,
    reason: z.string(),
    result: z.record(z.string(), z.unknown()).nullable(),
  }),
  /** An audit log entry about the order. */
  z.object({
    kind: z.literal('audit'),
    at: At,
    action: AuditAction,
    by: By,
    after: z.record(z.string(), z.unknown()).nullable(),
  }),
]);
export type ConsoleOrderTimelineEntry = z.infer<typeof ConsoleOrderTimelineEntry>;
export const ConsoleOrderTimeline = z.array(ConsoleOrderTimelineEntry);
export type ConsoleOrderTimeline = z.infer<typeof ConsoleOrderTimeline>;

export const ConsoleOrder = z.object({ order: ConsoleOrderDetail, timeline: ConsoleOrderTimeline });
export type ConsoleOrder = z.infer<typeof ConsoleOrder>;

/**
 * The export: `POST /api/admin/orders/export` with a filter as the body answers `text/csv` (not the
 * JSON envelope), streamed, every matching order newest first. Its failures are the envelope's.
 */
export const ORDER_EXPORT_PATH = '/api/admin/orders/export';
export const OrderExportRequest = OrderFilterInput;
export type OrderExportRequest = z.input<typeof OrderExportRequest>;
/** The export's columns, in order; amounts in major units (a decimal point, no grouping). */
export const ORDER_EXPORT_COLUMNS = [
  'orderNo',
  'createdAt',
  'paidAt',
  'status',
  'product',
  'sku',
  'quantity',
  'currency',
  'productAmount',
  'discountAmount',
  'handlingFee',
  'payAmount',
  'refundedAmount',
  'paymentMethod',
  'email',
  'playerId',
] as const;

const FILTER_ERRORS = [
  CONSOLE_ERROR.ORDERS_STATUS_UNKNOWN,
  CONSOLE_ERROR.ORDERS_DATE_INVALID,
  CONSOLE_ERROR.ORDERS_DATE_RANGE,
  CONSOLE_ERROR.ORDERS_NUMBER_INVALID,
];

export const consoleOrderCalls = {
  'orders/search': {
    request: OrderSearchRequest,
    data: OrderSearch,
    roles: OWNER_OPERATOR,
    summary:
      'Orders by number, e-mail, player id, payment id, product, status and creation date; newest first, a page at a time',
    errors: [...FILTER_ERRORS, CONSOLE_ERROR.ORDERS_CURSOR_INVALID],
  },
  'orders/get': {
    request: ConsoleOrderRef,
    data: ConsoleOrder,
    roles: OWNER_OPERATOR,
    summary:
      'One order with its timeline: payments, notifications, deliveries, codes (last four characters), refunds, messages and staff actions',
    errors: [ERROR.ORDER_NOT_FOUND],
  },
} as const;
