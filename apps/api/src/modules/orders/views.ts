import {
  ERROR,
  FALLBACK_LANG,
  type InvitationOrderList,
  type Lang,
  type OrderDetail,
  type OrderList,
  type OrderStatus,
  type OrderStatusData,
  type OrderSummary,
} from '@storefront/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { DELIVERY, productImageUrl } from '../catalog/index.ts';
import type { OrderFulfilment } from './fulfilment.ts';
import { maskEmail } from './numbers.ts';
import { ms, purchaseOf, timesOf, type OrderRow } from './order-row.ts';

/** An order as the customer's views read it. */
interface OrderViewRow extends OrderRow {
  art: string | null;
  server_names: Record<string, string>;
  redemption_steps: string[];
  delivery_started: boolean;
  owner_kind: 'guest' | 'registered';
}

/** How long an account's delivered codes are shown without its password (issue 13, codes kept safe). */
const CODES_SHOWN_MS = 24 * 3_600_000;

export type OrderViews = ReturnType<typeof createOrderViews>;

/** The read side of orders: every read is of the caller's own orders, else -1204. */
export function createOrderViews({
  db,
  config,
  fulfilment,
}: {
  db: Db;
  config: Config;
  fulfilment: OrderFulfilment;
}) {
  async function rows(lang: Lang, where: SQL, page?: { limit: number; offset: number }) {
    const { rows: found } = await db.execute<OrderViewRow>(sql`
      SELECT o.order_no, o.status, o.customer_id, o.product_slug, p.art, p.kind, p.delivery_mode, p.input_fields,
        COALESCE(l.name, e.name, p.slug) AS product_name, COALESCE(l.unit, e.unit, '') AS unit,
        COALESCE(e.server_names, '{}') || COALESCE(l.server_names, '{}') AS server_names,
        COALESCE(NULLIF(l.redemption_steps, '[]'), e.redemption_steps, '[]') AS redemption_steps,
        o.sku_id, s.face_value, o.quantity,
        json_build_object('code', c.code, 'minorUnits', c.minor_units, 'symbol', c.symbol) AS currency,
        o.unit_price, o.product_amount, o.discount_amount, o.handling_fee, o.pay_amount, o.refunded_amount,
        o.payment_method,
        o.player_id, o.character_name, o.server_id, o.email, o.failure, o.coupon_id,
        (SELECT coalesce(t.names->>${lang}, t.names->>${FALLBACK_LANG}) FROM coupons cp
          JOIN coupon_templates t ON t.id = cp.template_id WHERE cp.id = o.coupon_id) AS coupon_name,
        o.created_at, o.payment_deadline, o.paid_at, o.completed_at, o.closed_at,
        o.refund_requested_at, o.refunded_at,
        EXISTS (SELECT 1 FROM deliveries d WHERE d.order_no = o.order_no
          AND (d.attempts > 0 OR d.delivered_at IS NOT NULL)) AS delivery_started,
        (SELECT cu.kind FROM customers cu WHERE cu.id = o.customer_id) AS owner_kind
      FROM orders o
      JOIN products p ON p.slug = o.product_slug
      JOIN skus s ON s.id = o.sku_id
      JOIN currencies c ON c.code = o.currency_code
      LEFT JOIN product_texts l ON l.product_slug = p.slug AND l.lang = ${lang}
      LEFT JOIN product_texts e ON e.product_slug = p.slug AND e.lang = ${FALLBACK_LANG}
      WHERE ${where}
      ORDER BY o.created_at DESC, o.order_no DESC
      ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`);
    return found;
  }

  async function own(customerId: string, orderNo: string, lang: Lang): Promise<OrderViewRow> {
    const [row] = await rows(lang, sql`o.order_no = ${orderNo} AND o.customer_id = ${customerId}`);
    // Another customer's order is answered exactly like one that does not exist.
    if (!row) throw new DomainError(ERROR.ORDER_NOT_FOUND);
    return row;
  }

  function summary(row: OrderViewRow): OrderSummary {
    return {
      orderNo: row.order_no,
      status: row.status,
      productId: row.product_slug,
      productName: row.product_name,
      imageUrl: productImageUrl(config.cdnHost, row.product_slug, row.art),
      skuName: `${row.face_value} ${row.unit}`.trim(),
      quantity: row.quantity,
      currency: row.currency,
      payAmount: row.pay_amount,
      createdAt: ms(row.created_at)!,
    };
  }

  function hasCodes(row: OrderViewRow): boolean {
    return row.status === 'completed' && fulfilment.isCodeKind(row.kind);
  }

  /**
   * An account's codes a day after delivery: its password shows them again. A guest's are not hidden:
   * a guest has no password, and its order opens only in its own browser or by an e-mailed link.
   */
  function codesHidden(row: OrderViewRow): boolean {
    const delivered = ms(row.completed_at);
    return (
      hasCodes(row) &&
      row.owner_kind === 'registered' &&
      delivered !== null &&
      Date.now() - delivered > CODES_SHOWN_MS
    );
  }

  /** The recharge account may be corrected until delivery begins. */
  function editable(row: OrderViewRow): boolean {
    const asks = row.input_fields.playerId || row.input_fields.server;
    const open =
      row.status === 'waitingPayment' || (row.status === 'pendingShipment' && !row.delivery_started);
    return asks && open;
  }

  async function detail(row: OrderViewRow): Promise<OrderDetail> {
    const fields = row.input_fields;
    const server = fields.servers.find((item) => item.id === row.server_id);
    // A friend request exists only once the order is paid.
    const befriends =
      row.delivery_mode === 'friendRequest' && row.status !== 'waitingPayment' && row.status !== 'closed';
    const friend = befriends ? await fulfilment.deliveryInfo(row.order_no) : null;
    return {
      orderNo: row.order_no,
      status: row.status,
      ...timesOf(row),
      product: {
        id: row.product_slug,
        kind: row.kind,
        name: row.product_name,
        imageUrl: productImageUrl(config.cdnHost, row.product_slug, row.art),
        delivery: DELIVERY[row.kind],
        deliveryMode: row.delivery_mode,
      },
      ...purchaseOf(row),
      rechargeAccount:
        fields.playerId || fields.server
          ? {
              playerId: row.player_id ?? '',
              characterName: row.character_name ?? '',
              serverId: row.server_id ?? '',
              serverName: server ? (row.server_names[server.id] ?? server.name) : '',
            }
          : null,
      paymentMethod: row.payment_method,
      coupon: row.coupon_id ? { id: row.coupon_id, name: row.coupon_name ?? '' } : null,
      email: row.email,
      codes: hasCodes(row) && !codesHidden(row) ? await fulfilment.codesOf(row.order_no) : [],
      codesHidden: codesHidden(row),
      redemptionSteps: fulfilment.isCodeKind(row.kind) ? row.redemption_steps : [],
      editable: editable(row),
      failure: row.failure,
      friendRequest: befriends
        ? { senderName: friend?.senderName ?? '', coinsWithdrawn: friend?.coinsWithdrawn ?? false }
        : null,
    };
  }

  return {
    editable,
    own,
    detail,
    hasCodes,

    async list(
      customerId: string,
      lang: Lang,
      { pageNum, pageSize, status }: { pageNum: number; pageSize: number; status?: OrderStatus },
    ): Promise<OrderList> {
      const where = status
        ? sql`o.customer_id = ${customerId} AND o.status = ${status}`
        : sql`o.customer_id = ${customerId}`;
      const [found, [count]] = await Promise.all([
        rows(lang, where, { limit: pageSize, offset: (pageNum - 1) * pageSize }),
        db
          .execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM orders o WHERE ${where}`)
          .then((result) => result.rows),
      ]);
      return { list: found.map(summary), total: count?.total ?? 0, pageNum, pageSize };
    },

    async status(customerId: string, orderNo: string): Promise<OrderStatusData> {
      const row = await own(customerId, orderNo, FALLBACK_LANG);
      return statusData(row, hasCodes(row));
    },

    /** For live updates: the status of an order whoever owns it (the caller checked ownership). */
    async statusOf(orderNo: string): Promise<OrderStatusData | undefined> {
      const [row] = await rows(FALLBACK_LANG, sql`o.order_no = ${orderNo}`);
      return row && statusData(row, hasCodes(row));
    },

    /** Orders of the customers who registered with the caller's invite code, newest first. */
    async invitations(
      inviteCode: string | null,
      lang: Lang,
      { pageNum, pageSize }: { pageNum: number; pageSize: number },
    ): Promise<InvitationOrderList> {
      if (!inviteCode) return { list: [], total: 0, pageNum, pageSize };
      const where = sql`o.customer_id IN (SELECT id FROM customers WHERE invited_by_code = ${inviteCode})`;
      const [found, counted, invitees] = await Promise.all([
        rows(lang, where, { limit: pageSize, offset: (pageNum - 1) * pageSize }),
        db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM orders o WHERE ${where}`),
        db.execute<{ id: string; email: string | null }>(
          sql`SELECT id, email FROM customers WHERE invited_by_code = ${inviteCode}`,
        ),
      ]);
      const emailOf = new Map(invitees.rows.map((row) => [row.id, row.email]));
      return {
        list: found.map((row) => ({
          orderNo: row.order_no,
          status: row.status,
          productName: row.product_name,
          currency: row.currency,
          payAmount: row.pay_amount,
          createdAt: ms(row.created_at)!,
          invitee: maskEmail(emailOf.get(row.customer_id) ?? null),
        })),
        total: counted.rows[0]?.total ?? 0,
        pageNum,
        pageSize,
      };
    },
  };
}

function statusData(row: OrderViewRow, codes: boolean): OrderStatusData {
  return {
    orderNo: row.order_no,
    status: row.status,
    paidAt: ms(row.paid_at),
    completedAt: ms(row.completed_at),
    hasCodes: codes,
    refundedAmount: row.refunded_amount,
  };
}
