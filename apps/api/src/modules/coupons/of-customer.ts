import { FALLBACK_LANG, type ConsoleCustomerCoupon, type Lang } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

interface Row extends Record<string, unknown> {
  id: string;
  name: string;
  state: 'available' | 'locked' | 'used';
  expired: boolean;
  source: string;
  issued_at: Date;
  valid_until: Date;
  used_at: Date | null;
  order_no: string | null;
}

/**
 * A customer's coupons as the console's customer page shows them, newest first, named in the
 * reader's language; an unused one past its end reads as expired, as the customer sees it.
 */
export async function customerCouponsForStaff(
  db: Db,
  customerId: string,
  lang: Lang,
): Promise<ConsoleCustomerCoupon[]> {
  const { rows } = await db.execute<Row>(sql`
    SELECT c.id, COALESCE(t.names->>${lang}, t.names->>${FALLBACK_LANG}, t.id) AS name, c.state,
      c.valid_until <= now() AS expired, c.source, c.issued_at, c.valid_until, c.used_at, c.order_no
    FROM coupons c JOIN coupon_templates t ON t.id = c.template_id
    WHERE c.customer_id = ${customerId}
    ORDER BY c.issued_at DESC, c.id DESC`);
  const at = (date: Date) => new Date(date).getTime();
  return rows.map((row) => ({
    couponId: row.id,
    name: row.name,
    state: row.state === 'available' && row.expired ? 'expired' : row.state,
    source: row.source,
    issuedAt: at(row.issued_at),
    validUntil: at(row.valid_until),
    usedAt: row.used_at === null ? null : at(row.used_at),
    orderNo: row.order_no,
  }));
}
