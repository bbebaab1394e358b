import { ERROR, type PlayerLookup, type RecentPlayers } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Limit, RateLimiter } from '../../platform/rate-limit.ts';
import { products } from '../catalog/tables.ts';
import { SupplierError, type Supplier } from '../fulfilment/index.ts';
import { recentPlayersOf } from './recent.ts';

/** Player ids are 5-16 digits (spec section 3). */
export const PLAYER_ID = /^\d{5,16}$/;

/** Lookups cost the supplier a call each: a page typing an id debounces, a script would not. */
const LOOKUP_LIMIT: Limit = { name: 'player-lookup', limit: 30, windowSeconds: 60 };

/** The players a customer buys for: who they are in the game, and the ids used before. */
export function createPlayerService({
  db,
  limiter,
  supplier,
}: {
  db: Db;
  limiter: RateLimiter;
  supplier: Supplier;
}) {
  return {
    async lookup(
      input: { productId: string; playerId: string; serverId?: string | undefined },
      ip: string,
    ): Promise<PlayerLookup> {
      await limiter.hit([LOOKUP_LIMIT, ip]);
      const [product] = await db
        .select({ enabled: products.enabled })
        .from(products)
        .where(eq(products.slug, input.productId));
      if (!product?.enabled) throw new DomainError(ERROR.PRODUCT_NOT_FOUND);
      if (!PLAYER_ID.test(input.playerId)) throw new DomainError(ERROR.FORMAT_ERROR, { field: 'playerId' });
      try {
        const { characterName } = await supplier.lookupPlayer({
          productSlug: input.productId,
          playerId: input.playerId,
          ...(input.serverId ? { serverId: input.serverId } : {}),
        });
        return { playerId: input.playerId, characterName };
      } catch (error) {
        if (error instanceof SupplierError && error.kind === 'playerNotFound') {
          throw new DomainError(ERROR.PLAYER_NOT_FOUND);
        }
        throw new DomainError(ERROR.SUPPLIER_UNAVAILABLE);
      }
    },

    async recent(customerId: string, productSlug: string): Promise<RecentPlayers> {
      return { list: await recentPlayersOf(db, customerId, productSlug) };
    },
  };
}

export type PlayerService = ReturnType<typeof createPlayerService>;
