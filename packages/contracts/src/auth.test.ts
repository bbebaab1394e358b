import { describe, expect, it } from 'vitest';
import { Email, InviteCode, Password, VerifyCode } from './auth.ts';

describe('account fields', () => {
  it('keeps an e-mail trimmed and lower-cased, and refuses what is not one', () => {
    expect(Email.parse('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
    for (const bad of ['', 'ann', 'ann@', '@example.com', `${'a'.repeat(250)}@x.com`]) {
      expect(Email.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('takes passwords of 6 to 18 characters (spec section 5)', () => {
    expect(Password.safeParse('12345').success).toBe(false);
    expect(Password.safeParse('123456').success).toBe(true);
    expect(Password.safeParse('x'.repeat(18)).success).toBe(true);
    expect(Password.safeParse('x'.repeat(19)).success).toBe(false);
  });

  it('takes a code of exactly six digits', () => {
    expect(VerifyCode.parse(' 012345 ')).toBe('012345');
    for (const bad of ['12345', '1234567', 'abcdef', ''])
      expect(VerifyCode.safeParse(bad).success, bad).toBe(false);
  });

  it('lets the invite code be skipped', () => {
    expect(InviteCode.parse(undefined)).toBeUndefined();
    expect(InviteCode.parse('')).toBe('');
    expect(InviteCode.parse(' ab12cd34 ')).toBe('AB12CD34');
  });
});
