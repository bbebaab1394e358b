import {
  ERROR,
  FALLBACK_LANG,
  type ConsoleOrder,
  type ConsoleOrderDetail,
  type ConsoleOrderTimelineEntry,
  type Lang,
} from '@storefront/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { DomainError } from '../../../platform/errors.ts';
import { auditTrail, staffNames } from '../../agents/index.ts';
import { purchaseOf, timesOf, type OrderRow } from '../order-row.ts';
import { orderActions, orderEvents } from '../tables.ts';
import type { ConsoleOrderSources, TimelineOrder } from './sources.ts';

/** An order with its customer, where it was bought and in what language. */
interface DetailRow extends OrderRow {
  customer_kind: 'guest' | 'registered';
  customer_email: string | null;
  customer_disabled: boolean;
  region_code: string;
  lang: string;
}

/** The audit log's name for an order, as the actions write it. */
export const orderSubject = (orderNo: string) => `order:${orderNo}`;

/**
 * One order for the console: all it is, and everything that happened to it in time order. Its own
 * records (status changes, staff actions, audit entries) are read here; the rest comes from the
 * modules that keep it (`sources`).
 */
export function createConsoleOrderDetail({ db, sources }: { db: Db; sources: ConsoleOrderSources }) {
  async function detailRow(orderNo: string, lang: Lang): Promise<DetailRow> {
    const { rows } = await db.execute<DetailRow>(sql`
      SELECT o.*, o.currency_code, cu.kind AS customer_kind, cu.email AS customer_email,
        cu.disabled AS customer_disabled, p.kind, p.delivery_mode, p.input_fields,
        COALESCE(l.name, e.name, p.slug) AS product_name, COALESCE(l.unit, e.unit, '') AS unit, s.face_value,
        json_build_object('code', c.code, 'minorUnits', c.minor_units, 'symbol', c.symbol) AS currency,
        (SELECT coalesce(t.names->>${lang}, t.names->>${FALLBACK_LANG}) FROM coupons cp
          JOIN coupon_templates t ON t.id = cp.template_id WHERE cp.id = o.coupon_id) AS coupon_name
      FROM orders o
      JOIN customers cu ON cu.id = o.customer_id
      JOIN products p ON p.slug = o.product_slug
      JOIN skus s ON s.id = o.sku_id
      JOIN currencies c ON c.code = o.currency_code
      LEFT JOIN product_texts l ON l.product_slug = p.slug AND l.lang = ${lang}
      LEFT JOIN product_texts e ON e.product_slug = p.slug AND e.lang = ${FALLBACK_LANG}
      WHERE o.order_no = ${orderNo}`);
    const [row] = rows;
    if (!row) throw new DomainError(ERROR.ORDER_NOT_FOUND);
    return row;
  }

  /** Status changes, staff actions and the audit log's entries about the order. */
  async function ownEntries(orderNo: string): Promise<ConsoleOrderTimelineEntry[]> {
    const [events, actions, audit] = await Promise.all([
      db.select().from(orderEvents).where(eq(orderEvents.orderNo, orderNo)).orderBy(asc(orderEvents.id)),
      db
        .select()
        .from(orderActions)
        .where(eq(orderActions.orderNo, orderNo))
        .orderBy(asc(orderActions.createdAt)),
      auditTrail(db, [orderSubject(orderNo)]),
    ]);
    const names = await staffNames(db, [
      ...actions.map((row) => row.agentId),
      ...audit.flatMap((row) => (row.actorId ? [row.actorId] : [])),
    ]);
    const nameOf = (id: string | null) => (id ? (names.get(id) ?? null) : null);
    return [
      // The order's creation is the timeline's first entry already.
      ...events
        .filter((row) => row.fromStatus !== null)
        .map((row): ConsoleOrderTimelineEntry => ({
          kind: 'status',
          at: row.at.getTime(),
          from: row.fromStatus,
          to: row.toStatus,
          reason: row.reason,
        })),
      ...actions.map((row): ConsoleOrderTimelineEntry => ({
        kind: 'action',
        at: row.createdAt.getTime(),
        actionId: row.id,
        action: row.action,
        by: nameOf(row.agentId),
        reason: row.reason,
        result: row.result ?? null,
      })),
      ...audit.map((row): ConsoleOrderTimelineEntry => ({
        kind: 'audit',
        at: row.at.getTime(),
        action: row.action,
        by: nameOf(row.actorId) ?? row.actorEmail,
        after: row.after,
      })),
    ];
  }

  function detailOf(row: DetailRow, delivery: Awaited<ReturnType<ConsoleOrderSources['delivery']>>) {
    const fields = row.input_fields;
    const server = fields.servers.find((item) => item.id === row.server_id);
    return {
      orderNo: row.order_no,
      status: row.status,
      failure: row.failure,
      product: {
        slug: row.product_slug,
        kind: row.kind,
        name: row.product_name,
        deliveryMode: row.delivery_mode,
        asks: { playerId: fields.playerId, characterName: fields.characterName, server: fields.server },
        servers: fields.servers.map(({ id, name }) => ({ id, name })),
      },
      ...purchaseOf(row),
      paymentMethod: row.payment_method,
      coupon: row.coupon_id ? { id: row.coupon_id, name: row.coupon_name } : null,
      rechargeAccount:
        fields.playerId || fields.characterName || fields.server
          ? {
              playerId: row.player_id,
              characterName: row.character_name,
              serverId: row.server_id,
              serverName: server?.name ?? null,
            }
          : null,
      email: row.email,
      customer: {
        id: row.customer_id,
        guest: row.customer_kind === 'guest',
        email: row.customer_email,
        disabled: row.customer_disabled,
      },
      region: row.region_code,
      lang: row.lang,
      ...delivery,
      ...timesOf(row),
    } satisfies ConsoleOrderDetail;
  }

  return {
    async get(orderNo: string, lang: Lang): Promise<ConsoleOrder> {
      const row = await detailRow(orderNo, lang);
      const created = new Date(row.created_at);
      const settled = row.refunded_at ?? row.completed_at ?? row.closed_at;
      const order: TimelineOrder = {
        orderNo,
        customerId: row.customer_id,
        createdAt: created,
        settledAt: settled === null ? null : new Date(settled),
      };
      const [delivery, own, ...theirs] = await Promise.all([
        sources.delivery(orderNo),
        ownEntries(orderNo),
        ...sources.timeline.map((source) => source(order)),
      ]);
      const createdEntry: ConsoleOrderTimelineEntry = {
        kind: 'created',
        at: created.getTime(),
        payAmount: row.pay_amount,
        currency: row.currency.code,
      };
      // Stable: entries of the same moment keep the order their sources gave them.
      const timeline = [createdEntry, ...own, ...theirs.flat()].sort((a, b) => a.at - b.at);
      return { order: detailOf(row, delivery), timeline };
    },
  };
}

export type ConsoleOrderDetailService = ReturnType<typeof createConsoleOrderDetail>;
