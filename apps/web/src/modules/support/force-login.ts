/**
 * Spec sections 4 and 6: a customer who is not registered (isRegister 0 or absent) may not chat
 * while the store asks for sign-in (forceLogin 1); the chat button sends them to sign in instead.
 */
export function chatNeedsSignIn(cookies: { isRegister?: string; forceLogin?: string }): boolean {
  return cookies.isRegister !== '1' && cookies.forceLogin === '1';
}
