import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { PlayerCheck } from '../orders/index.ts';
import { playerChecks } from './tables.ts';

/** How long a supplier's answer about a player stands. */
export const CHECK_KEPT_MS = 10 * 60_000;

/** An answer worth keeping: one the supplier gave ('unavailable' is no answer about the player). */
export type PlayerAnswer = { check: Exclude<PlayerCheck, { state: 'unavailable' }>; at: number };

export interface CheckedPlayer {
  productSlug: string;
  serverId: string;
  playerId: string;
}

const oldest = sql`now() - ${CHECK_KEPT_MS} * interval '1 millisecond'`;

/** The answer any API process got about the player within the last 10 minutes, if one did. */
export async function sharedAnswer(db: Db, player: CheckedPlayer): Promise<PlayerAnswer | undefined> {
  const [row] = await db
    .select({
      found: playerChecks.found,
      characterName: playerChecks.characterName,
      checkedAt: playerChecks.checkedAt,
    })
    .from(playerChecks)
    .where(
      and(
        eq(playerChecks.productSlug, player.productSlug),
        eq(playerChecks.serverId, player.serverId),
        eq(playerChecks.playerId, player.playerId),
        gt(playerChecks.checkedAt, oldest),
      ),
    );
  if (!row) return undefined;
  return {
    check: row.found ? { state: 'found', characterName: row.characterName } : { state: 'notFound' },
    at: row.checkedAt.getTime(),
  };
}

/** Keeps the supplier's answer for every API process, as the newest about the player. */
export async function shareAnswer(
  db: Db,
  player: CheckedPlayer,
  check: PlayerAnswer['check'],
): Promise<void> {
  const answer = {
    found: check.state === 'found',
    characterName: check.state === 'found' ? check.characterName : '',
  };
  await db
    .insert(playerChecks)
    .values({ ...player, ...answer })
    .onConflictDoUpdate({
      target: [playerChecks.productSlug, playerChecks.serverId, playerChecks.playerId],
      set: { ...answer, checkedAt: sql`now()` },
    });
}

/** Deletes the answers too old to be used; how many went. */
export async function forgetOldAnswers(db: Db): Promise<number> {
  const { rowCount } = await db.delete(playerChecks).where(lte(playerChecks.checkedAt, oldest));
  return rowCount ?? 0;
}
