import { LANGS, type Lang } from '@storefront/contracts';
import { CLAIM_DAYS, ORDER_RECORD_YEARS } from '@storefront/contracts/constants';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { DEMO_SITE_TEXTS } from '../site.ts';
import { DEMO_POLICIES, POLICY_KEYS, type PolicyKey } from './index.ts';
import { SELLER } from './seller.ts';

/** Burmese writes its own digits: compare numbers as ASCII. */
const asciiDigits = (text: string) =>
  text.replace(/[\u1040-\u1049]/g, (digit) => String(digit.charCodeAt(0) - 0x1040));

const blocks = (body: string) => body.split(/\n\s*\n/).map((block) => block.trim());
const headings = (body: string) =>
  blocks(body)
    .filter((block) => block.startsWith('## '))
    .map((block) => block.split('\n')[0]!);
const doc = (lang: Lang, key: PolicyKey) => DEMO_POLICIES[lang][key];
const text = (lang: Lang, key: PolicyKey) => asciiDigits(doc(lang, key).join('\n'));

describe('the policy documents', () => {
  it('exist in every language, each section with text under its heading', () => {
    for (const lang of LANGS) {
      for (const key of POLICY_KEYS) {
        const [title, body] = doc(lang, key);
        expect(title.trim(), `${lang} ${key}`).not.toBe('');
        const parts = blocks(body);
        expect(parts.every(Boolean), `${lang} ${key}: an empty block`).toBe(true);
        parts.forEach((block, index) => {
          if (!block.startsWith('## ')) return;
          // A heading's text follows on its next line, or in the next block.
          const [heading, ...rest] = block.split('\n');
          const next = parts[index + 1];
          const filled = rest.join('').trim() !== '' || (next !== undefined && !next.startsWith('## '));
          expect(filled, `${lang} ${key}: "${heading}" has no text`).toBe(true);
        });
        // The same sections as the English document, in every language.
        expect(headings(body), `${lang} ${key}`).toHaveLength(headings(doc('en', key)[1]).length);
        expect(headings(body).length, `${lang} ${key}`).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('are translated, not copied from English', () => {
    for (const lang of LANGS.filter((lang) => lang !== 'en')) {
      for (const key of POLICY_KEYS) {
        const english = new Set(headings(doc('en', key)[1]));
        const copied = headings(doc(lang, key)[1]).filter((heading) => english.has(heading));
        expect(copied, `${lang} ${key}`).toEqual([]);
        expect(doc(lang, key)[0], `${lang} ${key}`).not.toBe(doc('en', key)[0]);
      }
    }
  });

  it('state the deadlines and retention the store keeps', () => {
    const config = loadConfig({});
    const days = (count: number) => new RegExp(`(^|\\D)${count}(\\D|$)`);
    for (const lang of LANGS) {
      // Claims within CLAIM_DAYS of delivery; guests' order links valid ORDER_LINK_DAYS.
      expect(text(lang, 'refund'), lang).toMatch(days(CLAIM_DAYS));
      expect(text(lang, 'refund'), lang).toMatch(days(config.orderLinkDays));
      // Order records kept 5 years; sessions at most SESSION_TTL_DAYS.
      expect(text(lang, 'privacy'), lang).toMatch(days(ORDER_RECORD_YEARS));
      expect(text(lang, 'privacy'), lang).toMatch(days(config.sessionTtlMs / 86_400_000));
      // Unpaid orders close after ORDER_PAYMENT_SECONDS; codes hidden after 24 hours.
      expect(text(lang, 'terms'), lang).toMatch(days(config.orderPaymentSeconds / 60));
      expect(text(lang, 'terms'), lang).toMatch(days(24));
      for (const key of POLICY_KEYS) expect(text(lang, key), `${lang} ${key}`).not.toMatch(/undefined|\$\{/);
    }
  });

  it('name the seller as the site settings do', () => {
    for (const lang of LANGS) {
      // The head title is what follows the store's name (site_settings.store_name), never another name.
      expect(DEMO_SITE_TEXTS[lang].title, lang).not.toContain(SELLER.store);
      expect(DEMO_SITE_TEXTS[lang].legalLine, lang).toContain(SELLER.company);
      expect(text(lang, 'terms'), lang).toContain(SELLER.company);
      expect(text(lang, 'terms'), lang).toContain(SELLER.email);
      expect(text(lang, 'privacy'), lang).toContain(SELLER.address);
    }
  });
});
