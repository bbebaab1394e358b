import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { recentPlayers } from './tables.ts';

/** How many player ids the picker offers per product; older ones are forgotten. */
export const RECENT_PLAYERS_KEPT = 5;

/** Remembers the player id an order was paid for, as the newest of the customer's for that product. */
export async function rememberPlayer(
  tx: Tx,
  order: {
    customerId: string;
    productSlug: string;
    playerId: string | null;
    serverId: string | null;
    characterName: string | null;
  },
): Promise<void> {
  if (!order.playerId) return;
  const serverId = order.serverId ?? '';
  const characterName = order.characterName ?? '';
  // One statement: the upsert, and forgetting all but the newest others (the CTE's DELETE sees
  // the table as it was before the upsert, so the id just used is kept by name).
  await tx.execute(sql`
    WITH used AS (
      INSERT INTO ${recentPlayers} (customer_id, product_slug, player_id, server_id, character_name)
      VALUES (${order.customerId}, ${order.productSlug}, ${order.playerId}, ${serverId}, ${characterName})
      ON CONFLICT (customer_id, product_slug, player_id, server_id)
      DO UPDATE SET used_at = now(), character_name = excluded.character_name
      RETURNING 1
    )
    DELETE FROM ${recentPlayers}
    WHERE customer_id = ${order.customerId} AND product_slug = ${order.productSlug}
      AND NOT (player_id = ${order.playerId} AND server_id = ${serverId})
      AND (player_id, server_id) NOT IN (
        SELECT player_id, server_id FROM ${recentPlayers}
        WHERE customer_id = ${order.customerId} AND product_slug = ${order.productSlug}
          AND NOT (player_id = ${order.playerId} AND server_id = ${serverId})
        ORDER BY used_at DESC LIMIT ${RECENT_PLAYERS_KEPT - 1}
      )`);
}

export async function recentPlayersOf(db: Db, customerId: string, productSlug: string) {
  const rows = await db
    .select()
    .from(recentPlayers)
    .where(and(eq(recentPlayers.customerId, customerId), eq(recentPlayers.productSlug, productSlug)))
    .orderBy(desc(recentPlayers.usedAt))
    .limit(RECENT_PLAYERS_KEPT);
  return rows.map((row) => ({
    playerId: row.playerId,
    characterName: row.characterName,
    serverId: row.serverId,
    usedAt: row.usedAt.getTime(),
  }));
}

/** A guest signing in to an account brings its player ids along (the newer use wins). */
export async function mergeGuestPlayers(guestId: string, accountId: string, tx: Tx): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ${recentPlayers} (customer_id, product_slug, player_id, server_id, character_name, used_at)
    SELECT ${accountId}, product_slug, player_id, server_id, character_name, used_at
    FROM ${recentPlayers} WHERE customer_id = ${guestId}
    ON CONFLICT (customer_id, product_slug, player_id, server_id) DO UPDATE
    SET used_at = greatest(${recentPlayers}.used_at, excluded.used_at),
        character_name = CASE WHEN excluded.used_at > ${recentPlayers}.used_at
          THEN excluded.character_name ELSE ${recentPlayers}.character_name END`);
  await tx.delete(recentPlayers).where(eq(recentPlayers.customerId, guestId));
}
