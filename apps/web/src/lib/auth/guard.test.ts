import { describe, expect, it } from 'vitest';
import { isSignedIn, needsSignIn, safeBackPath } from './guard';

const enabled = ['en', 'ru'];

describe('sign-in guard', () => {
  it('protects the account area, My Orders, My Coupons and the password change', () => {
    expect(needsSignIn('/en/myAccount', enabled)).toBe(true);
    expect(needsSignIn('/en/myCoupon', enabled)).toBe(true);
    expect(needsSignIn('/en/activity/starfall-crystal-week', enabled)).toBe(false);
    expect(needsSignIn('/ru/myOrder', enabled)).toBe(true);
    expect(needsSignIn('/ru/changePassword', enabled)).toBe(true);
    expect(needsSignIn('/ru/login', enabled)).toBe(false);
    expect(needsSignIn('/ru', enabled)).toBe(false);
    expect(needsSignIn('/th/myAccount', enabled)).toBe(false);
  });

  it('counts an e-mail cookie or a registered account as signed in', () => {
    expect(isSignedIn({ email: 'a@b.c' })).toBe(true);
    expect(isSignedIn({ isRegister: '1' })).toBe(true);
    expect(isSignedIn({ isRegister: '0' })).toBe(false);
    expect(isSignedIn({})).toBe(false);
  });

  it('returns only to paths on this site', () => {
    expect(safeBackPath('/en/myOrder?invite=true')).toBe('/en/myOrder?invite=true');
    expect(safeBackPath('//evil.example')).toBeUndefined();
    expect(safeBackPath('/\\evil.example')).toBeUndefined();
    expect(safeBackPath('https://evil.example')).toBeUndefined();
    expect(safeBackPath(undefined)).toBeUndefined();
  });
});
