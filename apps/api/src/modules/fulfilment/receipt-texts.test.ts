import { LANGS } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { RECEIPT_TEXTS, type ReceiptTexts } from './receipt-texts.ts';

const SLOTS: Partial<Record<keyof ReceiptTexts, string>> = {
  subject: '{orderNo}',
  credited: '{playerId}',
  friendRequest: '{sender}',
};

describe('the delivery receipt', () => {
  it('has every text in every language, translated, with its slots kept', () => {
    for (const key of Object.keys(RECEIPT_TEXTS.en) as (keyof ReceiptTexts)[]) {
      for (const lang of LANGS) {
        expect(RECEIPT_TEXTS[lang][key], `${key} ${lang}`).toBeTruthy();
        const slot = SLOTS[key];
        if (slot) expect(RECEIPT_TEXTS[lang][key], `${key} ${lang}`).toContain(slot);
      }
      const distinct = new Set(LANGS.map((lang) => RECEIPT_TEXTS[lang][key]));
      // Some words are shared: 商品 in both Chinese scripts, Produk in Indonesian and Malay.
      expect(distinct.size, `${key} has too many copies of one text`).toBeGreaterThanOrEqual(10);
    }
  });
});
