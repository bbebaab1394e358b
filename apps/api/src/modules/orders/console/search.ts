import {
  CONSOLE_ERROR,
  FALLBACK_LANG,
  ORDER_COUNT_CAP,
  type ConsoleOrderRow,
  type Lang,
  type OrderFilter,
  type OrderSearch,
} from '@storefront/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { DomainError } from '../../../platform/errors.ts';
import type { OrderRow } from '../order-row.ts';

/** A search's order row with what its lines show: the order's own columns, as its detail reads them, and the line's. */
export type FoundOrder = Record<string, unknown> &
  Pick<
    OrderRow,
    | 'order_no'
    | 'status'
    | 'failure'
    | 'created_at'
    | 'paid_at'
    | 'product_slug'
    | 'product_name'
    | 'quantity'
    | 'currency'
    | 'product_amount'
    | 'discount_amount'
    | 'handling_fee'
    | 'pay_amount'
    | 'refunded_amount'
    | 'payment_method'
    | 'email'
    | 'player_id'
  > & {
    /** `created_at` in microseconds since the epoch, as text: the keyset cursor's exact half. */
    created_us: string;
    sku_name: string;
    guest: boolean;
  };

/** Where a page starts: just past this order, in (created_at, order_no) order. */
interface Key {
  us: string;
  orderNo: string;
}

const CURSOR = /^(\d{1,17})_(\d{18})$/;

export function cursorOf(row: Pick<FoundOrder, 'created_us' | 'order_no'>): string {
  return `${row.created_us}_${row.order_no}`;
}

function keyOf(cursor: string): Key {
  const match = CURSOR.exec(cursor);
  if (!match) throw new DomainError(CONSOLE_ERROR.ORDERS_CURSOR_INVALID, { field: 'cursor' });
  return { us: match[1]!, orderNo: match[2]! };
}

const atKey = (key: Key) => sql`(timestamptz 'epoch' + ${key.us}::bigint * interval '1 microsecond')`;

/**
 * The filter's conditions on `orders o`, each one an index of migration 0027 can serve (newest first
 * within it). `orderNos` are the orders a payment id named: none means nothing matches.
 */
