import { LANGS } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT } from './content-texts.ts';

describe('demo content', () => {
  it('is translated in every language, not copied from English', () => {
    const flat = (lang: (typeof LANGS)[number]) => {
      const content = DEMO_CONTENT[lang];
      return [
        ...Object.values(content.articles).flat(),
        ...Object.values(content.topics),
        ...Object.values(content.faq).flat(),
        ...Object.values(content.pages).flat(),
      ];
    };
    const english = flat('en');
    for (const lang of LANGS) {
      const texts = flat(lang);
      expect(texts, lang).toHaveLength(english.length);
      for (const text of texts) expect(text, lang).toMatch(/\S/);
      if (lang === 'en') continue;
      // "Account" is the Filipino word as well; nothing else may be copied.
      const copied = texts.filter((text, index) => text === english[index]);
      expect(copied.length, `${lang}: ${copied.join(' | ')}`).toBeLessThanOrEqual(1);
    }
  });
});
