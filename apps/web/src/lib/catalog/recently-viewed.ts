/** The recently viewed list of spec section 9: distinct ids, newest first, at most four. */
export const RECENTLY_VIEWED_LIMIT = 4;

/** What the home page needs to show the entry without asking the API (historyIdList cookie). */
export interface ViewedEntry {
  id: string;
  name: string;
  imageUrl: string;
}

/** The list after viewing `entry`: it moves to the front; past the limit the last entry is dropped. */
export function rememberViewed(list: readonly ViewedEntry[], entry: ViewedEntry): ViewedEntry[] {
  const next = [entry, ...list.filter((item) => item.id !== entry.id)];
  return next.slice(0, RECENTLY_VIEWED_LIMIT);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The historyIdList cookie's value, tolerating anything a browser or an older version left there. */
export function parseViewed(value: string | undefined): ViewedEntry[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const entries: ViewedEntry[] = [];
  for (const item of parsed as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const { id, name, imageUrl } = item as Record<string, unknown>;
    const entry = { id: text(id), name: text(name), imageUrl: text(imageUrl) };
    if (entry.id && entry.name && !entries.some((seen) => seen.id === entry.id)) entries.push(entry);
  }
  return entries.slice(0, RECENTLY_VIEWED_LIMIT);
}
