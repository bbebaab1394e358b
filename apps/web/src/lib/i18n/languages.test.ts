import { describe, expect, it } from 'vitest';
import {
  langOfPrefix,
  LANGUAGE_TAG,
  langOfTag,
  parseEnabledPathCodes,
  prefixFor,
  servedLangs,
} from './languages';

describe('enabled languages', () => {
  it('reads ENABLED_LANGS, dropping unknown codes, defaulting to en and ru', () => {
    expect(parseEnabledPathCodes(undefined)).toEqual(['en', 'ru']);
    expect(parseEnabledPathCodes('')).toEqual(['en', 'ru']);
    expect(parseEnabledPathCodes(' EN, th ,xx,th')).toEqual(['en', 'th']);
    expect(parseEnabledPathCodes('xx,yy')).toEqual(['en', 'ru']);
  });

  it('finds the prefix that shows a language, country codes included', () => {
    expect(prefixFor('ru', ['en', 'ru'])).toBe('ru');
    expect(prefixFor('tl', ['en', 'ph'])).toBe('ph');
    expect(prefixFor('th', ['en', 'ru'])).toBeUndefined();
    expect(langOfPrefix('sg', ['sg'])).toBe('en');
    expect(langOfPrefix('th', ['en', 'ru'])).toBeUndefined();
  });

  it('offers only the languages some enabled prefix shows', () => {
    expect(servedLangs(['en', 'ru'])).toEqual(['en', 'ru']);
    expect(servedLangs(['ph', 'sg'])).toEqual(['en', 'tl']);
  });

  it('tags pages with BCP 47 languages', () => {
    expect(LANGUAGE_TAG.cn).toBe('zh-Hans');
    expect(LANGUAGE_TAG.tw).toBe('zh-Hant');
    expect(LANGUAGE_TAG.tl).toBe('fil');
    expect(LANGUAGE_TAG.my).toBe('my');
    expect(langOfTag('zh-Hant')).toBe('tw');
  });
});
