import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import type { SupplierFailure } from './providers/types.ts';
import { deliveryAttempts } from './tables.ts';

/** Milliseconds, as a JS date holds them: the attempt's end compares its start with what it read. */
const startNow = sql`date_trunc('milliseconds', now())`;

/** A supplier failure in words, for the order's timeline in the console. */
const FAILURE_DETAIL: Record<SupplierFailure, string> = {
  playerNotFound: 'the supplier does not know this player',
  rejected: 'the supplier refused the top-up',
  timeout: 'the supplier did not answer in time',
  unavailable: 'the supplier could not be reached',
};

export interface AttemptStart {
  attemptId: number;
  /** The delivery's `attempt_started_at`, as this attempt set it. */
  startedAt: Date;
}

/**
 * Counts a supplier call on the order's delivery and records it as an attempt, in one statement
 * (the delivery path pays no extra round trip for the console's timeline).
 */
export async function startAttempt(
  tx: Tx,
  orderNo: string,
  requestedBy: string | null = null,
): Promise<AttemptStart> {
  const { rows } = await tx.execute<{ id: string; started_at: Date | string }>(sql`
    WITH counted AS (
      INSERT INTO deliveries (order_no, attempts, attempt_started_at)
      VALUES (${orderNo}, 1, ${startNow})
      ON CONFLICT (order_no) DO UPDATE
        SET attempts = deliveries.attempts + 1, attempt_started_at = ${startNow}
      RETURNING attempts, attempt_started_at
    )
    INSERT INTO delivery_attempts (order_no, attempt, started_at, requested_by)
    SELECT ${orderNo}, attempts, attempt_started_at, ${requestedBy} FROM counted
    RETURNING id, started_at`);
  const [row] = rows;
  return { attemptId: Number(row!.id), startedAt: new Date(row!.started_at) };
}

export type AttemptResult =
  | { outcome: 'delivered'; supplierRef: string; detail?: string }
  | { outcome: SupplierFailure; detail?: string };

/**
 * Writes a supplier call's answer on its attempt, together with `delivery` (the statement that
 * settles the delivery's own record), in one statement.
 */
export async function settleAttempt(
  tx: Db | Tx,
  attemptId: number,
  result: AttemptResult,
  delivery?: { getSQL(): SQL },
): Promise<void> {
  const supplierRef = 'supplierRef' in result ? result.supplierRef : null;
  const failure = result.outcome === 'delivered' ? null : FAILURE_DETAIL[result.outcome];
  const detail = [failure, result.detail].filter(Boolean).join('; ') || null;
  const attempt = sql`UPDATE delivery_attempts
    SET finished_at = now(), outcome = ${result.outcome}, supplier_ref = ${supplierRef},
      detail = NULLIF(concat_ws('; ', detail, ${detail}::text), '')
    WHERE id = ${attemptId}`;
  await tx.execute(delivery ? sql`WITH attempt AS (${attempt}) ${delivery.getSQL()}` : attempt);
}

/**
 * A supplier call outside the delivery itself (a completed top-up sent again for a claim): recorded
 * as the order's next attempt, with why, without touching the delivery's own record.
 */
export async function extraAttempt(db: Db, orderNo: string, detail: string): Promise<number> {
  const { rows } = await db.execute<{ id: string }>(sql`
    INSERT INTO delivery_attempts (order_no, attempt, detail)
    SELECT ${orderNo}, COALESCE(MAX(attempt), 0) + 1, ${detail} FROM delivery_attempts WHERE order_no = ${orderNo}
    RETURNING id`);
  return Number(rows[0]!.id);
}

/** An order's supplier calls, first first. */
export function attemptsOf(db: Db, orderNo: string) {
  return db
    .select()
    .from(deliveryAttempts)
    .where(eq(deliveryAttempts.orderNo, orderNo))
    .orderBy(asc(deliveryAttempts.id));
}
