import type { ProductKind } from '@storefront/contracts/catalog';

/** The store's routes under a language prefix (spec section 2), in the spec's own names. */
export const ROUTE = {
  home: '',
  news: 'news',
  chat: 'chat',
  myAccount: 'myAccount',
  myOrder: 'myOrder',
  /** My Coupons (spec section 2, "Other screens implied by texts"). */
  myCoupon: 'myCoupon',
  /** A coupon activity: /{lang}/activity/{id}, a promotion that gives a coupon. */
  activity: 'activity',
  login: 'login',
  register: 'login/register',
  forgetPsd: 'forgetPsd',
  changePassword: 'changePassword',
  /** Where a browser lands once its account is deleted (and signed out). */
  accountDeleted: 'accountDeleted',
  verifyEmail: 'verifyEmail',
  verifySuccess: 'verifyEmail/verifySuccess',
  verifyFail: 'verifyEmail/verifyFail',
  /** The invalid-link page (spec section 2: the link may be used, expired or faulty). */
  invalidLink: 'verifyEmail/invalidLink',
  help: 'help',
  helpDetail: 'helpDetail',
  orderDetail: 'orderDetail',
  /** A guest's way back to an order from another browser: number + receipt e-mail → a mailed link. */
  orderLookup: 'orderLookup',
  payment: 'payment',
  /** The sandbox gateway's hosted page (a test gateway that stands in for a real one). */
  sandboxPay: 'sandboxPay',
  gameBuy: 'gameBuy',
  /** The policy pages and About us (spec section 2, "Other screens implied by texts"). */
  privacy: 'privacy',
  terms: 'terms',
  refund: 'refund',
  cookie: 'cookie',
  about: 'about',
  /** The agent console's old address, sent to the console's Support area: never a game's name. */
  agent: 'agent',
  /** The staff console (issue 14): not a storefront page, never a game's name. */
  console: 'console',
} as const;

export type RouteName = keyof typeof ROUTE;

/**
 * First path segments that name a page rather than a game, so `/news` is redirected to a prefix
 * while `/some-game` is served as a short game page.
 */
export const ROUTE_SEGMENTS: ReadonlySet<string> = new Set([
  ...Object.values(ROUTE)
    .map((path) => path.split('/')[0] ?? '')
    .filter(Boolean),
  'register',
]);

export function localePath(prefix: string, route: RouteName, query?: Record<string, string>): string {
  const path = ROUTE[route] ? `/${prefix}/${ROUTE[route]}` : `/${prefix}`;
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return path + search;
}

/** The same page under another language prefix: the current prefix is replaced, or one is added. */
export function withPrefix(pathname: string, prefix: string, enabled: readonly string[]): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== undefined && enabled.includes(segments[0])) segments.shift();
  return `/${[prefix, ...segments].join('/')}`;
}

/** A game's purchase page (spec section 2: /{lang}/gameBuy/{game}); the game's id is its slug. */
export function gamePath(prefix: string, id: string): string {
  return `${localePath(prefix, 'gameBuy')}/${encodeURIComponent(id)}`;
}

/**
 * A kind's page, `/{lang}/games/{kind}`: two segments, so it never takes a name from the games of
 * `/{lang}/{game}` (spec section 2). The kinds in the URL in words, not the API's identifiers.
 */
export const KIND_SEGMENT = {
  topup: 'top-ups',
  game_card: 'game-cards',
  live_stream: 'live-streams',
  cd_key: 'cd-keys',
  gift_card: 'gift-cards',
} as const satisfies Record<ProductKind, string>;

export const KIND_PAGES = 'games';

export function kindPath(prefix: string, kind: ProductKind): string {
  return `/${prefix}/${KIND_PAGES}/${KIND_SEGMENT[kind]}`;
}

/** The kind a page's segment names; undefined for any other word. */
export function kindOfSegment(segment: string): ProductKind | undefined {
  return (Object.keys(KIND_SEGMENT) as ProductKind[]).find((kind) => KIND_SEGMENT[kind] === segment);
}
