import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { hasCyrillic, soundKey, transliterate } from './transliterate.ts';

export const SEARCH_LIMIT = 8;

/** Matches below this share of the keyword's trigrams found in a name are noise. */
const MIN_COVERAGE = 0.5;

/*
 * Trigram matching as pg_trgm does it (lower case, words padded with two spaces in front and one
 * behind), but in the process: pg_trgm reads only ASCII letters as word characters on a cluster
 * whose LC_CTYPE is C, which the embedded PostgreSQL has, so Cyrillic, Thai or Chinese names
 * would never match there. The index is a few hundred names, cached under the catalogue version.
 */

function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)) {
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars.slice(i, i + 3).join(''));
  }
  return grams;
}

export interface SearchEntry {
  slug: string;
  regions: string[];
  name: string;
  grams: Set<string>;
  /** A Latin name as it sounds (soundKey), for a keyword typed in Russian letters; else null. */
  heard: { name: string; grams: Set<string> } | null;
}

const LATIN = /^[\p{Script=Latin}\P{L}]*$/u;

/** Every name of every enabled product, in catalogue order. */
export async function loadSearchIndex(db: Db): Promise<SearchEntry[]> {
  const { rows } = await db.execute<{ slug: string; name: string; regions: string[] }>(sql`
    SELECT p.slug, t.name,
      ARRAY(SELECT r.region_code FROM product_regions r WHERE r.product_slug = p.slug) AS regions
    FROM products p JOIN product_texts t ON t.product_slug = p.slug
    WHERE p.enabled ORDER BY p.sort, p.slug, t.lang`);
  return rows.map((row) => {
    const name = normalize(row.name);
    const heard = LATIN.test(name) ? soundKey(name) : null;
    return {
      slug: row.slug,
      regions: row.regions,
      name,
      grams: trigrams(name),
      heard: heard === null ? null : { name: heard, grams: trigrams(heard) },
    };
  });
}

/** How well a name matches a query: by prefix, by containing it, and by shared trigrams; 0 for noise. */
function scoreOf(name: string, grams: Set<string>, query: string, queryGrams: Set<string>): number {
  let shared = 0;
  for (const gram of queryGrams) if (grams.has(gram)) shared++;
  const coverage = queryGrams.size ? shared / queryGrams.size : 0;
  const rank = name.startsWith(query) ? 2 : name.includes(query) ? 1 : 0;
  return rank === 0 && coverage < MIN_COVERAGE ? 0 : rank + coverage;
}

/**
 * Products sold in the region whose name, in any language, resembles `keyword`: a name starting
 * with it first, then one containing it (the first letters typed), then by the share of the
 * keyword's trigrams the name holds, which forgives a typo or two. A keyword in Russian letters is
 * also heard against the Latin names ("старфол" finds Starfall). Answers slugs, best first.
 */
export function searchIndex(index: SearchEntry[], keyword: string, region: string): string[] {
  const query = normalize(keyword.trim());
  const queryGrams = trigrams(query);
  const heard = hasCyrillic(query) ? soundKey(transliterate(query)) : null;
  const heardGrams = heard === null ? null : trigrams(heard);
  const best = new Map<string, number>();
  for (const entry of index) {
    if (!entry.regions.includes(region)) continue;
    let score = scoreOf(entry.name, entry.grams, query, queryGrams);
    if (heard !== null && entry.heard !== null) {
      score = Math.max(score, scoreOf(entry.heard.name, entry.heard.grams, heard, heardGrams!));
    }
    if (score === 0) continue;
    if (score > (best.get(entry.slug) ?? -1)) best.set(entry.slug, score);
  }
  // Map order is catalogue order, which a stable sort keeps among equal scores.
  return [...best.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, SEARCH_LIMIT)
    .map(([slug]) => slug);
}
