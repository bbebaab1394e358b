import type { SessionHeaders } from '../api/request';
import { COOKIE, readCookie } from '../cookies';
import { storedDeviceId } from './device-id';

/** The headers of the current browser session, read fresh for each call. */
export function browserSession(): SessionHeaders {
  return {
    token: readCookie(COOKIE.token),
    // What the customer reads is the page's language: answers (order and coupon names, issue types,
    // mails asked for from here) follow it, whatever language the account saved.
    lang: document.documentElement.dataset.lang ?? readCookie(COOKIE.lang),
    currency: readCookie(COOKIE.currencyKey),
    region: readCookie(COOKIE.regionKey),
    deviceId: storedDeviceId(),
    channel: readCookie(COOKIE.bizChannel),
  };
}
