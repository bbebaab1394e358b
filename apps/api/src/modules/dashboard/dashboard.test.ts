import {
  BEST_SELLERS,
  CONSOLE_ERROR,
  ERROR,
  type CurrencyFigures,
  type DashboardSummary,
} from '@storefront/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { jobsSent } from '../../testing/jobs.ts';
import { mailTo } from '../../testing/outbox.ts';
import { adminCall, signedInStaff } from '../../testing/staff.ts';
import { MAIL_QUEUE } from '../../platform/mail/jobs.ts';
import { STUCK_ALERTS_QUEUE } from './queues.ts';
import { seedOrders, type SeedOrder } from './testing.ts';

// Issue 15, "Dashboard": each figure equals what SQL over the same data says, asked differently
// (local dates instead of the period's instants, status events and payments instead of the order's
// stamps, sums of booleans instead of FILTER, percentiles and best sellers worked out here).

let t: TestApp;
let operator: { email: string; token: string };
let owner: { email: string; token: string };

/** The store's "now" in these tests: 19:00 on 15 June in Jakarta (UTC+7), whose day began at 17:00 UTC. */
const NOW = new Date('2025-06-15T12:00:00Z');
const ZONE = 'Asia/Jakarta';
const MIDNIGHT = new Date('2025-06-14T17:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(NOW.getTime() - ms);
const after = (date: Date, ms: number) => new Date(date.getTime() + ms);

const SKUS = [
  { skuId: 'sku_starfall-legends_60', productSlug: 'starfall-legends' },
  { skuId: 'sku_starfall-legends_300', productSlug: 'starfall-legends' },
  { skuId: 'sku_mecha-arena_60', productSlug: 'mecha-arena' },
];

/** Orders of every fate over five weeks, in two currencies, and two either side of today's midnight. */
function ordersOverWeeks(): SeedOrder[] {
  const list: SeedOrder[] = [];
  for (let i = 0; i < 60; i++) {
    const currency = i % 2 === 0 ? 'RUB' : 'IDR';
    const createdAt = at(i * 14 * HOUR + 7 * MINUTE);
    const paidAt = after(createdAt, 30_000);
    const completedAt = after(paidAt, 20_000 + ((i * 7919) % 50) * 1_000);
    const base = {
      orderNo: `9${String(i).padStart(17, '0')}`,
      currency,
      ...SKUS[i % 3]!,
      quantity: 1 + (i % 3),
      unitPrice: currency === 'RUB' ? 10_000 + (i % 5) * 1_000 : 150_000,
      createdAt,
    } as const;
    const amount = base.unitPrice * base.quantity;
    const paidBy = (method: string) => ({
      method,
      status: 'succeeded' as const,
      at: after(createdAt, 5_000),
    });
    switch (i % 8) {
      case 0:
        list.push({
          ...base,
          status: 'completed',
          paidAt,
          completedAt,
          payments: [paidBy('card')],
          attempts: [{ at: paidAt, outcome: 'delivered' }],
        });
        break;
      case 1:
        list.push({
          ...base,
          status: 'completed',
          paidAt,
          completedAt,
          payments: [{ method: 'ewallet', status: 'failed', at: after(createdAt, 1_000) }, paidBy('sbp')],
          attempts: [
            { at: paidAt, outcome: 'failed' },
            { at: after(paidAt, 5_000), outcome: 'delivered' },
          ],
        });
        break;
      case 2:
        list.push({
          ...base,
          status: 'closed',
          closedAt: after(createdAt, 15 * MINUTE),
          payments: [{ method: 'card', status: 'failed', at: after(createdAt, 2_000) }],
        });
        break;
      case 3:
        list.push({
          ...base,
          status: i < 8 ? 'waitingPayment' : 'closed',
          closedAt: i < 8 ? undefined : after(createdAt, 15 * MINUTE),
          payments: [{ method: 'ewallet', status: 'pending', at: after(createdAt, 2_000) }],
        });
        break;
      case 4:
        list.push({
          ...base,
          status: 'completed',
          paidAt,
          completedAt,
          payments: [paidBy('card')],
          attempts: [{ at: paidAt, outcome: 'delivered' }],
          refunds: [
            {
              amount: Math.floor(amount / 2),
              status: 'succeeded',
              at: after(completedAt, HOUR),
              by: 'stf_1',
            },
          ],
        });
        break;
      case 5:
        list.push({
          ...base,
          status: 'pendingRefund',
          paidAt,
          refundRequestedAt: after(paidAt, 10 * MINUTE),
          failure: 'supplierFailed',
          payments: [paidBy('sbp')],
          attempts: [
            { at: paidAt, outcome: 'failed' },
            { at: after(paidAt, 2 * MINUTE), outcome: 'failed' },
          ],
        });
        break;
      case 6:
        list.push({
          ...base,
          status: 'refunded',
          paidAt,
          refundRequestedAt: after(paidAt, MINUTE),
          refundedAt: after(paidAt, 2 * MINUTE),
          failure: 'outOfStock',
          payments: [{ method: 'card', status: 'refunded', at: after(createdAt, 5_000) }],
          uncounted: true,
        });
        break;
      default:
        list.push({
          ...base,
          status: 'refunded',
          paidAt,
          completedAt,
          refundRequestedAt: after(completedAt, 3 * HOUR),
          refundedAt: after(completedAt, 4 * HOUR),
          failure: 'operatorRefund',
          payments: [{ method: 'card', status: 'refunded', at: after(createdAt, 5_000) }],
          attempts: [{ at: paidAt, outcome: 'delivered' }],
          refunds: [{ amount, status: 'succeeded', at: after(completedAt, 3 * HOUR), by: 'stf_1' }],
        });
    }
  }
  // Paid late, after its coupon went to another order: refunded in full, never paid in the store's eyes.
  list.push({
    orderNo: '910000000000000001',
    currency: 'IDR',
    ...SKUS[0]!,
    quantity: 1,
    unitPrice: 150_000,
    status: 'pendingRefund',
    createdAt: at(3 * DAY),
    closedAt: at(3 * DAY - 15 * MINUTE),
    refundRequestedAt: at(3 * DAY - 20 * MINUTE),
    failure: 'couponUsed',
    payments: [{ method: 'card', status: 'succeeded', at: at(3 * DAY - 16 * MINUTE) }],
  });
  // Either side of today's midnight in Jakarta: the first is yesterday's, the second today's.
  for (const [orderNo, createdAt] of [
    ['910000000000000002', new Date(MIDNIGHT.getTime() - 1_000)],
    ['910000000000000003', MIDNIGHT],
  ] as const) {
    list.push({
      orderNo,
      currency: 'RUB',
      ...SKUS[1]!,
      quantity: 1,
      unitPrice: 7_700,
      status: 'completed',
      createdAt,
      paidAt: createdAt,
      completedAt: after(createdAt, 45_000),
      payments: [{ method: 'card', status: 'succeeded', at: createdAt }],
      attempts: [{ at: createdAt, outcome: 'delivered' }],
    });
  }
  return list;
}

beforeAll(async () => {
  t = await createTestApp();
  // The minute's stuck-orders check would run at the real time, when everything seeded below is
  // long stuck: these tests run it themselves, at the seeded store's time.
  await t.boss.offWork(STUCK_ALERTS_QUEUE.name, { wait: true });
  [operator, owner] = await Promise.all([signedInStaff(t, 'operator'), signedInStaff(t, 'owner')]);
  await seedOrders(t.database.db, ordersOverWeeks());
});
afterAll(() => t.close());

const DAYS = { today: 1, '7d': 7, '30d': 30 } as const;

async function rows<T>(query: SQL): Promise<T[]> {
  return (await t.database.db.execute(query)).rows as T[];
}

/** A time in the period, asked as local dates in the zone (the dashboard compares instants). */
const inPeriod = (column: SQL, days: number) =>
  sql`(${column} AT TIME ZONE ${ZONE})::date >= ((${NOW}::timestamptz AT TIME ZONE ${ZONE})::date - ${days - 1}::int)
    AND ${column} < ${NOW}`;

/** percentile_cont worked out here: linear between the two nearest of the sorted values. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const low = Math.floor(rank);
  return sorted[low]! + (sorted[Math.ceil(rank)]! - sorted[low]!) * (rank - low);
}

async function expected(days: number) {
  const statuses = await rows<{ currency: string; status: string; n: number }>(sql`
    SELECT currency_code AS currency, status, count(*)::int AS n FROM orders
    WHERE ${inPeriod(sql`created_at`, days)} GROUP BY 1, 2`);
  const funnel = await rows<{ currency: string; created: number; paid: number; completed: number }>(sql`
    SELECT o.currency_code AS currency, count(*)::int AS created,
      sum((EXISTS (SELECT 1 FROM order_events e WHERE e.order_no = o.order_no AND e.reason = 'paid'))::int)::int AS paid,
      sum((EXISTS (SELECT 1 FROM order_events e WHERE e.order_no = o.order_no AND e.to_status = 'completed'))::int)::int AS completed
    FROM orders o WHERE ${inPeriod(sql`o.created_at`, days)} GROUP BY 1`);
  const revenue = await rows<{ currency: string; orders: number; gross: string; refunded: string }>(sql`
    SELECT o.currency_code AS currency, count(*)::int AS orders, sum(p.amount)::bigint AS gross,
      sum(coalesce(
        (SELECT sum(r.amount) FROM refunds r WHERE r.order_no = o.order_no AND r.status = 'succeeded'),
        CASE WHEN o.status = 'refunded' THEN o.pay_amount ELSE 0 END))::bigint AS refunded
    FROM order_events e
    JOIN orders o ON o.order_no = e.order_no
    JOIN payments p ON p.order_no = o.order_no AND p.status IN ('succeeded', 'refunded')
    WHERE e.reason = 'paid' AND ${inPeriod(sql`e.at`, days)} GROUP BY 1`);
  const methods = await rows<{ currency: string; method: string; attempts: number; succeeded: number }>(sql`
    SELECT currency_code AS currency, method_id AS method, count(*)::int AS attempts,
      sum((status IN ('succeeded', 'refunded', 'duplicate', 'returned'))::int)::int AS succeeded
    FROM payments WHERE ${inPeriod(sql`created_at`, days)} GROUP BY 1, 2`);
  const delivered = await rows<{ currency: string; ms: number }>(sql`
    SELECT currency_code AS currency, extract(epoch FROM completed_at - paid_at)::float8 * 1000 AS ms
    FROM orders WHERE completed_at IS NOT NULL AND ${inPeriod(sql`paid_at`, days)}`);
  const failedAttempts = await rows<{ currency: string; n: number }>(sql`
    SELECT o.currency_code AS currency, count(*)::int AS n FROM delivery_attempts a, orders o
    WHERE a.order_no = o.order_no AND a.outcome = 'failed' AND ${inPeriod(sql`a.started_at`, days)} GROUP BY 1`);
  const autoRefunds = await rows<{
    currency: string;
    reason: string;
    n: number;
    amount: string;
    done: number;
  }>(sql`
    SELECT o.currency_code AS currency, e.reason, count(*)::int AS n, sum(o.pay_amount)::bigint AS amount,
      sum((o.status = 'refunded')::int)::int AS done
    FROM order_events e JOIN orders o ON o.order_no = e.order_no
    WHERE e.to_status = 'pendingRefund' AND e.reason <> 'operatorRefund' AND ${inPeriod(sql`e.at`, days)}
    GROUP BY 1, 2`);
  const sold = await rows<{ currency: string; sku: string; quantity: number; net: number }>(sql`
    SELECT currency_code AS currency, sku_id AS sku, quantity,
      pay_amount - CASE WHEN status = 'refunded' THEN pay_amount ELSE refunded_amount END AS net
    FROM orders WHERE ${inPeriod(sql`paid_at`, days)}`);
  return { statuses, funnel, revenue, methods, delivered, failedAttempts, autoRefunds, sold };
}

function figuresOf(summary: DashboardSummary, currency: string): CurrencyFigures {
  const figures = summary.currencies.find((item) => item.currency.code === currency);
  expect(figures, `${currency} has figures`).toBeDefined();
  return figures!;
}

describe('dashboard/summary', () => {
  it.each(['today', '7d', '30d'] as const)('%s: each figure is what SQL says', async (period) => {
    const summary = await t.services.dashboard.summary({ period, timeZone: ZONE }, 'en', NOW);
    const want = await expected(DAYS[period]);
    const currencies = new Set(want.statuses.map((row) => row.currency));
    expect(currencies.size).toBeGreaterThan(0);
    for (const currency of currencies) {
      const f = figuresOf(summary, currency);
      for (const row of want.statuses.filter((r) => r.currency === currency)) {
        expect(f.statuses[row.status as keyof typeof f.statuses], `${currency} ${row.status}`).toBe(row.n);
      }
      const funnel = want.funnel.find((r) => r.currency === currency)!;
      expect(f.funnel).toEqual({ created: funnel.created, paid: funnel.paid, completed: funnel.completed });

      const money = want.revenue.find((r) => r.currency === currency);
      const gross = Number(money?.gross ?? 0);
      const refunded = Number(money?.refunded ?? 0);
      expect(f.revenue).toEqual({ orders: money?.orders ?? 0, gross, refunded, net: gross - refunded });
      expect(f.series.reduce((sum, point) => sum + point.gross - point.refunded, 0)).toBe(gross - refunded);
      expect(f.series.reduce((sum, point) => sum + point.created, 0)).toBe(funnel.created);

      const methods = want.methods.filter((r) => r.currency === currency);
      expect(
        f.methods
          .map(({ methodId, attempts, succeeded }) => ({ methodId, attempts, succeeded }))
          .sort(byMethod),
      ).toEqual(
        methods
          .map(({ method, attempts, succeeded }) => ({ methodId: method, attempts, succeeded }))
          .sort(byMethod),
      );

      const times = want.delivered.filter((r) => r.currency === currency).map((r) => r.ms);
      expect(f.delivery.delivered).toBe(times.length);
      if (times.length > 0) {
        expect(f.delivery.p50Ms).toBeCloseTo(percentile(times, 0.5), 3);
        expect(f.delivery.p99Ms).toBeCloseTo(percentile(times, 0.99), 3);
      } else {
        expect(f.delivery.p50Ms).toBeNull();
      }

      const auto = want.autoRefunds.filter((r) => r.currency === currency);
      const reason = (name: string) => auto.find((r) => r.reason === name)?.n ?? 0;
      expect(f.autoRefunds).toEqual({
        orders: auto.reduce((sum, r) => sum + r.n, 0),
        amount: auto.reduce((sum, r) => sum + Number(r.amount), 0),
        done: auto.reduce((sum, r) => sum + r.done, 0),
        supplierFailed: reason('supplierFailed'),
        outOfStock: reason('outOfStock'),
        couponUsed: reason('couponUsed'),
      });
      expect(f.supplier).toEqual({
        failedAttempts: want.failedAttempts.find((r) => r.currency === currency)?.n ?? 0,
        failedOrders: reason('supplierFailed'),
      });

      const bySku = new Map<string, { units: number; revenue: number; orders: number }>();
      for (const row of want.sold.filter((r) => r.currency === currency)) {
        const sku = bySku.get(row.sku) ?? { units: 0, revenue: 0, orders: 0 };
        bySku.set(row.sku, {
          units: sku.units + row.quantity,
          revenue: sku.revenue + row.net,
          orders: sku.orders + 1,
        });
      }
      expect(
        Object.fromEntries(
          f.bestSellers.map((s) => [s.skuId, { units: s.units, revenue: s.revenue, orders: s.orders }]),
        ),
      ).toEqual(Object.fromEntries(bySku));
      for (const seller of f.bestSellers) expect(seller.product).not.toBe('');
    }
  });

  it("counts days from the staff member's midnight in their time zone", async () => {
    const today = await t.services.dashboard.summary({ period: 'today', timeZone: ZONE }, 'en', NOW);
    expect(today.period).toEqual({
      name: 'today',
      timeZone: ZONE,
      from: MIDNIGHT.getTime(),
      to: NOW.getTime(),
      bucket: 'hour',
    });
    // Hourly bars from midnight to the current hour: 00:00 … 19:00 in Jakarta.
    expect(figuresOf(today, 'RUB').series.map((point) => point.at)).toEqual(
      Array.from({ length: 20 }, (_, hour) => MIDNIGHT.getTime() + hour * HOUR),
    );
    // The order at 23:59:59 is yesterday's; the one at midnight is today's, in the first hour's bar.
    const rub = figuresOf(today, 'RUB');
    expect(rub.series[0]!.created).toBe(1);
    expect(rub.series[0]!.gross).toBe(7_700);
    const week = await t.services.dashboard.summary({ period: '7d', timeZone: ZONE }, 'en', NOW);
    expect(week.period.from).toBe(MIDNIGHT.getTime() - 6 * DAY);
    expect(week.period.bucket).toBe('day');
    expect(figuresOf(week, 'RUB').series.map((point) => point.at)).toEqual(
      Array.from({ length: 7 }, (_, day) => MIDNIGHT.getTime() - (6 - day) * DAY),
    );
    // The same instant in Moscow (UTC+3) is still the 15th: its day began four hours after Jakarta's.
    const moscow = await t.services.dashboard.summary(
      { period: 'today', timeZone: 'Europe/Moscow' },
      'en',
      NOW,
    );
    expect(moscow.period.from).toBe(Date.parse('2025-06-14T21:00:00Z'));
    expect(figuresOf(moscow, 'RUB').funnel.created).toBeLessThan(rub.funnel.created);
  });

  it('lists the best sellers by units and by revenue, each SKU once, of a store that sold many', async () => {
    // A week in the past, away from the other tests' weeks: 24 SKUs sold once each, the more units
    // the cheaper the unit, so the top ten by units and the top ten by revenue differ.
    const weekEnd = at(200 * DAY);
    const sold = await rows<{ id: string; product_slug: string }>(
      sql`SELECT id, product_slug FROM skus ORDER BY id LIMIT 24`,
    );
    expect(sold).toHaveLength(24);
    const seeded: SeedOrder[] = sold.map((sku, k) => {
      const paidAt = at(200 * DAY + (k + 1) * HOUR);
      return {
        orderNo: `8${String(k).padStart(17, '0')}`,
        currency: 'MYR',
        skuId: sku.id,
        productSlug: sku.product_slug,
        quantity: 1 + k,
        unitPrice: (24 - k) ** 2 * 100,
        status: 'completed',
        createdAt: after(paidAt, -MINUTE),
        paidAt,
        completedAt: after(paidAt, 20_000),
        payments: [{ method: 'card', status: 'succeeded', at: after(paidAt, -30_000) }],
      };
    });
    await seedOrders(t.database.db, seeded);
    const summary = await t.services.dashboard.summary({ period: '7d', timeZone: ZONE }, 'en', weekEnd);
    const figures = figuresOf(summary, 'MYR');

    const sellers = seeded.map((order) => ({
      skuId: order.skuId,
      units: order.quantity,
      revenue: order.unitPrice * order.quantity,
    }));
    const top = (key: 'units' | 'revenue') =>
      [...sellers].sort((a, b) => b[key] - a[key]).slice(0, BEST_SELLERS);
    const chosen = new Set([...top('units'), ...top('revenue')]);
    expect(chosen.size).toBeGreaterThan(BEST_SELLERS);
    expect(figures.bestSellers.map(({ skuId, units, revenue }) => ({ skuId, units, revenue }))).toEqual(
      [...chosen].sort((a, b) => b.units - a.units),
    );
    // Every order of the week still counts in its revenue, listed or not.
    expect(figures.revenue.gross).toBe(sellers.reduce((sum, seller) => sum + seller.revenue, 0));
  });

  it('answers owners and operators; refuses agents and an unknown time zone', async () => {
    const answer = await adminCall(
      t,
      'dashboard/summary',
      { period: '30d', timeZone: 'UTC' },
      operator.token,
    );
    expect(answer.code).toBe(1);
    expect(answer.data.period.name).toBe('30d');
    expect(
      (await adminCall(t, 'dashboard/summary', { period: 'today', timeZone: 'UTC' }, owner.token)).code,
    ).toBe(1);
    const agent = await signedInStaff(t, 'agent');
    const refused = await adminCall(
      t,
      'dashboard/summary',
      { period: 'today', timeZone: 'UTC' },
      agent.token,
    );
    expect(refused.code).toBe(CONSOLE_ERROR.STAFF_ROLE_REFUSED);
    const zone = await adminCall(
      t,
      'dashboard/summary',
      { period: 'today', timeZone: 'Mars/Olympus' },
      operator.token,
    );
    expect(zone.code).toBe(ERROR.FIELD_INVALID);
    expect(zone.msg).toContain('timeZone');
    const period = await adminCall(
      t,
      'dashboard/summary',
      { period: 'year', timeZone: 'UTC' },
      operator.token,
    );
    expect(period.code).toBe(ERROR.FIELD_INVALID);
  });
});

const byMethod = (a: { methodId: string }, b: { methodId: string }) => a.methodId.localeCompare(b.methodId);

describe('stuck orders', () => {
  /** Stuck and not yet stuck, in a currency of their own (MYR) so the figures above are not theirs. */
  function stuckSet(): SeedOrder[] {
    const base = {
      currency: 'MYR',
      ...SKUS[2]!,
      quantity: 1,
      unitPrice: 2_000,
      createdAt: at(3 * HOUR),
    } as const;
    const paid = (orderNo: string, paidAt: Date): SeedOrder => ({
      ...base,
      orderNo,
      status: 'pendingShipment',
      paidAt,
      payments: [{ method: 'card', status: 'succeeded', at: paidAt }],
    });
    const waitingRefund = (
      orderNo: string,
      refundRequestedAt: Date,
      refunds: SeedOrder['refunds'] = [],
    ): SeedOrder => ({
      ...paid(orderNo, at(3 * HOUR)),
      status: 'pendingRefund',
      failure: 'supplierFailed',
      refundRequestedAt,
      refunds,
    });
    const completed = (orderNo: string, refundAt: Date): SeedOrder => ({
      ...paid(orderNo, at(3 * HOUR)),
      status: 'completed',
      completedAt: at(3 * HOUR - MINUTE),
      refunds: [{ amount: 500, status: 'pending', at: refundAt, by: 'stf_1' }],
    });
    return [
      paid('920000000000000001', at(6 * MINUTE)),
      paid('920000000000000002', at(4 * MINUTE)),
      waitingRefund('920000000000000003', at(2 * HOUR)),
      waitingRefund('920000000000000004', at(2 * HOUR), [
        { amount: 2_000, status: 'pending', at: at(90 * MINUTE) },
      ]),
      completed('920000000000000005', at(30 * MINUTE)),
      completed('920000000000000006', at(70 * MINUTE)),
    ];
  }

  it('lists what is stuck and mails operators and owners once about each', async () => {
    await seedOrders(t.database.db, stuckSet());
    const { stuck } = await t.services.dashboard.summary({ period: 'today', timeZone: ZONE }, 'en', NOW);
    expect(stuck.deliveries).toEqual([{ orderNo: '920000000000000001', paidAt: at(6 * MINUTE).getTime() }]);
    expect(stuck.deliveriesTotal).toBe(1);
    // The older orders above that wait for their refund are stuck too; these are the ones seeded here.
    const mine = stuck.refunds.filter((refund) => refund.currency.code === 'MYR');
    expect(mine.map(({ orderNo, refundId, amount }) => ({ orderNo, refundId, amount }))).toEqual([
      { orderNo: '920000000000000003', refundId: null, amount: 2_000 },
      { orderNo: '920000000000000004', refundId: 'ref_920000000000000004_0', amount: 2_000 },
      { orderNo: '920000000000000006', refundId: 'ref_920000000000000006_0', amount: 500 },
    ]);
    expect(mine[0]!.currency).toEqual({ code: 'MYR', minorUnits: 2, symbol: expect.any(String) });
    expect(stuck.refundsTotal).toBe(stuck.refunds.length);
    expect(stuck.refunds.map((refund) => refund.requestedAt)).toEqual(
      stuck.refunds.map((refund) => refund.requestedAt).sort((a, b) => a - b),
    );

    expect(await t.services.stuckOrders.alertNew(NOW)).toBe(1 + stuck.refundsTotal);
    for (const { email } of [operator, owner]) {
      const mail = await mailTo(t, email, (m) => m.text.includes('920000000000000001'));
      for (const orderNo of [
        '920000000000000001',
        '920000000000000003',
        '920000000000000004',
        '920000000000000006',
      ]) {
        expect(mail.text).toContain(`/console/orders/${orderNo}`);
      }
      expect(mail.text).not.toContain('920000000000000002');
      expect(mail.text).not.toContain('920000000000000005');
      // Nothing personal: the order numbers alone.
      expect(mail.text).not.toContain('@dashboard.test');
      expect(mail.html).not.toContain('@dashboard.test');
    }

    // The next minute's run finds nothing new and mails nothing.
    const before = new Date();
    expect(await t.services.stuckOrders.alertNew(after(NOW, MINUTE))).toBe(0);
    expect(await jobsSent(t.boss, MAIL_QUEUE, { to: operator.email }, before)).toEqual([]);

    // The order paid four minutes ago is stuck two minutes later, and only it is mailed.
    expect(await t.services.stuckOrders.alertNew(after(NOW, 2 * MINUTE))).toBe(1);
    const next = await mailTo(t, operator.email, (m) => m.text.includes('920000000000000002'));
    expect(next.text).not.toContain('920000000000000001');
  });
});
