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
 * would never match there. The index is cached under the catalogue version. A catalogue of 10,000
 * products in twelve languages holds about 40,000 different names (most languages write a brand
 * as English does): a search reads only the names that share a trigram with the keyword (each
 * trigram's list of names) and finds the names containing it in one text of them all, instead of
 * scoring every name (bench:scale).
 */

function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)) {
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return grams;
}

/** Names a search reads: each trigram's names by number, and all of them in one text for containment. */
interface NameIndex {
  names: string[];
  /** The product (its number in catalogue order) each name belongs to. */
  products: number[];
  postings: Map<string, number[]>;
  /** The names joined by NUL, and where each starts in it. */
  text: string;
  starts: number[];
}

export interface SearchIndex {
  /** Products in catalogue order: slug and the regions each is sold in. */
  slugs: string[];
  regions: Set<string>[];
  names: NameIndex;
  /** Latin names as they sound (soundKey), for a keyword typed in Russian letters. */
  heard: NameIndex;
}

function nameIndex(entries: { product: number; name: string }[]): NameIndex {
  const postings = new Map<string, number[]>();
  const starts: number[] = [];
  let at = 0;
  entries.forEach(({ name }, id) => {
    starts.push(at);
    at += name.length + 1;
    for (const gram of trigrams(name)) {
      const list = postings.get(gram);
      if (list) list.push(id);
      else postings.set(gram, [id]);
    }
  });
  return {
    names: entries.map((entry) => entry.name),
    products: entries.map((entry) => entry.product),
    postings,
    text: entries.map((entry) => entry.name).join('\u0000'),
    starts,
  };
}

const LATIN = /^[\p{Script=Latin}\P{L}]*$/u;

/** Every name of every enabled product, in catalogue order. */
export async function loadSearchIndex(db: Db): Promise<SearchIndex> {
  const { rows } = await db.execute<{ slug: string; names: string[]; regions: string[] }>(sql`
    SELECT p.slug, n.names, coalesce(r.regions, '{}') AS regions
    FROM products p
    JOIN (SELECT product_slug, array_agg(DISTINCT name) AS names FROM product_texts GROUP BY product_slug) n
      ON n.product_slug = p.slug
    LEFT JOIN (SELECT product_slug, array_agg(region_code) AS regions FROM product_regions GROUP BY product_slug) r
      ON r.product_slug = p.slug
    WHERE p.enabled ORDER BY p.sort, p.slug`);
  const names: { product: number; name: string }[] = [];
  const heard: { product: number; name: string }[] = [];
  rows.forEach((row, product) => {
    for (const name of new Set(row.names.map(normalize))) {
      names.push({ product, name });
      if (LATIN.test(name)) heard.push({ product, name: soundKey(name) });
    }
  });
  return {
    slugs: rows.map((row) => row.slug),
    regions: rows.map((row) => new Set(row.regions)),
    names: nameIndex(names),
    heard: nameIndex(heard),
  };
}

/**
 * Each name of `index` that matches `query`, scored: 2 when it starts with the query, 1 when it
 * contains it, plus the share of the query's trigrams it holds; a name that neither contains the
 * query nor holds half its trigrams is noise. `score(product, value)` receives each match.
 */
function match(index: NameIndex, query: string, score: (product: number, value: number) => void) {
  const queryGrams = trigrams(query);
  // Typed arrays over every name, not maps: a common trigram lists thousands of names.
  const shared = new Uint16Array(index.names.length);
  const touched: number[] = [];
  for (const gram of queryGrams) {
    for (const id of index.postings.get(gram) ?? []) {
      if (shared[id] === 0) touched.push(id);
      shared[id]! += 1;
    }
  }
  const coverage = (id: number) => (queryGrams.size ? shared[id]! / queryGrams.size : 0);
  const containing = new Uint8Array(index.names.length);
  for (let at = query.length ? index.text.indexOf(query) : -1; at >= 0;) {
    // The name the hit starts in (the last start at or before it).
    let low = 0;
    let high = index.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (index.starts[mid]! <= at) low = mid;
      else high = mid - 1;
    }
    if (index.names[low]!.includes(query)) containing[low] = 1;
    const next = index.starts[low + 1];
    at = next === undefined ? -1 : index.text.indexOf(query, next);
  }
  if (query.length === 0) containing.fill(1);
  containing.forEach((contains, id) => {
    if (contains) score(index.products[id]!, (index.names[id]!.startsWith(query) ? 2 : 1) + coverage(id));
  });
  for (const id of touched) {
    if (!containing[id] && coverage(id) >= MIN_COVERAGE) score(index.products[id]!, coverage(id));
  }
}

/**
 * Products sold in the region whose name, in any language, resembles `keyword`: a name starting
 * with it first, then one containing it (the first letters typed), then by the share of the
 * keyword's trigrams the name holds, which forgives a typo or two. A keyword in Russian letters is
 * also heard against the Latin names ("старфол" finds Starfall). Answers slugs, best first, in
 * catalogue order among equals.
 */
export function searchIndex(index: SearchIndex, keyword: string, region: string): string[] {
  const query = normalize(keyword.trim());
  const best = new Map<number, number>();
  const score = (product: number, value: number) => {
    if (!index.regions[product]!.has(region)) return;
    if (value > (best.get(product) ?? 0)) best.set(product, value);
  };
  match(index.names, query, score);
  if (hasCyrillic(query)) match(index.heard, soundKey(transliterate(query)), score);
  return [...best.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, SEARCH_LIMIT)
    .map(([product]) => index.slugs[product]!);
}
