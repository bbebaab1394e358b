/**
 * Every cookie the storefront reads or writes (spec section 3, "Client state and cookies"), with its
 * lifetime. The browser writes the session cookies itself (spec section 4), so none is httpOnly.
 * The console's session is none of these: the API sets it HttpOnly, for its console calls only, and
 * no script reads it (`STAFF_COOKIE` in contracts' staff-session.ts, with the header those calls send).
 */
export const COOKIE = {
  token: 'token',
  tokenExpireTime: 'tokenExpireTime',
  lang: 'lang',
  regionKey: 'region_key',
  currencyKey: 'currency_key',
  userChooseInfo: 'userChooseInfo',
  isBindEmail: 'isBindEmail',
  /** Its presence means the customer is signed in. */
  email: 'email',
  isRegister: 'isRegister',
  forceLogin: 'forceLogin',
  userId: 'userId',
  deviceId: 'DeviceId',
  /** Written by marketing links, read as the Channel header. */
  bizChannel: 'bizChannel',
  /** Where to return after signing in, set when a guest is sent to sign in (spec section 4). */
  loginBackPath: 'loginBackPath',
  /** The recently viewed games, `[{ id }]` newest first (spec section 9). */
  historyIdList: 'historyIdList',
  /** Like bizChannel, taken from a landing URL's query and kept for the statistics (spec section 3). */
  bizType: 'bizType',
  /** Order numbers already reported to the statistics as purchases, comma-separated (spec section 3). */
  orderNo: 'orderNo',
  /** The storage signature for uploads, kept 30 minutes (spec sections 3 and 9). */
  ossSign: 'ossSign',
  /** Order numbers whose feedback awaits a reply, comma-separated: polled until it comes (spec section 4). */
  feedbackOrderNo: 'feedbackOrderNo',
  /** Order numbers with a reply not yet read, comma-separated: the red icon on My Orders. */
  feedbackOrderNoCS: 'feedbackOrderNoCS',
} as const;

export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

const ONE_YEAR_SECONDS = 31_536_000;

/** Lifetimes in seconds; session cookies instead expire with the token (`tokenExpireTime`). */
export const COOKIE_MAX_AGE = {
  lang: ONE_YEAR_SECONDS,
  preference: ONE_YEAR_SECONDS,
  deviceId: ONE_YEAR_SECONDS,
  bizChannel: 86_400,
  /** Long enough to sign in or register, short enough not to surprise a later visit. */
  loginBackPath: 3_600,
  reportedOrders: ONE_YEAR_SECONDS,
  /** Spec section 9: the storage signature is cached 1,800,000 ms. */
  ossSign: 1_800,
  /** A reply is promised within 2 hours; a week covers a customer who comes back later. */
  feedback: 7 * 86_400,
} as const;

export const COOKIE_PATH = '/';
export const COOKIE_SAME_SITE = 'lax';

/** The saved settings, as the Settings dialog stores them in `userChooseInfo`. */
export interface UserChoice {
  lang: string;
  region: string;
  currency: string;
}

/** Reads `userChooseInfo`, whether or not its JSON is still URI-encoded. */
export function parseUserChoice(value: string | undefined): Partial<UserChoice> | undefined {
  if (!value) return undefined;
  for (const text of [value, safeDecode(value)]) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') return parsed as Partial<UserChoice>;
    } catch {
      // not JSON in this form; try the next
    }
  }
  return undefined;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The value of one cookie in a `Cookie` header (or `document.cookie`). */
export function cookieFrom(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    return safeDecode(part.slice(eq + 1).trim());
  }
  return undefined;
}

export function readCookie(name: CookieName): string | undefined {
  return cookieFrom(document.cookie, name) || undefined;
}

export interface WriteOptions {
  maxAge?: number;
  expires?: Date;
}

export function writeCookie(name: CookieName, value: string, options: WriteOptions = {}): void {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `path=${COOKIE_PATH}`,
    `samesite=${COOKIE_SAME_SITE}`,
  ];
  if (options.maxAge !== undefined) parts.push(`max-age=${options.maxAge}`);
  if (options.expires) parts.push(`expires=${options.expires.toUTCString()}`);
  if (location.protocol === 'https:') parts.push('secure');
  document.cookie = parts.join('; ');
}

export function removeCookie(name: CookieName): void {
  document.cookie = `${name}=; path=${COOKIE_PATH}; max-age=0`;
}
