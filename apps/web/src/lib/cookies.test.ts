import { describe, expect, it } from 'vitest';
import { cookieFrom, parseUserChoice } from './cookies';

describe('cookies', () => {
  it('reads one cookie from a header, decoded', () => {
    const header = 'lang=en; email=a%40b.test; token=abc=def';
    expect(cookieFrom(header, 'email')).toBe('a@b.test');
    expect(cookieFrom(header, 'token')).toBe('abc=def');
    expect(cookieFrom(header, 'missing')).toBeUndefined();
  });

  it('reads the stored settings whether or not they are URI-encoded', () => {
    const json = JSON.stringify({ lang: 'en', region: 'SGP', currency: 'SGD' });
    expect(parseUserChoice(json)).toEqual({ lang: 'en', region: 'SGP', currency: 'SGD' });
    expect(parseUserChoice(encodeURIComponent(json))?.region).toBe('SGP');
    expect(parseUserChoice('not json')).toBeUndefined();
    expect(parseUserChoice(undefined)).toBeUndefined();
  });
});
