import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGS } from '@storefront/contracts/locale';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../../../messages');

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, inner]) => ({ ...all, ...flatten(inner, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const load = (lang: string) => flatten(JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8')));
const en = load('en');
/**
 * The arguments a text takes, each once: `{name}`, or `{count, plural, …}` — a language without
 * plural forms may write the same argument as a plain `{count}`.
 */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();

describe('message files', () => {
  it('exist for exactly the twelve languages', () => {
    const files = readdirSync(dir).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LANGS].sort());
  });

  for (const lang of LANGS.filter((code) => code !== 'en')) {
    describe(lang, () => {
      const messages = load(lang);

      it('has exactly the keys of en.json', () => {
        expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      });

      it('is translated, not copied from English', () => {
        const copied = Object.keys(en).filter((key) => messages[key] === en[key]);
        expect(copied.length, `copied: ${copied.join(', ')}`).toBeLessThanOrEqual(
          Object.keys(en).length / 10,
        );
      });

      it('keeps every placeholder and leaves no text empty', () => {
        for (const [key, text] of Object.entries(messages)) {
          expect(text.trim(), key).not.toBe('');
          expect(placeholders(text), key).toEqual(placeholders(en[key] ?? ''));
        }
      });
    });
  }
});
