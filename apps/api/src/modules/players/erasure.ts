import type { ExportData } from '@storefront/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { recentPlayers } from './tables.ts';

/** The player ids the customer bought for, as their data export gives them. */
export async function recentPlayersExport(db: Db, customerId: string): Promise<ExportData['recentPlayers']> {
  const rows = await db
    .select()
    .from(recentPlayers)
    .where(eq(recentPlayers.customerId, customerId))
    .orderBy(desc(recentPlayers.usedAt));
  return rows.map((row) => ({
    productId: row.productSlug,
    playerId: row.playerId,
    serverId: row.serverId,
    characterName: row.characterName,
    usedAt: row.usedAt.getTime(),
  }));
}

/** A deleted account's remembered player ids go with it. */
export async function forgetRecentPlayers(tx: Tx, customerId: string): Promise<void> {
  await tx.delete(recentPlayers).where(eq(recentPlayers.customerId, customerId));
}
