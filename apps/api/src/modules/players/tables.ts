import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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

/**
 * The supplier's recent answers about player ids, shared by every API process: the order placed
 * after the page's own check asks the supplier nothing more, whichever process each one reached.
 * An answer stands for 10 minutes; a schedule deletes older ones, so the table holds minutes' worth.
 */
export const playerChecks = pgTable(
  'player_checks',
  {
    // No reference to the product: a renamed or deleted product's answers simply age out.
    productSlug: text('product_slug').notNull(),
    serverId: text('server_id').notNull().default(''),
    playerId: text('player_id').notNull(),
    /** False: the game has no such player. */
    found: boolean('found').notNull(),
    characterName: text('character_name').notNull().default(''),
    checkedAt: timestamptz('checked_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.productSlug, table.serverId, table.playerId] })],
);
