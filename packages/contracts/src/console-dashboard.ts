import { z } from 'zod';
import { QuoteCurrency } from './catalog.ts';
import { CONSOLE_ERROR } from './console-errors.ts';
import { ORDER_STATUSES } from './constants.ts';
import { OWNER_OPERATOR } from './staff.ts';

/**
 * The console's home (issue 15, "Dashboard"): how the store is doing today, over 7 or over 30
 * days, per currency (amounts in different currencies are never added), and what is stuck now.
 * `POST /api/admin/dashboard/summary`, owners and operators.
 *
 * Days are the staff member's: the console sends the browser's time zone, so "today" starts at
 * their midnight, wherever the store's server is. A period of 7 or 30 days is that many calendar
 * days in the zone, today included, up to now.
 */

export const DASHBOARD_PERIODS = ['today', '7d', '30d'] as const;
export const DashboardPeriod = z.enum(DASHBOARD_PERIODS);
export type DashboardPeriod = z.infer<typeof DashboardPeriod>;

/** How many calendar days each period spans, today included. */
export const PERIOD_DAYS: Record<DashboardPeriod, number> = { today: 1, '7d': 7, '30d': 30 };

/** Paid but undelivered this long is stuck (issue 15, "Stuck orders"). */
export const STUCK_DELIVERY_MINUTES = 5;
/** A refund not done this long after it was asked for is stuck. */
export const STUCK_REFUND_MINUTES = 60;
/** The most stuck orders of each kind the dashboard lists (it says how many there are in all). */
export const STUCK_LIST_LIMIT = 50;
/** Best sellers listed per currency, by units and by revenue. */
export const BEST_SELLERS = 10;

/** Whether the JavaScript engine knows this IANA time zone (`Europe/Moscow`, `Asia/Jakarta`, `UTC`). */
function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name, as the browser's `Intl.DateTimeFormat().resolvedOptions().timeZone` gives it. */
export const TimeZoneName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/)
  .refine(knownTimeZone);

export const DashboardRequest = z.object({
  period: DashboardPeriod,
  timeZone: TimeZoneName,
});
export type DashboardRequest = z.input<typeof DashboardRequest>;

const Count = z.number().int();
/** Minor units of the block's currency. */
const Amount = z.number().int();

export const StatusCounts = z.object(
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, Count])) as Record<
    (typeof ORDER_STATUSES)[number],
    typeof Count
  >,
);
export type StatusCounts = z.infer<typeof StatusCounts>;

/** One bar of the charts: an hour (today) or a day, from `at` (epoch ms). */
export const DashboardPoint = z.object({
  at: z.number().int(),
  /** Orders created in it. */
  created: Count,
  /** Orders paid in it, their pay amounts, and what has been refunded of them. */
  paid: Count,
  gross: Amount,
  refunded: Amount,
});
export type DashboardPoint = z.infer<typeof DashboardPoint>;

export const MethodSuccess = z.object({
  methodId: z.string(),
  /** Payment attempts begun in the period with this method. */
  attempts: Count,
  /** Of them, the provider took the money (applied, refunded since, or a duplicate given back). */
  succeeded: Count,
  failed: Count,
  /** Still open at the provider (the customer has not finished, or the provider has not said). */
  pending: Count,
});
export type MethodSuccess = z.infer<typeof MethodSuccess>;

export const BestSeller = z.object({
  skuId: z.string(),
  product: z.string(),
  /** The SKU's face value with the product's unit ("100 Gems"). */
  sku: z.string(),
  /** Orders paid in the period, units in them, and their pay amounts less what was refunded. */
  orders: Count,
  units: Count,
  revenue: Amount,
});
export type BestSeller = z.infer<typeof BestSeller>;

