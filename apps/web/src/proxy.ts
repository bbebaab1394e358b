import { NextResponse, type NextRequest } from 'next/server';
import { BACK_PARAM, isSignedIn, needsSignIn } from './lib/auth/guard';
import { COOKIE, COOKIE_MAX_AGE, COOKIE_PATH, COOKIE_SAME_SITE } from './lib/cookies';
import { enabledPathCodes } from './lib/i18n/languages';
import { decideLanguage } from './lib/language-rule';
import { ROUTE } from './lib/routes';

/**
 * Forwards `/api/*` to the API process, read at run time (a next.config rewrite would fix the
 * address at build time), and applies the language rule (spec section 2) to every page; the
 * rule's decision itself lives in lib/language-rule.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (API_PATH.test(pathname)) {
    return NextResponse.rewrite(
      new URL(pathname + search, process.env.API_ORIGIN ?? 'http://127.0.0.1:3001'),
    );
  }
  const enabled = enabledPathCodes();
  const decision = decideLanguage({
    pathname,
    search,
    langCookie: request.cookies.get(COOKIE.lang)?.value,
    userChooseInfoCookie: request.cookies.get(COOKIE.userChooseInfo)?.value,
    enabled,
  });
  if (decision.action === 'ignore') return NextResponse.next();

  const signedIn = isSignedIn({
    email: request.cookies.get(COOKIE.email)?.value,
    isRegister: request.cookies.get(COOKIE.isRegister)?.value,
  });
  if (decision.action === 'pass' && !signedIn && needsSignIn(pathname, enabled)) {
    return signInFirst(request, decision.lang);
  }

  const response =
    decision.action === 'redirect' && decision.to
      ? NextResponse.redirect(new URL(decision.to, request.url), 302)
      : decision.action === 'rewrite' && decision.to
        ? NextResponse.rewrite(new URL(decision.to, request.url))
        : NextResponse.next();

  response.cookies.set(COOKIE.lang, decision.lang, {
    maxAge: COOKIE_MAX_AGE.lang,
    path: COOKIE_PATH,
    sameSite: COOKIE_SAME_SITE,
  });
  return response;
}

/**
 * A guest asking for a page that needs sign-in goes to the sign-in page of the same prefix, which
 * keeps the page asked for as loginBackPath to return to (spec sections 3 and 6). The page, not this
 * redirect, writes that cookie: Next.js also prefetches links in the background, and a prefetch
 * (whose marking headers proxy.ts does not see) must not choose where sign-in returns.
 */
function signInFirst(request: NextRequest, lang: string) {
  const { pathname, search } = request.nextUrl;
  const prefix = pathname.split('/')[1] ?? '';
  const login = new URL(`/${prefix}/${ROUTE.login}`, request.url);
  login.searchParams.set(BACK_PARAM, pathname + search);
  const response = NextResponse.redirect(login, 302);
  response.cookies.set(COOKIE.lang, lang, {
    maxAge: COOKIE_MAX_AGE.lang,
    path: COOKIE_PATH,
    sameSite: COOKIE_SAME_SITE,
  });
  return response;
}

const API_PATH = /^\/api(?:\/|$)/;

export const config = {
  // The API, and every page: everything but Next.js internals and files with an extension.
  matcher: ['/api/:path*', '/((?!_next/|api/|api$|.*\\.[^/]*$).*)'],
};
