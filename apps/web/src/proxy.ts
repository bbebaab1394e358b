import { NextResponse, type NextRequest } from 'next/server';
import { ERROR } from '@storefront/contracts/errors';
import { HEADER } from '@storefront/contracts/headers';
import { BACK_PARAM, isSignedIn, needsSignIn } from './lib/auth/guard';
import { pageLookup } from './lib/page-lookup';
import { COOKIE, COOKIE_MAX_AGE, COOKIE_PATH, COOKIE_SAME_SITE } from './lib/cookies';
import { enabledPathCodes } from './lib/i18n/languages';
import { decideLanguage } from './lib/language-rule';
import { ROUTE } from './lib/routes';
import { metricaConfigured } from './lib/metrica-setting';
import {
  METRICA_HEADER,
  NONCE_HEADER,
  newNonce,
  pageSecurityHeaders,
  type PagePolicy,
} from './lib/security-headers';
import { customerServicePath, FRAME_PARAM } from './modules/support/paths';

/**
 * Applies the language rule (spec section 2) to every page, and gives each page its security
 * headers with a fresh script nonce. `/api/*` never reaches the storefront: the front door sends it
 * to the API.
 */
export async function proxy(request: NextRequest) {
  const policy: PagePolicy = {
    nonce: newNonce(),
    framedByStore: isChatFrame(request.nextUrl),
    metrica: await metricaConfigured(),
    dev: process.env.NODE_ENV === 'development',
    cdnHost: process.env.CDN_HOST,
    storageUrl: process.env.STORAGE_URL,
  };
  const headers = pageSecurityHeaders(policy);
  // Next.js takes the nonce for its own scripts from the request's policy; the page reads the rest.
  const forwarded = new Headers(request.headers);
  forwarded.set('content-security-policy', headers['Content-Security-Policy']);
  forwarded.set(NONCE_HEADER, policy.nonce);
  forwarded.set(METRICA_HEADER, policy.metrica ? '1' : '0');
  const response = await applyLanguageRule(request, { request: { headers: forwarded } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/** The chat page inside the floating button's frame, the one page the store frames itself. */
function isChatFrame({ pathname, searchParams }: URL) {
  const prefix = pathname.split('/')[1] ?? '';
  return pathname === customerServicePath(prefix) && searchParams.get(FRAME_PARAM) === '1';
}

type Forward = NonNullable<Parameters<typeof NextResponse.next>[0]>;

/** The language rule's answer: `forward` carries the request on to the page (rewrite or pass). */
async function applyLanguageRule(request: NextRequest, forward: Forward) {
  const { pathname, search } = request.nextUrl;
  const enabled = enabledPathCodes();
  const decision = decideLanguage({
    pathname,
    search,
    langCookie: request.cookies.get(COOKIE.lang)?.value,
    userChooseInfoCookie: request.cookies.get(COOKIE.userChooseInfo)?.value,
    enabled,
  });
  if (decision.action === 'ignore') return NextResponse.next(forward);

  const signedIn = isSignedIn({
    email: request.cookies.get(COOKIE.email)?.value,
    isRegister: request.cookies.get(COOKIE.isRegister)?.value,
  });
  if (decision.action === 'pass' && !signedIn && needsSignIn(pathname, enabled)) {
    return signInFirst(request, decision.lang);
  }

  const served = decision.action === 'redirect' ? undefined : (decision.to ?? pathname);
  const missing = served !== undefined && (await isMissing(served, search, decision.lang, enabled));
  const response =
    decision.action === 'redirect' && decision.to
      ? NextResponse.redirect(new URL(decision.to, request.url), 302)
      : missing
        ? NextResponse.rewrite(new URL(`${served}/${MISSING}`, request.url), forward)
        : decision.action === 'rewrite' && decision.to
          ? NextResponse.rewrite(new URL(decision.to, request.url), forward)
          : NextResponse.next(forward);

  response.cookies.set(COOKIE.lang, decision.lang, {
    maxAge: COOKIE_MAX_AGE.lang,
    path: COOKIE_PATH,
    sameSite: COOKIE_SAME_SITE,
  });
  keepLandingChannel(request, response);
  return response;
}

/**
 * A marketing link names its channel in the query (?bizChannel=…&bizType=…): kept as cookies, so the
 * Channel header credits the orders of the next day to it (spec sections 3, 4 and 7).
 */
function keepLandingChannel(request: NextRequest, response: NextResponse) {
  for (const name of [COOKIE.bizChannel, COOKIE.bizType]) {
    const value = request.nextUrl.searchParams.get(name);
    if (!value) continue;
    response.cookies.set(name, value, {
      maxAge: COOKIE_MAX_AGE.bizChannel,
      path: COOKIE_PATH,
      sameSite: COOKIE_SAME_SITE,
    });
  }
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

/** A path no route matches: Next.js answers it with the full 404 page (app/global-not-found). */
const MISSING = '_missing';
const MISSING_CODES: readonly number[] = [
  ERROR.PRODUCT_NOT_FOUND,
  ERROR.CONTENT_NOT_FOUND,
  ERROR.FIELD_INVALID,
];

/**
 * An unknown game, article or help entry must be a 404 with the whole page rendered, which
 * `notFound()` from a page does not give in Next.js 16 (it answers an empty error shell), so the
 * question is asked here, where the request can still be routed to the global 404. Only the API's
 * "does not exist" counts: when the API cannot answer, the page itself says so.
 */
async function isMissing(pathname: string, search: string, lang: string, enabled: string[]) {
  const lookup = pageLookup(pathname, search, enabled);
  if (!lookup) return false;
  try {
    const response = await fetch(`${apiOrigin()}/api/web/${lookup.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HEADER.lang]: lang },
      body: JSON.stringify(lookup.body),
      cache: 'no-store',
    });
    const { code } = (await response.json()) as { code?: number };
    return code !== undefined && MISSING_CODES.includes(code);
  } catch {
    return false;
  }
}

const apiOrigin = () => process.env.API_ORIGIN ?? 'http://127.0.0.1:3001';

export const config = {
  // Every page: everything but Next.js internals, the API and files with an extension.
  matcher: ['/((?!_next/|api/|api$|.*\\.[^/]*$).*)'],
};