/** Every figure of one currency over the period. */
export const CurrencyFigures = z.object({
  currency: QuoteCurrency,
  /** Orders paid in the period: their pay amounts, what refunds gave back of them, and the rest. */
  revenue: z.object({ orders: Count, gross: Amount, refunded: Amount, net: Amount }),
  /** Orders created in the period, by the status they have now. */
  statuses: StatusCounts,
  /** Orders created in the period; of them, those paid and those completed (at any time since). */
  funnel: z.object({ created: Count, paid: Count, completed: Count }),
  /** Payment attempts begun in the period, per method, most used first. */
  methods: z.array(MethodSuccess),
  /** Orders paid in the period and delivered: from payment to delivery, in ms (null: none delivered). */
  delivery: z.object({ delivered: Count, p50Ms: z.number().nullable(), p99Ms: z.number().nullable() }),
  /** Supplier calls begun in the period that failed, and orders refunded because the supplier failed. */
  supplier: z.object({ failedAttempts: Count, failedOrders: Count }),
  /**
   * Orders whose refund the store itself asked for in the period (the supplier failed, codes ran
   * out, the coupon had gone to another order), not staff: how many, how much, how many are done.
   */
  autoRefunds: z.object({
    orders: Count,
    amount: Amount,
    done: Count,
    supplierFailed: Count,
    outOfStock: Count,
    couponUsed: Count,
  }),
  /** The top SKUs by units and the top by revenue (one list, each SKU once). */
  bestSellers: z.array(BestSeller),
  series: z.array(DashboardPoint),
});
export type CurrencyFigures = z.infer<typeof CurrencyFigures>;

/** A paid order not delivered after `STUCK_DELIVERY_MINUTES`. */
export const StuckDelivery = z.object({ orderNo: z.string(), paidAt: z.number().int() });
export type StuckDelivery = z.infer<typeof StuckDelivery>;

/** A refund not done `STUCK_REFUND_MINUTES` after it was asked for: a refund's row, or an order waiting for its refund. */
export const StuckRefund = z.object({
  orderNo: z.string(),
  /** The refund's id; null for an order waiting for its (whole) refund. */
  refundId: z.string().nullable(),
  amount: Amount,
  currency: QuoteCurrency,
  requestedAt: z.number().int(),
});
export type StuckRefund = z.infer<typeof StuckRefund>;

export const StuckOrders = z.object({
  /** The longest-waiting first, `STUCK_LIST_LIMIT` at most; the totals count them all. */
  deliveries: z.array(StuckDelivery),
  deliveriesTotal: Count,
  refunds: z.array(StuckRefund),
  refundsTotal: Count,
});
export type StuckOrders = z.infer<typeof StuckOrders>;

/** A code SKU whose codes for sale are below its (enabled) low-stock threshold. */
export const LowStockSku = z.object({
  skuId: z.string(),
  product: z.string(),
  sku: z.string(),
  free: Count,
  threshold: Count,
});
export type LowStockSku = z.infer<typeof LowStockSku>;

export const DashboardSummary = z.object({
  period: z.object({
    name: DashboardPeriod,
    /** The time zone the days were counted in (its canonical name). */
    timeZone: z.string(),
    /** From the first day's midnight in the zone to now (epoch ms). */
    from: z.number().int(),
    to: z.number().int(),
    /** The charts' bars: hours today, else days. */
    bucket: z.enum(['hour', 'day']),
  }),
  /** Each currency with an order or a payment in the period, the busiest first. */
  currencies: z.array(CurrencyFigures),
  /** Stuck now, whatever the period. */
  stuck: StuckOrders,
  /** Low now, fewest codes first. */
  lowStock: z.array(LowStockSku),
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;

export const dashboardCalls = {
  'dashboard/summary': {
    request: DashboardRequest,
    data: DashboardSummary,
    roles: OWNER_OPERATOR,
    summary:
      "The store over today, 7 or 30 days in the caller's time zone, per currency: revenue, orders by status, the funnel, payment success per method, delivery times, supplier failures, automatic refunds, best sellers and a series for the charts; with the stuck orders and low stock of now",
    errors: [CONSOLE_ERROR.DASHBOARD_TIME_ZONE_UNKNOWN],
  },
} as const;
