import { createHash } from 'node:crypto';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { RateLimitedError } from './errors.ts';
import { defineJob, scheduleQueue, type JobDefinition } from './jobs.ts';
import { rateLimits } from './tables.ts';

/** At most `limit` hits per `windowSeconds` for each subject (an IP address, an e-mail address…). */
export interface Limit {
  name: string;
  limit: number;
  windowSeconds: number;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

const digest = (subject: string) => createHash('sha256').update(subject).digest('base64url').slice(0, 32);

/** Subjects are hashed, so that the table holds no e-mail address. */
function keyOf(limit: Limit, subject: string): string {
  return `${limit.name}:${digest(subject)}`;
}

/**
 * A limit counted apart for each `owner` (an e-mail address, a staff member), whose counters for
 * every subject (each source it was tried from) can then be forgotten together: `forgetAll`.
 */
export function scoped(limit: Limit, owner: string): Limit {
  return { ...limit, name: `${limit.name}:${digest(owner)}` };
}

/**
 * Fixed-window counters in PostgreSQL, so every API process counts against the same limit. One
 * atomic upsert a hit: a window that has run out starts again at 1.
 */
export function createRateLimiter(db: Db) {
  const windowSeconds = sql.placeholder('windowSeconds');
  const windowEnd = sql`${rateLimits.windowStart} + make_interval(secs => ${windowSeconds})`;
  const expired = sql`rate_limits.window_start + make_interval(secs => ${windowSeconds}) <= now()`;
  // Every order, sign-in and mail counts a hit: built once, and planned once per connection.
  const countHit = db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE rate_limits.window_start END`,
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE rate_limits.hits + 1 END`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch FROM ${windowEnd} - now())))::int`,
    })
    .prepare('rate_limit_hit');

  return {
    /** Counts one hit against each limit; throws RateLimitedError when one is over. */
    async hit(...checks: [Limit, string][]): Promise<void> {
      for (const [limit, subject] of checks) {
        const [row] = await countHit.execute({
          key: keyOf(limit, subject),
          windowSeconds: limit.windowSeconds,
        });
        if (row && row.hits > limit.limit) throw new RateLimitedError(row.retryAfter);
      }
    },

    /** Counts one hit and answers the subject's hits in the window, refusing nothing. */
    async count(limit: Limit, subject: string): Promise<number> {
      const [row] = await countHit.execute({
        key: keyOf(limit, subject),
        windowSeconds: limit.windowSeconds,
      });
      return row?.hits ?? 0;
    },

    /** Takes back a hit counted against each limit: an attempt that turned out not to count (a success). */
    async refund(...checks: [Limit, string][]): Promise<void> {
      const keys = checks.map(([limit, subject]) => keyOf(limit, subject));
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(inArray(rateLimits.key, keys));
    },

    /** Forgets the subject's hits: a run that ended (a failure streak ended by a success). */
    async reset(limit: Limit, subject: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(limit, subject)));
    },

    /** Forgets the hits of a scoped limit for every subject; answers how many counters went. */
    async forgetAll(limit: Limit): Promise<number> {
      const gone = await db
        .delete(rateLimits)
        .where(sql`starts_with(${rateLimits.key}, ${`${limit.name}:`})`)
        .returning({ key: rateLimits.key });
      return gone.length;
    },

    async purgeOld(): Promise<number> {
      const purged = await db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`))
        .returning({ key: rateLimits.key });
      return purged.length;
    },
  };
}

/** Windows older than a day are over whatever their limit: an hourly job deletes them. */
export function rateLimitJobs(limiter: RateLimiter): JobDefinition[] {
  return [
    defineJob({
      queue: scheduleQueue('platform.purge-rate-limits'),
      cron: '41 * * * *',
      run: async (log) => {
        log.info({ purged: await limiter.purgeOld() }, 'old rate-limit windows purged');
      },
    }),
  ];
}
