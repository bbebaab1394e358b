import { describe, expect, it } from 'vitest';
import { chatNeedsSignIn } from './force-login';

describe('the forceLogin rule of the chat', () => {
  it('sends an unregistered customer to sign in when the store forces it', () => {
    expect(chatNeedsSignIn({ isRegister: '0', forceLogin: '1' })).toBe(true);
    expect(chatNeedsSignIn({ forceLogin: '1' })).toBe(true);
  });

  it('lets a registered customer chat, and anyone when sign-in is not forced', () => {
    expect(chatNeedsSignIn({ isRegister: '1', forceLogin: '1' })).toBe(false);
    expect(chatNeedsSignIn({ isRegister: '0', forceLogin: '0' })).toBe(false);
    expect(chatNeedsSignIn({})).toBe(false);
  });
});
