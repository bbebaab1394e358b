import {
  STUCK_DELIVERY_MINUTES,
  STUCK_LIST_LIMIT,
  STUCK_REFUND_MINUTES,
  type Lang,
  type StuckOrders,
} from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { webText } from '../../platform/i18n/web-messages.ts';
import type { JobSender } from '../../platform/jobs.ts';
import { alertOperators, type StaffAlert } from '../agents/index.ts';
import { orders, stuckAlerts } from '../orders/tables.ts';
import { refunds } from '../payments/tables.ts';
import { currencies } from '../system/tables.ts';

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/**
 * Paid orders not delivered after five minutes (orders_status_created_idx finds the few waiting
 * for delivery), the longest-waiting first.
 */
async function stuckDeliveries(db: Db | Tx, now: Date, limit: number) {
  const { rows } = await db.execute<{ order_no: string; paid_at: Date; total: number }>(sql`
    SELECT order_no, paid_at, count(*) OVER ()::int AS total
    FROM ${orders}
    WHERE status = 'pendingShipment' AND paid_at < ${minutesBefore(now, STUCK_DELIVERY_MINUTES)}
    ORDER BY paid_at, order_no
    LIMIT ${limit}`);
  return {
    list: rows.map((row) => ({ orderNo: row.order_no, paidAt: new Date(row.paid_at).getTime() })),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * Refunds not done an hour after they were asked for: a refund's row still pending, or an order
 * waiting for its refund with no such row (each stuck thing once).
 */
async function stuckRefunds(db: Db | Tx, now: Date, limit: number) {
  const cutoff = minutesBefore(now, STUCK_REFUND_MINUTES);
  const { rows } = await db.execute<{
    order_no: string;
    refund_id: string | null;
    amount: number;
    currency: string;
    minor_units: number;
    symbol: string;
    requested_at: Date;
    total: number;
  }>(sql`
    SELECT stuck.*, c.minor_units, c.symbol, count(*) OVER ()::int AS total FROM (
      SELECT r.order_no, r.id AS refund_id, r.amount, r.currency_code AS currency, r.created_at AS requested_at
      FROM ${refunds} r
      WHERE r.status = 'pending' AND r.created_at < ${cutoff}
      UNION ALL
      SELECT o.order_no, NULL, o.pay_amount - o.refunded_amount, o.currency_code, o.refund_requested_at
      FROM ${orders} o
      WHERE o.status = 'pendingRefund' AND o.refund_requested_at < ${cutoff}
        AND NOT EXISTS (
          SELECT 1 FROM ${refunds} r
          WHERE r.order_no = o.order_no AND r.status = 'pending' AND r.created_at < ${cutoff})
    ) stuck JOIN ${currencies} c ON c.code = stuck.currency
    ORDER BY requested_at, order_no
    LIMIT ${limit}`);
  return {
    list: rows.map((row) => ({
      orderNo: row.order_no,
      refundId: row.refund_id,
      amount: row.amount,
      currency: { code: row.currency, minorUnits: row.minor_units, symbol: row.symbol },
      requestedAt: new Date(row.requested_at).getTime(),
    })),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * Stuck orders (issue 15): listed on the dashboard, and mailed to operators and owners once each
 * by the minute's job. A `stuck_alerts` row says a thing was mailed about: inserting it is what
 * decides that it is new, so two runs at once mail it once.
 */
export function createStuckOrders({
  db,
  jobs,
  lang,
  consoleUrl,
}: {
  db: Db;
  jobs: JobSender;
  /** The store's default language: staff members' own are not known. */
  lang: () => Lang;
  /** A console page's address from its path under /{lang}/console. */
  consoleUrl: (path: string) => string;
}) {
  return {
    async list(now = new Date()): Promise<StuckOrders> {
      const [deliveries, refundList] = await Promise.all([
        stuckDeliveries(db, now, STUCK_LIST_LIMIT),
        stuckRefunds(db, now, STUCK_LIST_LIMIT),
      ]);
      return {
        deliveries: deliveries.list,
        deliveriesTotal: deliveries.total,
        refunds: refundList.list,
        refundsTotal: refundList.total,
      };
    },

    /** Mails what became stuck since the last run; answers how many things it told of. */
    async alertNew(now = new Date()): Promise<number> {
      return db.transaction(async (tx) => {
        const [deliveries, refundList] = await Promise.all([
          stuckDeliveries(tx, now, Number.MAX_SAFE_INTEGER),
          stuckRefunds(tx, now, Number.MAX_SAFE_INTEGER),
        ]);
        const subjects = [
          ...deliveries.list.map((item) => ({ kind: 'delivery' as const, subject: item.orderNo })),
          ...refundList.list.map((item) => ({
            kind: 'refund' as const,
            subject: item.refundId ?? item.orderNo,
          })),
        ];
        if (subjects.length === 0) return 0;
        const fresh = await tx
          .insert(stuckAlerts)
          .values(subjects)
          .onConflictDoNothing()
          .returning({ kind: stuckAlerts.kind, subject: stuckAlerts.subject });
        if (fresh.length === 0) return 0;
        const isNew = new Set(fresh.map((row) => `${row.kind}:${row.subject}`));
        const newDeliveries = deliveries.list.filter((item) => isNew.has(`delivery:${item.orderNo}`));
        const newRefunds = refundList.list.filter((item) =>
          isNew.has(`refund:${item.refundId ?? item.orderNo}`),
        );
        await alertOperators(
          tx,
          jobs,
          stuckMail(lang(), consoleUrl, {
            deliveries: newDeliveries.map((item) => item.orderNo),
            refunds: newRefunds.map((item) => item.orderNo),
          }),
        );
        return fresh.length;
      });
    },
  };
}

export type StuckOrdersService = ReturnType<typeof createStuckOrders>;

/** The most orders of each kind one mail lists; the rest are on the dashboard. */
const MAIL_LIST_LIMIT = STUCK_LIST_LIMIT;

/** The alert: each new stuck order by its number, linked to its page in the console; nothing personal. */
function stuckMail(
  lang: Lang,
  consoleUrl: (path: string) => string,
  orderNos: { deliveries: string[]; refunds: string[] },
): StaffAlert {
  const say = (name: string, values: Record<string, string | number> = {}) =>
    webText(`consoleDashboard.${name}`, lang, values) ?? name;
  const part = (intro: string, list: string[]) => {
    const more = list.length - MAIL_LIST_LIMIT;
    return {
      text: intro,
      links: [
        ...list.slice(0, MAIL_LIST_LIMIT).map((orderNo) => ({
          text: say('mailOrder', { orderNo }),
          href: consoleUrl(`/orders/${orderNo}`),
        })),
        ...(more > 0 ? [{ text: say('mailMore', { count: more }), href: consoleUrl('') }] : []),
      ],
    };
  };
  const parts = [];
  if (orderNos.deliveries.length > 0) {
    parts.push(
      part(
        say('mailDeliveries', { count: orderNos.deliveries.length, minutes: STUCK_DELIVERY_MINUTES }),
        orderNos.deliveries,
      ),
    );
  }
  if (orderNos.refunds.length > 0) {
    parts.push(part(say('mailRefunds', { count: orderNos.refunds.length }), orderNos.refunds));
  }
  parts.push({ text: say('mailAction'), links: [{ text: say('mailOpen'), href: consoleUrl('') }] });
  return {
    lang,
    subject: say('mailSubject', { count: orderNos.deliveries.length + orderNos.refunds.length }),
    parts,
  };
}
