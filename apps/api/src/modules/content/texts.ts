import { CONSOLE_ERROR, FALLBACK_LANG, LANGS, type Lang } from '@storefront/contracts';
import { DomainError } from '../../platform/errors.ts';

/** Texts by language, as the console edits them: a language without a row is missing. */
export type ByLang<T> = Partial<Record<Lang, T>>;

/** Rows of a texts table as texts by language, without their key columns; unknown languages left out. */
export function byLang<R extends { lang: string }, T>(rows: R[], pick: (row: R) => T): ByLang<T> {
  const texts: ByLang<T> = {};
  for (const row of rows) {
    if ((LANGS as readonly string[]).includes(row.lang)) texts[row.lang as Lang] = pick(row);
  }
  return texts;
}

/** -1429 unless there are English texts: every language without its own falls back to them. */
export function requireEnglish(texts: ByLang<unknown>): void {
  if (!texts[FALLBACK_LANG]) throw new DomainError(CONSOLE_ERROR.CONTENT_ENGLISH_REQUIRED);
}

/** Texts as one audit field each (`texts.ru.title`), so a save records only the words it changed. */
export function auditTexts(texts: ByLang<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([lang, text]) =>
      Object.entries(text!).map(([field, value]) => [`texts.${lang}.${field}`, value]),
    ),
  );
}

const LONG_TEXTS = new Set(['summary', 'content', 'answer']);

/** The long texts (an article's body, an answer): the audit log keeps their length, not their words. */
export const isLongText = (name: string) => LONG_TEXTS.has(name.slice(name.lastIndexOf('.') + 1));

/** The storefront's state of something published from `publishedAt` (until `endsAt`), `now` being now. */
export function stateOf(
  enabled: boolean,
  publishedAt: Date,
  endsAt: Date | null = null,
  now = Date.now(),
): 'shown' | 'scheduled' | 'ended' | 'disabled' {
  if (!enabled) return 'disabled';
  if (publishedAt.getTime() > now) return 'scheduled';
  if (endsAt && endsAt.getTime() <= now) return 'ended';
  return 'shown';
}

/** Every id once, and no other: -1432 when the list changed meanwhile. */
export function checkOrder(stored: readonly string[], asked: readonly string[]): void {
  const set = new Set(asked);
  if (set.size !== asked.length || stored.length !== asked.length || stored.some((id) => !set.has(id))) {
    throw new DomainError(CONSOLE_ERROR.CONTENT_ORDER_MISMATCH);
  }
}
