import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns.ts';
import { customers } from '../auth/tables.ts';
import { products } from '../catalog/tables.ts';

/** The player ids a customer bought for, per product: the "recently used" picker. */
export const recentPlayers = pgTable(
  'recent_players',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productSlug: text('product_slug')
      .notNull()
      .references(() => products.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    playerId: text('player_id').notNull(),
    serverId: text('server_id').notNull().default(''),
    characterName: text('character_name').notNull().default(''),
    usedAt: timestamptz('used_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.productSlug, table.playerId, table.serverId] })],
);
