import { ERROR } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import type { ShopperLimits } from '../../config.ts';
import type { Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { orders } from './tables.ts';

/** Who a new code order is held by: its customer, its device (when the client named one) and its source. */
export interface CodeHolder {
  customerId: string;
  deviceId: string | null;
  sourceKey: string;
}

/** The new order as the check sees it: its SKU, and whether a proof of work was spent on it. */
export interface CodeHold {
  skuId: string;
  proved: boolean;
}

/** What the check asks of others: the SKU's free codes (fulfilment), a proof-of-work refusal (platform). */
export interface HoldChecks {
  freeCodes(tx: Tx, skuId: string): Promise<number>;
  proofRequired(hits: number, limit: number): Promise<DomainError>;
}

/**
 * The codes unpaid orders of one holder hold, each sum from its own partial index (orders_held_*):
 * the status and quantity are written out, not parameters, so the planner sees the indexes' condition.
 */
const heldBy = (
  column: typeof orders.customerId | typeof orders.deviceId | typeof orders.sourceKey,
  key: string,
) =>
  sql<number>`(SELECT coalesce(sum(${orders.codeQuantity}), 0) FROM ${orders}
    WHERE ${column} = ${sql.placeholder(key)}
      AND ${orders.status} = 'waitingPayment' AND ${orders.codeQuantity} > 0)::int`;

/** The codes of a SKU that unpaid orders placed in the last minute hold (orders_held_sku_idx). */
const heldLastMinute = () =>
  sql<number>`(SELECT coalesce(sum(${orders.codeQuantity}), 0) FROM ${orders}
    WHERE ${orders.skuId} = ${sql.placeholder('skuId')} AND ${orders.createdAt} > now() - interval '1 minute'
      AND ${orders.status} = 'waitingPayment' AND ${orders.codeQuantity} > 0)::int`;

/**
 * Codes an unpaid order holds are stock nobody else can buy until it closes, so a customer or a
 * device holds only so many at once (-1221 beyond). A source address past its share may be a
 * carrier's, with many real buyers behind it: each further order needs a proof of work (-1232).
 * And since addresses are many, the last minute's unpaid orders from every source together hold
 * only a share of a SKU's codes (-1234 beyond; see checkSkuShare).
 *
 * Runs last in the new order's transaction, that order counted: advisory locks, always taken
 * customer, device, source, SKU, make two orders of one holder, or of one SKU, count one after the
 * other however they race, and are held only until the commit. One statement of four indexed sums
 * (the orders_held_* indexes hold unpaid code orders only).
 */
export async function checkHeldCodes(
  tx: Tx,
  holder: CodeHolder,
  hold: CodeHold,
  limits: ShopperLimits,
  checks: HoldChecks,
): Promise<void> {
  const keys = [
    `held-customer:${holder.customerId}`,
    `held-source:${holder.sourceKey}`,
    `held-sku:${hold.skuId}`,
  ];
  if (holder.deviceId) keys.splice(1, 0, `held-device:${holder.deviceId}`);
  await tx.execute(
    sql`SELECT ${sql.join(
      keys.map((key) => sql`pg_advisory_xact_lock(hashtextextended(${key}, 0))`),
      sql`, `,
    )}`,
  );
  const [held] = await tx
    .select({
      customer: heldBy(orders.customerId, 'customerId'),
      device: heldBy(orders.deviceId, 'deviceId'),
      source: heldBy(orders.sourceKey, 'sourceKey'),
      sku: heldLastMinute(),
    })
    .from(sql`(VALUES (1)) AS holder(one)`)
    .prepare('orders_held_codes')
    .execute({
      customerId: holder.customerId,
      deviceId: holder.deviceId,
      sourceKey: holder.sourceKey,
      skuId: hold.skuId,
    });
  if (held!.customer > limits.heldCodesPerCustomer || held!.device > limits.heldCodesPerCustomer) {
    throw new DomainError(ERROR.HELD_CODES_LIMIT);
  }
  if (held!.source > limits.heldCodesPerIp && !hold.proved) {
    throw await checks.proofRequired(held!.source, limits.heldCodesPerIp);
  }
  // The last minute's orders may hold HELD_CODES_PER_SKU_MINUTE_PERCENT of the codes that were free
  // a minute ago (free now and what they hold), and always one customer's share: only past that
  // are the free codes counted, so a quiet SKU costs nothing more.
  if (held!.sku > limits.heldCodesPerCustomer) {
    const free = await checks.freeCodes(tx, hold.skuId);
    const share = Math.ceil(((free + held!.sku) * limits.heldCodesPerSkuMinutePercent) / 100);
    if (held!.sku > share) throw new DomainError(ERROR.SKU_HELD_BUSY);
  }
}
