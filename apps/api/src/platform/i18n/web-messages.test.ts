import { ERROR, LANGS } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { errorMessage, webText, webTexts } from './web-messages.ts';

describe('error catalogue (the message files, apiErrors)', () => {
  it('has a text for every code in every language, and the spec texts for -1001 … -1017 in English', () => {
    for (const code of Object.values(ERROR)) {
      for (const lang of LANGS) expect(webText(`apiErrors.${code}`, lang), `${code} ${lang}`).toBeTruthy();
    }
    expect(errorMessage(ERROR.TOKEN_EXPIRED, 'en')).toBe('Token expired');
    expect(errorMessage(ERROR.COUPON_EXPIRED, 'en')).toBe('User coupon expired');
  });

  it('fills slots in the language asked for, and leaves a slot without a value visible', () => {
    expect(errorMessage(ERROR.FIELD_REQUIRED, 'ru', { field: 'DeviceId' })).toBe(
      'Поле «DeviceId» обязательно',
    );
    expect(errorMessage(ERROR.FIELD_REQUIRED, 'en')).toBe('The field "{field}" is required');
  });
});

describe('mail texts (the message files)', () => {
  it("are read from each language's own file, not filled in from English", () => {
    for (const namespace of [
      'accountMail',
      'receiptMail',
      'refundMail',
      'feedbackReplyMail',
      'questionTypes',
    ]) {
      const english = webTexts(namespace, 'en');
      const keys = Object.keys(english);
      expect(keys.length, namespace).toBeGreaterThan(3);
      for (const lang of LANGS.filter((code) => code !== 'en')) {
        const own = webTexts(namespace, lang);
        const copied = keys.filter((key) => own[key] === english[key]);
        // One word may be borrowed as it is (Tagalog says "Refund"); a missing file part copies them all.
        expect(copied.length, `${namespace} ${lang}: ${copied.join(', ')}`).toBeLessThanOrEqual(1);
      }
    }
  });
});
