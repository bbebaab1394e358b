import { ROUTE } from '../routes';

/** The sign-in page's query parameter naming the page a guest was sent from. */
export const BACK_PARAM = 'back';

/** Pages that need sign-in (spec section 6): the account area, My Orders, coupons and changing the password. */
const PROTECTED: ReadonlySet<string> = new Set([
  ROUTE.myAccount,
  ROUTE.myOrder,
  ROUTE.myCoupon,
  ROUTE.changePassword,
]);

/** Whether a path under an enabled prefix (`/en/myAccount`) is one a guest must sign in for. */
export function needsSignIn(pathname: string, enabled: readonly string[]): boolean {
  const [prefix, ...rest] = pathname.split('/').filter(Boolean);
  return prefix !== undefined && enabled.includes(prefix) && PROTECTED.has(rest.join('/'));
}

/**
 * The session cookies as far as signing in goes: the e-mail cookie means signed in (spec section 3);
 * an account made by social sign-in may have no e-mail yet, and then `isRegister` tells.
 */
export function isSignedIn(cookies: { email?: string; isRegister?: string }): boolean {
  return Boolean(cookies.email) || cookies.isRegister === '1';
}

/**
 * A path on this site that is safe to return to after sign-in: one leading slash, no scheme, host
 * or backslash (the same rule as the contracts' SameSitePath), so it never leads off the site.
 */
export function safeBackPath(value: string | undefined): string | undefined {
  return value && /^\/(?![/\\])[^\\\s]*$/.test(value) && value.length <= 512 ? value : undefined;
}
