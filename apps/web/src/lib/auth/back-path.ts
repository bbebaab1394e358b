import { COOKIE, COOKIE_MAX_AGE, readCookie, removeCookie, writeCookie } from '../cookies';
import { safeBackPath } from './guard';

/** Keeps the page to return to after signing in (the loginBackPath cookie of spec section 3). */
export function rememberBackPath(path: string): void {
  if (safeBackPath(path)) writeCookie(COOKIE.loginBackPath, path, { maxAge: COOKIE_MAX_AGE.loginBackPath });
}

/** The stored page, if any, read once: the next sign-in must not return there again. */
export function takeBackPath(): string | undefined {
  const path = safeBackPath(readCookie(COOKIE.loginBackPath));
  removeCookie(COOKIE.loginBackPath);
  return path;
}

/** The stored page without using it up, for a sign-in that leaves the site first (social). */
export function peekBackPath(): string | undefined {
  return safeBackPath(readCookie(COOKIE.loginBackPath));
}
