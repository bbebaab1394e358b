import type { LoginData } from '@storefront/contracts/auth';
import { COOKIE, COOKIE_MAX_AGE, removeCookie, writeCookie } from '../cookies';

/** Stores a successful login as the session cookies (spec section 4). */
export function storeLogin(data: LoginData): void {
  const untilTokenExpires = { expires: new Date(data.tokenExpireTime) };
  // An empty token means "keep the one you have"; a new one replaces the old cookie.
  if (data.token) {
    writeCookie(COOKIE.token, data.token, untilTokenExpires);
    writeCookie(COOKIE.tokenExpireTime, String(data.tokenExpireTime), untilTokenExpires);
  }
  const year = { maxAge: COOKIE_MAX_AGE.preference };
  writeCookie(COOKIE.lang, data.lang, { maxAge: COOKIE_MAX_AGE.lang });
  writeCookie(COOKIE.regionKey, data.region, year);
  writeCookie(COOKIE.currencyKey, data.currency, year);
  writeCookie(COOKIE.isBindEmail, String(data.isBindEmail), untilTokenExpires);
  writeCookie(COOKIE.isRegister, String(data.isRegister), untilTokenExpires);
  writeCookie(COOKIE.forceLogin, String(data.forceLogin), untilTokenExpires);
  writeCookie(COOKIE.userId, data.userId, untilTokenExpires);
  // The e-mail cookie means "signed in", so a guest session must not inherit an old one.
  if (data.email) writeCookie(COOKIE.email, data.email, untilTokenExpires);
  else removeCookie(COOKIE.email);
}

/** Sign out (spec section 4): the token, its time and the user's details go; device and settings stay. */
export function clearLogin(): void {
  for (const name of [
    COOKIE.token,
    COOKIE.tokenExpireTime,
    COOKIE.email,
    COOKIE.userId,
    COOKIE.isBindEmail,
    COOKIE.isRegister,
    COOKIE.forceLogin,
  ]) {
    removeCookie(name);
  }
}
