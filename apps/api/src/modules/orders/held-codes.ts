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

/**
 * Codes an unpaid order holds are stock nobody else can buy until it closes, so a customer, a
 * device or a source address holds only so many at once (-1221 beyond). Runs last in the new
 * order's transaction, that order counted: advisory locks, always taken customer, device, source,
 * make two orders of one holder count one after the other, and are held only until the commit.
 * One statement of three indexed sums (the orders_held_* indexes hold unpaid code orders only).
 */
export async function checkHeldCodes(tx: Tx, holder: CodeHolder, limits: ShopperLimits): Promise<void> {
  const keys = [`held-customer:${holder.customerId}`, `held-source:${holder.sourceKey}`];
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
    })
    .from(sql`(VALUES (1)) AS holder(one)`)
    .prepare('orders_held_codes')
    .execute({ customerId: holder.customerId, deviceId: holder.deviceId, sourceKey: holder.sourceKey });
  if (
    held!.customer > limits.heldCodesPerCustomer ||
    held!.device > limits.heldCodesPerCustomer ||
    held!.source > limits.heldCodesPerIp
  ) {
    throw new DomainError(ERROR.HELD_CODES_LIMIT);
  }
}
