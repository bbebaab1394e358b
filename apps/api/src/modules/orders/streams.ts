import { ERROR } from '@storefront/contracts';
import { eq, sql } from 'drizzle-orm';
import type { OrderStreamLimits } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { sourceKeyOf } from '../../platform/http/source.ts';
import { newId } from '../../platform/ids.ts';
import { orderStreams } from './tables.ts';

/** A row outlives its stream's lifetime by this, for a process that died with the stream open. */
const CRASH_MARGIN_SECONDS = 60;
/** Advisory lock classes: a session's count and a source's are taken one after the other. */
const SESSION_LOCK = 7301;
const SOURCE_LOCK = 7302;

export type OrderStreams = ReturnType<typeof createOrderStreams>;

/**
 * The open live order status streams of every API process, counted per session and per source
 * address: one token once held 50, each a socket and a LISTEN watcher.
 */
export function createOrderStreams(db: Db, limits: OrderStreamLimits) {
  return {
    /** The server ends a stream this long after it opened. */
    lifetimeSeconds: limits.lifetimeSeconds,

    /**
     * Takes a place for a new stream: -1324 when the session or the source already holds its
     * share. The returned function gives the place back.
     */
    async open(sessionId: string, ip: string): Promise<() => Promise<void>> {
      const sourceKey = sourceKeyOf(ip);
      const id = newId('ost');
      await db.transaction(async (tx) => {
        // Two pages opening at once must not both see room for one.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${SESSION_LOCK}, hashtext(${sessionId}))`);
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${SOURCE_LOCK}, hashtext(${sourceKey}))`);
        // A row outlives its stream only when the stream's process died: few, cleared by the next opening.
        await tx.execute(sql`DELETE FROM order_streams WHERE expires_at <= now()`);
        const { rows } = await tx.execute<{ session: number; source: number }>(sql`
          SELECT count(*) FILTER (WHERE session_id = ${sessionId})::int AS session,
                 count(*) FILTER (WHERE source_key = ${sourceKey})::int AS source
          FROM order_streams WHERE session_id = ${sessionId} OR source_key = ${sourceKey}`);
        const held = rows[0]!;
        if (held.session >= limits.perSession || held.source >= limits.perIp) {
          throw new DomainError(ERROR.ORDER_STREAMS_EXCEEDED);
        }
        await tx.insert(orderStreams).values({
          id,
          sessionId,
          sourceKey,
          expiresAt: sql`now() + make_interval(secs => ${limits.lifetimeSeconds + CRASH_MARGIN_SECONDS})`,
        });
      });
      return async () => {
        await db.delete(orderStreams).where(eq(orderStreams.id, id));
      };
    },
  };
}
