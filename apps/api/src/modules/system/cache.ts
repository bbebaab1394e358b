import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { catalogVersion } from './tables.ts';

/** How stale a process may serve the catalogue after a change: one version read per second. */
const VERSION_TTL_MS = 1000;
/** Content can change without a write (an article's publication time arrives): nothing lives longer. */
const MAX_AGE_MS = 60_000;
/**
 * Keys are values the store has (a language, region and currency it serves, a product), never a
 * header as sent; a search's keyword is the customer's own, so the map is bounded too: past this
 * many answers, the oldest is dropped.
 */
const MAX_ENTRIES = 5_000;

export type CatalogCache = ReturnType<typeof createCatalogCache>;

/**
 * Answers read far more often than written (home, product pages, content, site texts), kept in
 * process memory under
 * the catalogue version of the database. The version is read at most once a second (a single-row
 * primary-key read), so a change made by any process or by SQL shows everywhere within a second.
 */
export function createCatalogCache(db: Db, ttlMs = VERSION_TTL_MS, maxEntries = MAX_ENTRIES) {
  const entries = new Map<string, Promise<unknown>>();
  let version = -1;
  let checkedAt = 0;
  let clearedAt = 0;
  let checking: Promise<void> | undefined;

  async function readVersion(): Promise<void> {
    const [row] = await db
      .select({ version: catalogVersion.version })
      .from(catalogVersion)
      .where(eq(catalogVersion.id, 1));
    const current = row?.version ?? 0;
    const now = Date.now();
    if (current !== version || now - clearedAt > MAX_AGE_MS) {
      entries.clear();
      version = current;
      clearedAt = now;
    }
    checkedAt = now;
  }

  async function fresh(): Promise<void> {
    if (Date.now() - checkedAt < ttlMs) return;
    // Concurrent requests share one version read.
    checking ??= readVersion().finally(() => {
      checking = undefined;
    });
    await checking;
  }

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      await fresh();
      let entry = entries.get(key) as Promise<T> | undefined;
      if (!entry) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entry = load();
        entries.set(key, entry);
        // A failure (unknown product, lost database) is not kept: the next request tries again.
        entry.catch(() => entries.delete(key));
      }
      return entry;
    },
    /** How many answers are kept now. */
    size: () => entries.size,
  };
}
