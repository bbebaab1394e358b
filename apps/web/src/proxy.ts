import { NextResponse, type NextRequest } from 'next/server';
import { COOKIE, COOKIE_MAX_AGE, COOKIE_PATH, COOKIE_SAME_SITE } from './lib/cookies';
import { enabledPathCodes } from './lib/i18n/languages';
import { decideLanguage } from './lib/language-rule';

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
  const decision = decideLanguage({
    pathname,
    search,
    langCookie: request.cookies.get(COOKIE.lang)?.value,
    userChooseInfoCookie: request.cookies.get(COOKIE.userChooseInfo)?.value,
    enabled: enabledPathCodes(),
  });
  if (decision.action === 'ignore') return NextResponse.next();

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

const API_PATH = /^\/api(?:\/|$)/;

export const config = {
  // The API, and every page: everything but Next.js internals and files with an extension.
  matcher: ['/api/:path*', '/((?!_next/|api/|api$|.*\\.[^/]*$).*)'],
};
