import { describe, expect, it } from 'vitest';
import { ERROR, ERROR_TEXTS, errorMessage } from './errors.ts';
import { LANGS } from './locale.ts';

describe('error catalogue', () => {
  it('keeps the spec texts for -1001 … -1017 in English', () => {
    expect(errorMessage(ERROR.TOKEN_EXPIRED, 'en')).toBe('Token expired');
    expect(errorMessage(ERROR.COUPON_EXPIRED, 'en')).toBe('User coupon expired');
    expect(
      Object.keys(ERROR_TEXTS)
        .map(Number)
        .filter((c) => c >= -1017),
    ).toHaveLength(17);
  });

  it('has a text in every language for every code, translated rather than copied', () => {
    for (const [code, texts] of Object.entries(ERROR_TEXTS)) {
      for (const lang of LANGS) {
        expect(texts[lang], `${code} ${lang}`).toBeTruthy();
      }
      const distinct = new Set(LANGS.map((lang) => texts[lang]));
      expect(distinct.size, `${code} has too many copies of one text`).toBeGreaterThanOrEqual(10);
    }
  });

  it('fills slots and leaves unknown ones visible', () => {
    expect(errorMessage(ERROR.FIELD_REQUIRED, 'ru', { field: 'DeviceId' })).toBe(
      'Поле «DeviceId» обязательно',
    );
    expect(errorMessage(ERROR.FIELD_REQUIRED, 'en')).toBe('The field "{field}" is required');
  });
});
