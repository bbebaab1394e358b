import type { SessionHeaders } from '../api/request';
import { COOKIE, readCookie } from '../cookies';
import { storedDeviceId } from './device-id';

/** The headers of the current browser session, read fresh for each call. */
export function browserSession(): SessionHeaders {
  return {
    token: readCookie(COOKIE.token),
    // Before the first cookie is written, the page's own language is the best guess.
    lang: readCookie(COOKIE.lang) ?? document.documentElement.dataset.lang,
    currency: readCookie(COOKIE.currencyKey),
    region: readCookie(COOKIE.regionKey),
    deviceId: storedDeviceId(),
    channel: readCookie(COOKIE.bizChannel),
  };
}
