/**
 * Where a browser keeps the console's session (issue 26): in a cookie the API sets at every staff
 * sign-in, `HttpOnly` (no script of any page reads it), `SameSite=Strict` (no other site's page
 * sends it), `Secure` when PUBLIC_URL is https, and sent only to the console's calls. The token is
 * never in a JSON answer to a browser, nor in `localStorage`, so a script on a storefront page (an
 * injected one, a compromised dependency) cannot carry it away.
 */
export const STAFF_COOKIE = {
  name: 'staff_session',
  /** The console's calls and nothing else: no page, storefront call or file request carries it. */
  path: '/api/admin',
} as const;

/**
 * Every console call that signs in by the cookie sends this header (value `1`): a page of another
 * site cannot add a header to its request without the API's consent (a CORS preflight the API never
 * grants), so its absence refuses a forged call (-1450), with the browser's own `Sec-Fetch-Site` and
 * `Origin`.
 */
export const CONSOLE_CALL_HEADER = 'x-console-call';
