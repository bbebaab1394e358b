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

/** An answer that goes stale by itself at a known moment (a sale starts or ends). */
export interface Expiring<T> {
  value: T;
  /** Epoch milliseconds; null: only a new catalogue version (or the age limit) replaces it. */
  until: number | null;
}

interface Entry {
  answer: Promise<Expiring<unknown>>;
  /** Set once the answer is loaded. */
  until: number;
}

/**
 * Answers read far more often than written (home, product pages, content, site texts), kept in
 * process memory under
 * the catalogue version of the database. The version is read at most once a second (a single-row
 * primary-key read), so a change made by any process or by SQL shows everywhere within a second.
 */
export function createCatalogCache(db: Db, ttlMs = VERSION_TTL_MS, maxEntries = MAX_ENTRIES) {
  const entries = new Map<string, Entry>();
  // Built from catalogue tables alone, whose every write raises the version: no age limit.
  const lasting = new Map<string, Promise<unknown>>();
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
    if (current !== version) lasting.clear();
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

  async function lookup<T>(key: string, load: () => Promise<Expiring<T>>): Promise<T> {
    await fresh();
    let entry = entries.get(key);
    if (entry && Date.now() >= entry.until) {
      entries.delete(key);
      entry = undefined;
    }
    if (!entry) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const created: Entry = { answer: load(), until: Infinity };
      entry = created;
      entries.set(key, created);
      created.answer.then(
        ({ until }) => {
          created.until = until ?? Infinity;
        },
        // A failure (unknown product, lost database) is not kept: the next request tries again.
        () => {
          if (entries.get(key) === created) entries.delete(key);
        },
      );
    }
    return ((await entry.answer) as Expiring<T>).value;
  }

  return {
    get: <T>(key: string, load: () => Promise<T>): Promise<T> =>
      lookup(key, async () => ({ value: await load(), until: null })),
    /**
     * As `get`, for an answer that says when it goes stale (prices with a sale ahead): it is
     * loaded again from that moment, without waiting for a version change.
     */
    getUntil: lookup,
    /**
     * As `get`, for a value read from catalogue tables alone (the search index): kept until the
     * catalogue version changes, not dropped each minute with the answers that depend on time.
     */
    async getUntilChanged<T>(key: string, load: () => Promise<T>): Promise<T> {
      await fresh();
      let value = lasting.get(key) as Promise<T> | undefined;
      if (!value) {
        const loading = load();
        value = loading;
        lasting.set(key, loading);
        // A failure is not kept: the next call tries again.
        loading.catch(() => {
          if (lasting.get(key) === loading) lasting.delete(key);
        });
      }
      return value;
    },
    /** How many answers are kept now. */
    size: () => entries.size,
  };
}
