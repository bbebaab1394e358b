import type { AuditEntry } from '@storefront/contracts/staff';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import { auditLines, type Words } from '../components/audit-lines';

/** The entry's lines as the audit screen writes them, in English, read in UTC. */
function read(entry: Partial<AuditEntry>): string[] {
  const words = createTranslator({ locale: 'en', messages: en }) as unknown as Words;
  const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return auditLines(
    { id: '1', at: 0, actorEmail: null, targetEmail: null, ip: null, targetId: null, ...entry } as AuditEntry,
    { words, locale: 'en', date: (at) => date.format(at), currencies: new Map(), emails: new Map() },
  ).map((line) =>
    `${line.label === undefined ? '' : `${line.label}: `}${line.before === undefined ? '' : `${line.before} → `}${line.value}`.replace(
      /\u202f/g,
      ' ',
    ),
  );
}

describe('content and settings entries as an owner reads them', () => {
  it('an article save: its publish time, state and texts, a long text by its length only', () => {
    expect(
      read({
        action: 'article.update',
        targetId: 'article:harbour',
        before: {
          publishedAt: '2026-11-15T09:00:00.000Z',
          enabled: false,
          'texts.ru.content': 12,
          image: null,
        },
        after: {
          publishedAt: '2026-11-16T09:00:00.000Z',
          enabled: true,
          'texts.ru.title': 'Фестиваль',
          'texts.ru.content': 1350,
          image: 'u/stf_1/f_1.png',
        },
      }),
    ).toEqual([
      'Publish time: Nov 15, 2026, 9:00 AM → Nov 16, 2026, 9:00 AM',
      'Shown to customers: Off → On',
      // Fields in the order the API wrote them after those read first; languages by their own names.
      'Text (Русский): 12 characters → 1,350 characters',
      "Image: the store's drawn art → an uploaded image",
      'Title (Русский): Фестиваль',
    ]);
  });

  it('a new promotion and a banner’s end', () => {
    expect(
      read({
        action: 'article.create',
        after: { type: 'promotion', 'texts.en.title': 'Crystal week', enabled: false },
      }),
    ).toEqual(['Type: Promotion', 'Title (English): Crystal week', 'Shown to customers: Off']);
    expect(
      read({
        action: 'banner.update',
        before: { endsAt: null },
        after: { endsAt: '2026-12-01T00:00:00.000Z' },
      }),
    ).toEqual(['End (optional): — → Dec 1, 2026, 12:00 AM']);
  });

  it('the store renamed, with a logo and a phone', () => {
    expect(
      read({
        action: 'site.update',
        before: { storeName: 'Starlit', logo: null, supportPhone: null },
        after: { storeName: 'Nightjar Games', logo: 'u/stf_1/f_2.png', supportPhone: '+65 6123 4567' },
      }),
    ).toEqual([
      'Store name: Starlit → Nightjar Games',
      'Logo: the built-in mark → an uploaded image',
      'Support phone (optional): — → +65 6123 4567',
    ]);
  });
});
