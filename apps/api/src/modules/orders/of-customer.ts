import {
  FALLBACK_LANG,
  type ConsoleCustomerOrder,
  type Lang,
  type OrderStatus,
  type QuoteCurrency,
} from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

interface OrderRow extends Record<string, unknown> {
  order_no: string;
  status: OrderStatus;
  product_name: string;
  sku_name: string;
  quantity: number;
  currency: QuoteCurrency;
  pay_amount: number;
  refunded_amount: number;
  created_at: Date;
}

interface TotalRow extends Record<string, unknown> {
  currency: QuoteCurrency;
  orders: number;
  completed: number;
  /** A bigint, as text: a big spender's sum in a currency of small units passes 2^31. */
  spent: string;
}

/**
 * A customer's orders as the console's customer page shows them: the newest `limit` with their
 * product in the reader's language, how many there are, and what the completed ones brought in
 * (less refunds) per currency. Both read the customer's index (orders_customer_idx).
 */
export async function customerOrdersForStaff(db: Db, customerId: string, lang: Lang, limit: number) {
  const [{ rows: latest }, { rows: totals }] = await Promise.all([
    db.execute<OrderRow>(sql`
      SELECT o.order_no, o.status, COALESCE(l.name, e.name, o.product_slug) AS product_name,
        trim(s.face_value || ' ' || COALESCE(l.unit, e.unit, '')) AS sku_name, o.quantity,
        json_build_object('code', c.code, 'minorUnits', c.minor_units, 'symbol', c.symbol) AS currency,
        o.pay_amount, o.refunded_amount, o.created_at
      FROM orders o
      JOIN skus s ON s.id = o.sku_id
      JOIN currencies c ON c.code = o.currency_code
      LEFT JOIN product_texts l ON l.product_slug = o.product_slug AND l.lang = ${lang}
      LEFT JOIN product_texts e ON e.product_slug = o.product_slug AND e.lang = ${FALLBACK_LANG}
      WHERE o.customer_id = ${customerId}
      ORDER BY o.created_at DESC, o.order_no DESC
      LIMIT ${limit}`),
    db.execute<TotalRow>(sql`
      SELECT json_build_object('code', c.code, 'minorUnits', c.minor_units, 'symbol', c.symbol) AS currency,
        count(*)::int AS orders,
        (count(*) FILTER (WHERE o.status = 'completed'))::int AS completed,
        COALESCE(sum(o.pay_amount - o.refunded_amount) FILTER (WHERE o.status = 'completed'), 0)::bigint AS spent
      FROM orders o
      JOIN currencies c ON c.code = o.currency_code
      WHERE o.customer_id = ${customerId}
      GROUP BY c.code
      ORDER BY c.code`),
  ]);
  const orders: ConsoleCustomerOrder[] = latest.map((row) => ({
    orderNo: row.order_no,
    status: row.status,
    productName: row.product_name,
    skuName: row.sku_name,
    quantity: row.quantity,
    currency: row.currency,
    payAmount: row.pay_amount,
    refundedAmount: row.refunded_amount,
    createdAt: new Date(row.created_at).getTime(),
  }));
  return {
    orders,
    count: totals.reduce((sum, row) => sum + row.orders, 0),
    completed: totals.reduce((sum, row) => sum + row.completed, 0),
    spent: totals
      .filter((row) => Number(row.spent) > 0)
      .map((row) => ({ currency: row.currency, amount: Number(row.spent) })),
  };
}

/** How many orders each of `customerIds` has, for a page of the console's customer search. */
export async function orderCountsOf(db: Db, customerIds: string[]): Promise<Map<string, number>> {
  if (customerIds.length === 0) return new Map();
  const { rows } = await db.execute<{ customer_id: string; orders: number }>(sql`
    SELECT o.customer_id, count(*)::int AS orders FROM orders o
    WHERE o.customer_id IN (${sql.join(
      customerIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    GROUP BY o.customer_id`);
  return new Map(rows.map((row) => [row.customer_id, row.orders]));
}

/**
 * The customers who gave `email` for an order's receipt, most recent first: how a guest, who has no
 * e-mail of their own, is found by the address they paid with (orders_email_idx).
 */
export async function customersByOrderEmail(db: Db, email: string, limit: number): Promise<string[]> {
  const { rows } = await db.execute<{ customer_id: string }>(sql`
    SELECT o.customer_id FROM orders o WHERE o.email = ${email}
    GROUP BY o.customer_id ORDER BY max(o.created_at) DESC LIMIT ${limit}`);
  return rows.map((row) => row.customer_id);
}
