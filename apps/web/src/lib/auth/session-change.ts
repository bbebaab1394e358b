import type { LoginData } from '@storefront/contracts/auth';
import { callApi } from '../api/browser';
import { localePath } from '../routes';
import { clearLogin, storeLogin } from '../session/store-login';
import { takeBackPath } from './back-path';

/**
 * After any sign-in: store the session, then load the page to return to afresh (one named by the
 * caller, else loginBackPath, else `fallback`), so that every server-rendered part (header, menus)
 * shows the signed-in customer.
 */
export function finishSignIn(data: LoginData, fallback: string, backPath?: string): void {
  storeLogin(data);
  const stored = takeBackPath();
  window.location.assign(backPath ?? stored ?? fallback);
}

/**
 * Sign out (spec section 4): end the session at the API, clear the token, its time and the user's
 * details, then go to the sign-in page, where session start opens a fresh guest session.
 */
export async function signOut(prefix: string): Promise<void> {
  await callApi('auth/logout', {}, { quiet: true });
  clearLogin();
  window.location.assign(localePath(prefix, 'login'));
}
