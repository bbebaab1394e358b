import { NextResponse, type NextRequest } from 'next/server';
import { COOKIE, COOKIE_MAX_AGE, COOKIE_PATH, COOKIE_SAME_SITE } from './lib/cookies';
import { enabledPathCodes } from './lib/i18n/languages';
import { decideLanguage } from './lib/language-rule';

/** Applies the language rule (spec section 2); the decision itself lives in lib/language-rule. */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
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

export const config = {
  // Everything but Next.js internals, the API and files with an extension (public/, robots.txt …).
  matcher: ['/((?!_next/|api/|api$|.*\\.[^/]*$).*)'],
};
