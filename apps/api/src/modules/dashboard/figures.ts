import {
  BEST_SELLERS,
  CONSOLE_ERROR,
  ORDER_STATUSES,
  PERIOD_DAYS,
  type BestSeller,
  type CurrencyFigures,
  type DashboardPeriod,
  type DashboardSummary,
  type Lang,
  type QuoteCurrency,
  type StatusCounts,
} from '@storefront/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { productTexts, skus } from '../catalog/tables.ts';
import { deliveryAttempts } from '../fulfilment/tables.ts';
import { orders } from '../orders/tables.ts';
import { payments } from '../payments/tables.ts';
import { currencies } from '../system/tables.ts';

/** The failures whose refund the store asks for itself; `operatorRefund` is staff's. */
const AUTOMATIC = ['supplierFailed', 'outOfStock', 'couponUsed'] as const;

/** Payment statuses where the provider took the money (applied; refunded since; a duplicate, given back or not). */
const TAKEN = sql`('succeeded', 'refunded', 'duplicate', 'returned')`;

/**
 * What refunds gave back of an order: its refunded amount, or the whole of an order refunded
 * before refunds were counted (its refunded amount stayed 0).
 */
const REFUNDED = sql`GREATEST(refunded_amount, CASE WHEN status = 'refunded' THEN pay_amount ELSE 0 END)`;

interface Window {
  from: Date;
  to: Date;
  unit: 'hour' | 'day';
  /** Each bar's start, as a PostgreSQL array of timestamptz (its text form). */
  starts: string;
}

/**
 * The bar `column` falls in, from 1: a search of the bars' starts instead of converting every
 * row to the zone's time, which took the most of the orders' query.
 */
const barOf = (column: SQL, w: Window) => sql`width_bucket(${column}, ${w.starts}::timestamptz[])`;

const num = (value: unknown) => Number(value ?? 0);

/** A time zone PostgreSQL refuses ("time zone … not recognized"): Intl knew it, the database does not. */
const unknownZone = (error: unknown) =>
  (error as { code?: string }).code === '22023' ||
  (error as { cause?: { code?: string } }).cause?.code === '22023';

function emptyFigures(currency: QuoteCurrency): CurrencyFigures {
  return {
    currency,
    revenue: { orders: 0, gross: 0, refunded: 0, net: 0 },
    statuses: Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as StatusCounts,
    funnel: { created: 0, paid: 0, completed: 0 },
    methods: [],
    delivery: { delivered: 0, p50Ms: null, p99Ms: null },
    supplier: { failedAttempts: 0, failedOrders: 0 },
    autoRefunds: { orders: 0, amount: 0, done: 0, supplierFailed: 0, outOfStock: 0, couponUsed: 0 },
    bestSellers: [],
    series: [],
  };
}

/**
 * The dashboard's figures over a period, per currency: a handful of queries, each one pass over
 * its rows through an index on the time that puts a row in the period (orders by creation, by
 * payment and by refund request; payments and supplier calls by their start), counting with
 * FILTER. They run side by side on the pool.
 */
