import type { ConsoleOrderTimelineEntry } from '@storefront/contracts';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { staffNames } from '../agents/index.ts';
import type { OrderDeliveryState, TimelineOrder } from '../orders/index.ts';
import { attemptsOf } from './attempts.ts';
import type { codeCrypto } from './codes-crypto.ts';
import { deliveries, operatorRefunds, productKeys } from './tables.ts';

/**
 * What fulfilment knows of one order, for the console: its delivery's state, and its timeline's
 * supplier calls, codes handed out (decrypted here, only their last four characters leave) and agents'
 * refunds. `runningMs`: how long after its start a supplier call may still be running.
 */
export function createOrderRecords({
  db,
  crypto,
  runningMs,
}: {
  db: Db;
  crypto: ReturnType<typeof codeCrypto>;
  runningMs: number;
}) {
  return {
    async delivery(orderNo: string): Promise<OrderDeliveryState> {
      const [[delivery], [codes]] = await Promise.all([
        db
          .select({
            attempts: deliveries.attempts,
            deliveredAt: deliveries.deliveredAt,
            lastError: deliveries.lastError,
            running: sql<boolean>`${deliveries.attemptStartedAt} > now() - ${runningMs} * interval '1 millisecond'`,
          })
          .from(deliveries)
          .where(eq(deliveries.orderNo, orderNo)),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(productKeys)
          .where(
            and(
              eq(productKeys.orderNo, orderNo),
              isNotNull(productKeys.soldAt),
              sql`${productKeys.replacedAt} IS NULL`,
            ),
          ),
      ]);
      return {
        delivery: delivery
          ? {
              attempts: delivery.attempts,
              deliveredAt: delivery.deliveredAt?.getTime() ?? null,
              lastError: delivery.lastError,
              running: delivery.running === true,
            }
          : null,
        codeCount: codes?.count ?? 0,
      };
    },

    async timeline({ orderNo }: TimelineOrder): Promise<ConsoleOrderTimelineEntry[]> {
      const [attempts, sold, agentRefunds] = await Promise.all([
        attemptsOf(db, orderNo),
        db
          .select({
            code: productKeys.codeEncrypted,
            soldAt: productKeys.soldAt,
            replacedAt: productKeys.replacedAt,
          })
          .from(productKeys)
          .where(and(eq(productKeys.orderNo, orderNo), isNotNull(productKeys.soldAt)))
          .orderBy(asc(productKeys.soldAt), asc(productKeys.createdAt), asc(productKeys.id)),
        db.select().from(operatorRefunds).where(eq(operatorRefunds.orderNo, orderNo)),
      ]);
      const names = await staffNames(db, [
        ...attempts.flatMap((row) => (row.requestedBy ? [row.requestedBy] : [])),
        ...agentRefunds.map((row) => row.agentId),
      ]);
      const nameOf = (id: string | null) => (id ? (names.get(id) ?? null) : null);
      // Codes sold together (one delivery, one claim's replacement) are one entry.
      const handedOut = new Map<number, { last4: string; replaced: boolean }[]>();
      for (const row of sold) {
        const at = row.soldAt!.getTime();
        const codes = handedOut.get(at) ?? [];
        codes.push({ last4: crypto.decrypt(row.code).slice(-4), replaced: row.replacedAt !== null });
        handedOut.set(at, codes);
      }
      return [
        ...attempts.map((row): ConsoleOrderTimelineEntry => ({
          kind: 'delivery',
          at: row.startedAt.getTime(),
          attempt: row.attempt,
          finishedAt: row.finishedAt?.getTime() ?? null,
          outcome: row.outcome,
          supplierRef: row.supplierRef,
          detail: row.detail,
          requestedBy: nameOf(row.requestedBy),
        })),
        ...[...handedOut].map(([at, codes]): ConsoleOrderTimelineEntry => ({ kind: 'codes', at, codes })),
        ...agentRefunds.map((row): ConsoleOrderTimelineEntry => ({
          kind: 'agentRefund',
          at: row.createdAt.getTime(),
          by: nameOf(row.agentId),
          reason: row.reason,
        })),
      ];
    },
  };
}
