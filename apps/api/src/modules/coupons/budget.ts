import type { CouponKind } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { newId } from '../../platform/ids.ts';

/**
 * A template's budgets (migration 0027): every coupon issued and every coupon an order takes counts
 * against them in the transaction that does it. The counts move by one conditional UPDATE of the
 * template's row: concurrent issuers queue on that row and each sees the count the one before it
 * left, so no budget is ever exceeded (and the table's check says so too).
 */

/** Whether template `t` issues coupons now: enabled and inside its issuing window. */
export const issuesNow = sql`t.enabled
  AND (t.issuable_from IS NULL OR t.issuable_from <= now())
  AND (t.issuable_until IS NULL OR now() < t.issuable_until)`;

export type IssueOutcome =
  | { issued: { id: string; validUntil: Date } }
  /** The customer holds this source's coupon already. */
  | { already: { id: string; validUntil: Date } }
  /** The template is stopped or outside its issuing window. */
  | { refused: 'stopped' }
  /** Its issue budget is spent. */
  | { refused: 'runOut' }
  | { refused: 'missing' };

/**
 * One coupon of the template for the customer, once per source (`coupons_customer_source_unique`),
 * taken from the template's issue budget. The coupon is written first so that a source issued
 * before costs nothing; when the budget refuses, it is removed again in the same transaction.
 */
export async function issueCoupon(
  tx: Tx,
  { customerId, templateId, source }: { customerId: string; templateId: string; source: string },
): Promise<IssueOutcome> {
  const { rows } = await tx.execute<{ id: string; valid_until: Date }>(sql`
    INSERT INTO coupons (id, customer_id, template_id, source, valid_until)
    SELECT ${newId('cpn')}, ${customerId}, t.id, ${source}, now() + t.valid_days * interval '1 day'
    FROM coupon_templates t WHERE t.id = ${templateId}
    ON CONFLICT (customer_id, source) DO NOTHING
    RETURNING id, valid_until`);
  const coupon = rows[0];
  if (!coupon) {
    const { rows: held } = await tx.execute<{ id: string; valid_until: Date }>(sql`
      SELECT id, valid_until FROM coupons WHERE customer_id = ${customerId} AND source = ${source}`);
    if (!held[0]) return { refused: 'missing' };
    return { already: { id: held[0].id, validUntil: new Date(held[0].valid_until) } };
  }
  const { rows: taken } = await tx.execute<{ id: string }>(sql`
    UPDATE coupon_templates t SET issued_count = t.issued_count + 1
    WHERE t.id = ${templateId} AND ${issuesNow}
      AND (t.issue_budget IS NULL OR t.issued_count < t.issue_budget)
    RETURNING t.id`);
  if (taken[0]) return { issued: { id: coupon.id, validUntil: new Date(coupon.valid_until) } };
  await tx.execute(sql`DELETE FROM coupons WHERE id = ${coupon.id}`);
  const { rows: state } = await tx.execute<{ issues: boolean }>(
    sql`SELECT ${issuesNow} AS issues FROM coupon_templates t WHERE t.id = ${templateId}`,
  );
  return { refused: state[0]?.issues ? 'runOut' : 'stopped' };
}

/**
 * The template a programme kind (new-user, invite, referral) issues from now: the newest enabled
 * one of its kind inside its window. An operator changes a programme's offer by creating a new
 * template (issued coupons keep theirs); none: the programme gives nothing.
 */
export async function programmeTemplate(tx: Tx, kind: CouponKind): Promise<string | null> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    SELECT t.id FROM coupon_templates t WHERE t.kind = ${kind} AND ${issuesNow}
    ORDER BY t.created_at DESC, t.id DESC LIMIT 1`);
  return rows[0]?.id ?? null;
}

/** Counts the coupon against its template's use budget: false when that budget is spent. */
export async function takeUse(tx: Tx, couponId: string): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    UPDATE coupon_templates t SET used_count = t.used_count + 1
    FROM coupons c
    WHERE c.id = ${couponId} AND t.id = c.template_id
      AND (t.use_budget IS NULL OR t.used_count < t.use_budget)
    RETURNING t.id`);
  return rows.length > 0;
}

/** A coupon its order gave back (closed unpaid, refunded): its use returns to the budget. */
export async function giveUseBack(tx: Tx, couponId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE coupon_templates t SET used_count = t.used_count - 1
    FROM coupons c
    WHERE c.id = ${couponId} AND t.id = c.template_id AND t.used_count > 0`);
}

/** Whether the coupon's template has no use left for another order; locks the template's row. */
export async function useBudgetSpent(tx: Tx, couponId: string): Promise<boolean> {
  const { rows } = await tx.execute<{ spent: boolean }>(sql`
    SELECT t.use_budget IS NOT NULL AND t.used_count >= t.use_budget AS spent
    FROM coupon_templates t JOIN coupons c ON c.template_id = t.id
    WHERE c.id = ${couponId}
    FOR UPDATE OF t`);
  return rows[0]?.spent === true;
}
