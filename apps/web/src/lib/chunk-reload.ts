/** Spec section 9: after a page part fails to load, reload at most once a minute. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'chunkReloadAt';

/** True for the errors a stale deployment causes: a script chunk or a CSS part that is gone. */
export function isChunkLoadFailure(error: unknown): boolean {
  if (!error) return false;
  const name = typeof error === 'object' && 'name' in error ? String(error.name) : '';
  const message = typeof error === 'object' && 'message' in error ? String(error.message) : String(error);
  return (
    name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w/.-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      message,
    )
  );
}

export function mayReload(lastReloadAt: number | undefined, now: number): boolean {
  return lastReloadAt === undefined || !(now - lastReloadAt < CHUNK_RELOAD_GUARD_MS);
}

/** Reloads the page unless it already did so within the guard time (remembered in localStorage). */
export function reloadAfterChunkFailure(): void {
  let last: number | undefined;
  try {
    const stored = Number(localStorage.getItem(STORAGE_KEY));
    last = Number.isFinite(stored) && stored > 0 ? stored : undefined;
  } catch {
    return; // without storage there is no guard, and a reload loop is worse than a stale page
  }
  const now = Date.now();
  if (!mayReload(last, now)) return;
  localStorage.setItem(STORAGE_KEY, String(now));
  window.location.reload();
}
