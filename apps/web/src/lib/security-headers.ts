/**
 * The browser-side defences every answer of the storefront carries (issue 11). The session token
 * lives in a cookie scripts can read (spec section 4), so what keeps an injected script from taking
 * it is the Content-Security-Policy: only scripts carrying this request's nonce run, and what they
 * load (Next.js chunks, the Metrica tag) is trusted through 'strict-dynamic'.
 *
 * No imports: next.config.ts reads this file too.
 */

/**
 * What every answer gets, files and chunks included. The other rules concern documents only, so
 * pages alone carry them (pageSecurityHeaders): each file answered spares their bytes.
 */
export const FILE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
};

// Nothing in the store uses these; an injected frame or script cannot ask for them either.
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

// Where the Yandex Metrica tag sends its hits and loads its parts (Yandex's list for sites with a
// CSP), allowed only while the site settings name a counter.
const METRICA_TLDS = [
  'ru',
  'az',
  'by',
  'co.il',
  'com',
  'com.am',
  'com.ge',
  'com.tr',
  'ee',
  'fr',
  'kg',
  'kz',
  'lt',
  'lv',
  'md',
  'tj',
  'tm',
  'uz',
];
const METRICA_DOMAINS = [
  ...METRICA_TLDS.map((tld) => `mc.yandex.${tld}`),
  'mc.webvisor.com',
  'mc.webvisor.org',
];
const METRICA = METRICA_DOMAINS.map((domain) => `https://${domain}`);
const METRICA_SOCKETS = METRICA_DOMAINS.map((domain) => `wss://${domain}`);

export interface PagePolicy {
  /** This request's nonce: Next.js reads it from the policy and puts it on its own scripts. */
  nonce: string;
  /** Only the chat page shown in the floating button's frame may be framed, and only by the store. */
  framedByStore: boolean;
  /** Whether the site settings name a Yandex Metrica counter. */
  metrica: boolean;
  /** `next dev`: React rebuilds server error stacks with eval. */
  dev: boolean;
  /** The CDN_HOST images come from, when set. */
  cdnHost?: string;
  /** The S3-compatible store (STORAGE_URL) that browsers upload to and show files from, when set. */
  storageUrl?: string;
}

/** `https://host[:port]` of a URL, without its path or credentials; nothing for a malformed one. */
function originOf(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? [] : [origin];
  } catch {
    return [];
  }
}

export function contentSecurityPolicy(policy: PagePolicy): string {
  const cdn = originOf(policy.cdnHost);
  const storage = originOf(policy.storageUrl);
  const metrica = policy.metrica ? METRICA : [];
  const metricaSockets = policy.metrica ? METRICA_SOCKETS : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      `'nonce-${policy.nonce}'`,
      "'strict-dynamic'",
      ...(policy.dev ? ["'unsafe-eval'"] : []),
    ],
    // Next.js inlines each page's CSS and React writes style attributes (the chat button's place);
    // a nonce here would turn 'unsafe-inline' off for both.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...cdn, ...storage, ...metrica],
    ['font-src', "'self'"],
    // 'self' covers the chat's WebSocket (ws: and wss: of the same host).
    ['connect-src', "'self'", ...storage, ...metrica, ...metricaSockets],
    ['worker-src', "'self'"],
    ['frame-src', "'self'", ...(policy.metrica ? ['blob:', ...METRICA] : [])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // Payment providers and sign-in services are reached by redirects, never by a form posted to them.
    ['form-action', "'self'"],
    ['frame-ancestors', policy.framedByStore ? "'self'" : "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The headers a page adds to FILE_SECURITY_HEADERS. */
export function pageSecurityHeaders(policy: PagePolicy) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(policy),
    'X-Frame-Options': policy.framedByStore ? 'SAMEORIGIN' : 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  };
}

/** The request header that tells server components this request's nonce (for their own <Script>s). */
export const NONCE_HEADER = 'x-nonce';
/** The request header saying this page's policy lets the Metrica counter run ('1'). */
export const METRICA_HEADER = 'x-metrica-allowed';

/** A fresh nonce for one request: 128 random bits. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