function conditionsOf(filter: OrderFilter, orderNos: string[] | undefined): SQL[] {
  const where: SQL[] = [];
  if (filter.orderNo !== undefined) where.push(sql`o.order_no = ${filter.orderNo}`);
  if (orderNos !== undefined) {
    where.push(
      orderNos.length
        ? sql`o.order_no IN (${sql.join(
            orderNos.map((no) => sql`${no}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  }
  if (filter.email !== undefined) where.push(sql`o.email = ${filter.email}`);
  if (filter.playerId !== undefined) where.push(sql`o.player_id = ${filter.playerId}`);
  if (filter.product !== undefined) where.push(sql`o.product_slug = ${filter.product}`);
  if (filter.status !== undefined) where.push(sql`o.status = ${filter.status}`);
  if (filter.from !== undefined) where.push(sql`o.created_at >= ${new Date(filter.from).toISOString()}`);
  if (filter.to !== undefined) where.push(sql`o.created_at < ${new Date(filter.to).toISOString()}`);
  return where;
}

const and = (where: SQL[]) => (where.length ? sql.join(where, sql` AND `) : sql`true`);

/**
 * Orders for the console: a search a page at a time, and every match in batches for the export.
 * Pages are keyset pages on (created_at, order_no), so a page deep in a million orders costs what the
 * first does; the count stops at `ORDER_COUNT_CAP`.
 */
export function createOrderSearch({
  db,
  paymentOrders,
}: {
  db: Db;
  paymentOrders: (paymentId: string) => Promise<string[]>;
}) {
  async function conditions(filter: OrderFilter): Promise<SQL[]> {
    const orderNos = filter.paymentId === undefined ? undefined : await paymentOrders(filter.paymentId);
    return conditionsOf(filter, orderNos);
  }

  /** `limit` orders past `key` (older ones, or newer ones when `newer`), newest first. */
  async function page(
    where: SQL[],
    lang: Lang,
    limit: number,
    key?: Key,
    newer = false,
  ): Promise<FoundOrder[]> {
    const past = key
      ? [sql`(o.created_at, o.order_no) ${newer ? sql`>` : sql`<`} (${atKey(key)}, ${key.orderNo})`]
      : [];
    const direction = newer ? sql`ASC` : sql`DESC`;
    const { rows } = await db.execute<FoundOrder>(sql`
      SELECT o.order_no, o.status, o.failure, o.created_at,
        (extract(epoch FROM o.created_at) * 1000000)::bigint::text AS created_us, o.paid_at, o.product_slug,
        COALESCE(l.name, e.name, o.product_slug) AS product_name,
        trim(s.face_value || ' ' || COALESCE(l.unit, e.unit, '')) AS sku_name, o.quantity,
        json_build_object('code', c.code, 'minorUnits', c.minor_units, 'symbol', c.symbol) AS currency,
        o.product_amount, o.discount_amount, o.handling_fee, o.pay_amount, o.refunded_amount,
        o.payment_method, o.email, o.player_id, cu.kind = 'guest' AS guest
      FROM (
        SELECT * FROM orders o WHERE ${and([...where, ...past])}
        ORDER BY o.created_at ${direction}, o.order_no ${direction} LIMIT ${limit}
      ) o
      JOIN skus s ON s.id = o.sku_id
      JOIN currencies c ON c.code = o.currency_code
      JOIN customers cu ON cu.id = o.customer_id
      LEFT JOIN product_texts l ON l.product_slug = o.product_slug AND l.lang = ${lang}
      LEFT JOIN product_texts e ON e.product_slug = o.product_slug AND e.lang = ${FALLBACK_LANG}
      ORDER BY o.created_at DESC, o.order_no DESC`);
    return rows;
  }

  async function count(where: SQL[]): Promise<OrderSearch['matches']> {
    const { rows } = await db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (
        SELECT 1 FROM orders o WHERE ${and(where)} LIMIT ${ORDER_COUNT_CAP + 1}
      ) found`);
    const n = rows[0]!.n;
    return { count: Math.min(n, ORDER_COUNT_CAP), atLeast: n > ORDER_COUNT_CAP };
  }

  return {
    async search(
      filter: OrderFilter,
      lang: Lang,
      { after, before, limit }: { after?: string; before?: string; limit: number },
    ): Promise<OrderSearch> {
      const key = after ? keyOf(after) : before ? keyOf(before) : undefined;
      const backwards = !after && before !== undefined;
      const where = await conditions(filter);
      const [found, matches] = await Promise.all([
        page(where, lang, limit + 1, key, backwards),
        count(where),
      ]);
      // One more than a page says whether another page lies that way.
      const more = found.length > limit;
      const list = backwards ? found.slice(more ? 1 : 0) : found.slice(0, limit);
      const first = list[0];
      const last = list.at(-1);
      return {
        list: list.map(rowOf),
        older: last && (backwards ? true : more) ? cursorOf(last) : null,
        newer: first && (backwards ? more : key !== undefined) ? cursorOf(first) : null,
        matches,
      };
    },

    /** Every order matching the filter, newest first, `batch` at a time: none is held longer than its batch. */
    async *everyMatch(filter: OrderFilter, lang: Lang, batch = 1000): AsyncGenerator<FoundOrder[]> {
      const where = await conditions(filter);
      let key: Key | undefined;
      for (;;) {
        const rows = await page(where, lang, batch, key);
        if (rows.length) yield rows;
        if (rows.length < batch) return;
        const last = rows.at(-1)!;
        key = { us: last.created_us, orderNo: last.order_no };
      }
    },
  };
}

export type OrderSearchService = ReturnType<typeof createOrderSearch>;

const ms = (date: Date | null) => (date === null ? null : new Date(date).getTime());

function rowOf(row: FoundOrder): ConsoleOrderRow {
  return {
    orderNo: row.order_no,
    status: row.status,
    failure: row.failure,
    createdAt: ms(row.created_at)!,
    paidAt: ms(row.paid_at),
    productSlug: row.product_slug,
    productName: row.product_name,
    skuName: row.sku_name,
    quantity: row.quantity,
    currency: row.currency,
    payAmount: row.pay_amount,
    refundedAmount: row.refunded_amount,
    paymentMethod: row.payment_method,
    email: row.email,
    playerId: row.player_id,
    guest: row.guest,
  };
}