export function createDashboardFigures(db: Db) {
  /**
   * One query with room to sort and hash its ~80,000 rows in memory (a month of a busy store):
   * with the default 4 MB the delivery times' sort went to disk. Without JIT: compiling a plan
   * the planner thinks dear took 50 ms, longer than any of these runs.
   */
  const query = <T extends Record<string, unknown>>(statement: SQL) =>
    db.transaction(async (tx) => {
      // Both for this transaction only, in one round trip.
      await tx.execute(sql`SELECT set_config('work_mem', '32MB', true), set_config('jit', 'off', true)`);
      return (await tx.execute<T>(statement)).rows;
    });

  /** From the first day's midnight in the zone to now, and the start of each hour or day in between. */
  async function windowOf(period: DashboardPeriod, timeZone: string, now: Date): Promise<Window> {
    const unit = period === 'today' ? 'hour' : 'day';
    try {
      const { rows } = await db.execute<{ starts: string[] }>(sql`
        WITH b AS (
          SELECT date_trunc('day', ${now}::timestamptz AT TIME ZONE ${timeZone})
                   - make_interval(days => ${PERIOD_DAYS[period] - 1}) AS first_local,
                 date_trunc(${unit}, ${now}::timestamptz AT TIME ZONE ${timeZone}) AS last_local
        )
        SELECT ARRAY(
          SELECT DISTINCT (extract(epoch FROM g AT TIME ZONE ${timeZone}) * 1000)::bigint
          FROM b, generate_series(first_local, last_local, ${`1 ${unit}`}::interval) g
          ORDER BY 1
        )::text[] AS starts`);
      const starts = rows[0]!.starts.map(num);
      return {
        from: new Date(starts[0]!),
        to: now,
        unit,
        starts: `{${starts.map((at) => new Date(at).toISOString()).join(',')}}`,
      };
    } catch (error) {
      if (unknownZone(error)) {
        throw new DomainError(CONSOLE_ERROR.DASHBOARD_TIME_ZONE_UNKNOWN, { zone: timeZone });
      }
      throw error;
    }
  }

  /**
   * Orders created in the period (orders_created_idx): by status now, with those of them paid and
   * completed since (the funnel), per bar. Grouping by status cost less than a FILTER per status.
   */
  function created(w: Window) {
    return query<{
      currency: string;
      bar: number;
      status: (typeof ORDER_STATUSES)[number];
      created: number;
      paid: number;
      completed: number;
    }>(sql`
      SELECT currency_code AS currency, ${barOf(sql`created_at`, w)} AS bar, status,
        count(*)::int AS created,
        count(*) FILTER (WHERE paid_at IS NOT NULL)::int AS paid,
        count(*) FILTER (WHERE completed_at IS NOT NULL)::int AS completed
      FROM ${orders}
      WHERE created_at >= ${w.from} AND created_at < ${w.to}
      GROUP BY 1, 2, 3`);
  }

  /**
   * Orders paid in the period (orders_paid_idx), in one pass grouped two ways: per bar (the money
   * over time) and per SKU, of which only the best sellers leave PostgreSQL, the top by units and
   * the top by revenue of each currency. On 10,000 products a month's paid orders sold 71,238
   * SKU and currency pairs: sent for the API to rank, they cost 270 ms of its CPU; ranked whole
   * in SQL, sorting them cost PostgreSQL more than that. So each currency's tenth best units and
   * revenue are found first (a sort of numbers alone), and only the SKUs at or above either are
   * ranked: a few dozen, more only where many tie at the tenth place.
   */
  function paid(w: Window) {
    return query<{
      currency: string;
      bar: number | null;
      sku_id: string | null;
      product_slug: string | null;
      orders: number;
      units: string;
      gross: string;
      refunded: string;
    }>(sql`
      WITH grouped AS (
        SELECT currency_code AS currency, bar, sku_id, product_slug, GROUPING(bar) = 1 AS per_sku,
          count(*)::int AS orders,
          sum(quantity)::bigint AS units,
          sum(pay_amount)::bigint AS gross,
          sum(refunded)::bigint AS refunded
        FROM (
          SELECT currency_code, ${barOf(sql`paid_at`, w)} AS bar, sku_id, product_slug, quantity,
            pay_amount, ${REFUNDED} AS refunded
          FROM ${orders}
          WHERE paid_at >= ${w.from} AND paid_at < ${w.to}
        ) paid
        GROUP BY GROUPING SETS ((currency_code, bar), (currency_code, sku_id, product_slug))
      ), sold AS (
        SELECT currency, sku_id, product_slug, orders, units, gross, refunded, gross - refunded AS revenue
        FROM grouped WHERE per_sku
      ), tenth AS (
        SELECT currency,
          (array_agg(units ORDER BY units DESC))[${BEST_SELLERS}] AS units,
          (array_agg(revenue ORDER BY revenue DESC))[${BEST_SELLERS}] AS revenue
        FROM sold GROUP BY 1
      ), ranked AS (
        SELECT s.*,
          row_number() OVER (PARTITION BY s.currency ORDER BY s.units DESC, s.revenue DESC, s.sku_id)
            AS by_units,
          row_number() OVER (PARTITION BY s.currency ORDER BY s.revenue DESC, s.units DESC, s.sku_id)
            AS by_revenue
        FROM sold s JOIN tenth t ON t.currency = s.currency
        WHERE t.units IS NULL OR s.units >= t.units OR s.revenue >= t.revenue
      )
      SELECT currency, bar, NULL AS sku_id, NULL AS product_slug, orders, units, gross, refunded
      FROM grouped WHERE NOT per_sku
      UNION ALL
      SELECT currency, NULL, sku_id, product_slug, orders, units, gross, refunded
      FROM ranked WHERE by_units <= ${BEST_SELLERS} OR by_revenue <= ${BEST_SELLERS}`);
  }

  /**
   * Of the orders paid in the period (orders_paid_idx), those delivered: from payment to delivery,
   * the median and the 99th percentile (one sort for both). date_part gives float8 at once, where
   * extract's numeric cost a third of the query on 90,000 orders (bench:console).
   */
  function deliveryTimes(w: Window) {
    return query<{ currency: string; delivered: number; ms: number[] }>(sql`
      SELECT currency_code AS currency, count(*)::int AS delivered,
        percentile_cont(ARRAY[0.5, 0.99]) WITHIN GROUP (
          ORDER BY date_part('epoch', completed_at - paid_at) * 1000) AS ms
      FROM ${orders}
      WHERE paid_at >= ${w.from} AND paid_at < ${w.to} AND completed_at IS NOT NULL
      GROUP BY 1`);
  }

  /** Payment attempts begun in the period (payments_created_idx), per currency and method. */
  function methods(w: Window) {
    return query<{
      currency: string;
      method: string;
      attempts: number;
      succeeded: number;
      failed: number;
      pending: number;
    }>(sql`
      SELECT currency_code AS currency, method_id AS method,
        count(*)::int AS attempts,
        count(*) FILTER (WHERE status IN ${TAKEN})::int AS succeeded,
        count(*) FILTER (WHERE status = 'failed')::int AS failed,
        count(*) FILTER (WHERE status = 'pending')::int AS pending
      FROM ${payments}
      WHERE created_at >= ${w.from} AND created_at < ${w.to}
      GROUP BY 1, 2
      ORDER BY 3 DESC, 2`);
  }

  /**
   * Refunds the store asked for in the period (orders_refund_requested_idx), by why; and the
   * supplier calls begun in it (delivery_attempts_started_idx) that failed, by the order's currency:
   * each order's currency looked up once by its key (a join made the planner read every order of
   * the store, 950 ms on a million).
   */
  function failures(w: Window) {
    return query<{
      currency: string;
      supplier_failed: number | null;
      out_of_stock: number | null;
      coupon_used: number | null;
      done: number | null;
      amount: string | null;
      failed_attempts: number | null;
    }>(sql`
      WITH refunds AS (
        SELECT currency_code AS currency,
          count(*) FILTER (WHERE failure = 'supplierFailed')::int AS supplier_failed,
          count(*) FILTER (WHERE failure = 'outOfStock')::int AS out_of_stock,
          count(*) FILTER (WHERE failure = 'couponUsed')::int AS coupon_used,
          count(*) FILTER (WHERE status = 'refunded')::int AS done,
          sum(pay_amount)::bigint AS amount
        FROM ${orders}
        WHERE refund_requested_at >= ${w.from} AND refund_requested_at < ${w.to}
          AND failure IN ${AUTOMATIC}
        GROUP BY 1
      ), attempts AS (
        SELECT (SELECT o.currency_code FROM ${orders} o WHERE o.order_no = f.order_no) AS currency,
          sum(f.failed)::int AS failed_attempts
        FROM (
          SELECT a.order_no, count(*) AS failed
          FROM ${deliveryAttempts} a
          WHERE a.started_at >= ${w.from} AND a.started_at < ${w.to}
            AND a.outcome IS NOT NULL AND a.outcome <> 'delivered'
          GROUP BY 1
        ) f
        GROUP BY 1
      )
      SELECT coalesce(r.currency, a.currency) AS currency, r.supplier_failed, r.out_of_stock,
        r.coupon_used, r.done, r.amount, a.failed_attempts
      FROM refunds r FULL JOIN attempts a ON a.currency = r.currency`);
  }

  /** The SKUs' product names and face values with their unit, in `lang` (English where it has none). */
  async function skuNames(skuIds: string[], lang: Lang) {
    if (skuIds.length === 0) return new Map<string, { product: string; sku: string }>();
    const text = (column: SQL) => sql`coalesce(
      (SELECT ${column} FROM ${productTexts} t WHERE t.product_slug = s.product_slug AND t.lang = ${lang}),
      (SELECT ${column} FROM ${productTexts} t WHERE t.product_slug = s.product_slug AND t.lang = 'en'))`;
    const { rows } = await db.execute<{
      id: string;
      product: string | null;
      face_value: string;
      unit: string | null;
    }>(sql`
      SELECT s.id, s.product_slug, ${text(sql`name`)} AS product, s.face_value, ${text(sql`unit`)} AS unit
      FROM ${skus} s WHERE s.id IN ${skuIds}`);
    return new Map(
      rows.map((row) => [
        row.id,
        { product: row.product ?? '', sku: `${row.face_value} ${row.unit ?? ''}`.trim() },
      ]),
    );
  }

  return async function figures(
    period: DashboardPeriod,
    timeZone: string,
    lang: Lang,
    now = new Date(),
  ): Promise<Pick<DashboardSummary, 'period' | 'currencies'>> {
    const w = await windowOf(period, timeZone, now);
    const starts = w.starts
      .slice(1, -1)
      .split(',')
      .map((at) => Date.parse(at));
    const [known, createdRows, paidRows, timeRows, methodRows, failureRows] = await Promise.all([
      db.select().from(currencies),
      created(w),
      paid(w),
      deliveryTimes(w),
      methods(w),
      failures(w),
    ]);
    const byCurrency = new Map<string, CurrencyFigures>();
    const of = (currency: string) => {
      let figures = byCurrency.get(currency);
      if (!figures) {
        // The currencies table holds every order's and payment's currency (a foreign key).
        figures = emptyFigures(known.find((row) => row.code === currency)!);
        figures.series = starts.map((at) => ({ at, created: 0, paid: 0, gross: 0, refunded: 0 }));
        byCurrency.set(currency, figures);
      }
      return figures;
    };
    // width_bucket counts bars from 1; a row of the period is never before the first.
    const barIn = (currency: string, bar: number) => of(currency).series[bar - 1]!;

    for (const row of createdRows) {
      const figures = of(row.currency);
      figures.funnel.created += row.created;
      figures.funnel.paid += row.paid;
      figures.funnel.completed += row.completed;
      figures.statuses[row.status] += row.created;
      barIn(row.currency, row.bar).created += row.created;
    }
    const sold = new Map<string, BestSeller[]>();
    for (const row of paidRows) {
      const gross = num(row.gross);
      const refunded = num(row.refunded);
      if (row.bar !== null) {
        const { revenue } = of(row.currency);
        Object.assign(barIn(row.currency, row.bar), { paid: row.orders, gross, refunded });
        revenue.orders += row.orders;
        revenue.gross += gross;
        revenue.refunded += refunded;
        revenue.net = revenue.gross - revenue.refunded;
      } else {
        const list = sold.get(row.currency) ?? [];
        list.push({
          skuId: row.sku_id!,
          product: row.product_slug!,
          sku: '',
          orders: row.orders,
          units: num(row.units),
          revenue: gross - refunded,
        });
        sold.set(row.currency, list);
      }
    }
    for (const row of timeRows) {
      of(row.currency).delivery = { delivered: row.delivered, p50Ms: row.ms[0]!, p99Ms: row.ms[1]! };
    }
    for (const { currency, method: methodId, ...counts } of methodRows) {
      of(currency).methods.push({ methodId, ...counts });
    }
    for (const row of failureRows) {
      const figures = of(row.currency);
      const reasons = {
        supplierFailed: row.supplier_failed ?? 0,
        outOfStock: row.out_of_stock ?? 0,
        couponUsed: row.coupon_used ?? 0,
      };
      figures.supplier = { failedAttempts: row.failed_attempts ?? 0, failedOrders: reasons.supplierFailed };
      figures.autoRefunds = {
        orders: reasons.supplierFailed + reasons.outOfStock + reasons.couponUsed,
        amount: num(row.amount),
        done: row.done ?? 0,
        ...reasons,
      };
    }
    for (const [currency, list] of sold) of(currency).bestSellers = mostUnitsFirst(list);
    const names = await skuNames(
      [...new Set([...byCurrency.values()].flatMap((f) => f.bestSellers.map((seller) => seller.skuId)))],
      lang,
    );
    for (const figures of byCurrency.values()) {
      for (const seller of figures.bestSellers) {
        const name = names.get(seller.skuId);
        seller.product = name?.product || seller.product;
        seller.sku = name?.sku ?? '';
      }
    }
    const activity = (f: CurrencyFigures) =>
      f.funnel.created + f.revenue.orders + f.methods.reduce((sum, m) => sum + m.attempts, 0);
    return {
      period: { name: period, timeZone, from: w.from.getTime(), to: w.to.getTime(), bucket: w.unit },
      currencies: [...byCurrency.values()].sort(
        (a, b) => activity(b) - activity(a) || a.currency.code.localeCompare(b.currency.code),
      ),
    };
  };
}

/** The best sellers PostgreSQL chose, most units first. */
function mostUnitsFirst(list: BestSeller[]): BestSeller[] {
  return [...list].sort(
    (a, b) => b.units - a.units || b.revenue - a.revenue || a.skuId.localeCompare(b.skuId),
  );
}

export type DashboardFigures = ReturnType<typeof createDashboardFigures>;
