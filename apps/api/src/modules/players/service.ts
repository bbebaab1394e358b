import { ERROR, type PlayerLookup, type RecentPlayers } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import type { ShopperLimits } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Limit, RateLimiter } from '../../platform/rate-limit.ts';
import { products } from '../catalog/tables.ts';
import { SupplierError, type Supplier } from '../fulfilment/index.ts';
import type { PlayerCheck } from '../orders/index.ts';
import { CHECK_KEPT_MS, shareAnswer, sharedAnswer, type PlayerAnswer } from './checks.ts';
import { recentPlayersOf } from './recent.ts';

/** Player ids are 5-16 digits (spec section 3). */
export const PLAYER_ID = /^\d{5,16}$/;

/** How many answers one process keeps in memory, the first place it looks. */
const CHECKS_KEPT = 10_000;

/** The players a customer buys for: who they are in the game, and the ids used before. */
export function createPlayerService({
  db,
  limiter,
  supplier,
  limits,
}: {
  db: Db;
  limiter: RateLimiter;
  supplier: Supplier;
  limits: Pick<ShopperLimits, 'playerLookupsPerIpMinute'>;
}) {
  /** Lookups cost the supplier a call each: a page typing an id debounces, a script would not. */
  const lookupLimit: Limit = {
    name: 'player-lookup',
    limit: limits.playerLookupsPerIpMinute,
    windowSeconds: 60,
  };

  /**
   * Answers of the supplier, so the order placed after the page's own check does not ask again:
   * this process's own first, then those of every API process (player_checks).
   */
  const answers = new Map<string, PlayerAnswer>();

  function keep(key: string, answer: PlayerAnswer): void {
    answers.delete(key);
    if (answers.size >= CHECKS_KEPT) answers.delete(answers.keys().next().value!);
    answers.set(key, answer);
  }

  /** Whether the id names a player; a found or missing player is remembered for 10 minutes. */
  async function check(input: {
    productSlug: string;
    playerId: string;
    serverId?: string | undefined;
  }): Promise<PlayerCheck> {
    const player = {
      productSlug: input.productSlug,
      serverId: input.serverId ?? '',
      playerId: input.playerId,
    };
    const key = [player.productSlug, player.serverId, player.playerId].join('\u0000');
    const known = answers.get(key);
    if (known && Date.now() - known.at < CHECK_KEPT_MS) return known.check;
    const shared = await sharedAnswer(db, player);
    if (shared) {
      keep(key, shared);
      return shared.check;
    }
    let verdict: PlayerAnswer['check'];
    try {
      const { characterName } = await supplier.lookupPlayer({
        productSlug: input.productSlug,
        playerId: input.playerId,
        ...(input.serverId ? { serverId: input.serverId } : {}),
      });
      verdict = { state: 'found', characterName };
    } catch (error) {
      if (!(error instanceof SupplierError && error.kind === 'playerNotFound'))
        return { state: 'unavailable' };
      verdict = { state: 'notFound' };
    }
    await shareAnswer(db, player, verdict);
    keep(key, { check: verdict, at: Date.now() });
    return verdict;
  }

  return {
    check,

    async lookup(
      input: { productId: string; playerId: string; serverId?: string | undefined },
      ip: string,
    ): Promise<PlayerLookup> {
      await limiter.hit([lookupLimit, ip]);
      const [product] = await db
        .select({ enabled: products.enabled })
        .from(products)
        .where(eq(products.slug, input.productId));
      if (!product?.enabled) throw new DomainError(ERROR.PRODUCT_NOT_FOUND);
      if (!PLAYER_ID.test(input.playerId)) throw new DomainError(ERROR.FORMAT_ERROR, { field: 'playerId' });
      const verdict = await check({
        productSlug: input.productId,
        playerId: input.playerId,
        serverId: input.serverId,
      });
      if (verdict.state === 'notFound') throw new DomainError(ERROR.PLAYER_NOT_FOUND);
      if (verdict.state === 'unavailable') throw new DomainError(ERROR.SUPPLIER_UNAVAILABLE);
      return { playerId: input.playerId, characterName: verdict.characterName };
    },

    async recent(customerId: string, productSlug: string): Promise<RecentPlayers> {
      return { list: await recentPlayersOf(db, customerId, productSlug) };
    },
  };
}

export type PlayerService = ReturnType<typeof createPlayerService>;
