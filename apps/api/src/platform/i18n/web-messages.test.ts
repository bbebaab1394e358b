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
  it('are whole in every language', () => {
    for (const namespace of ['accountMail', 'receiptMail', 'refundMail', 'questionTypes']) {
      const english = Object.keys(webTexts(namespace, 'en'));
      expect(english.length, namespace).toBeGreaterThan(3);
      for (const lang of LANGS)
        expect(Object.keys(webTexts(namespace, lang)), `${namespace} ${lang}`).toEqual(english);
    }
  });
});
