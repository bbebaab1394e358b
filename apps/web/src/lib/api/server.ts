import 'server-only';
import type { WebCallPath, WebCallRequest } from '@storefront/contracts/calls';
import { cookies, headers } from 'next/headers';
import { COOKIE } from '../cookies';
import { postCall, type ApiAnswer } from './request';

const apiOrigin = () => process.env.API_ORIGIN ?? 'http://127.0.0.1:3001';

/**
 * A call from a server component, on behalf of the visitor whose cookies came with the request.
 * `lang` is the page's language, which may not be in the cookie yet on a first visit.
 */
export async function callApi<P extends WebCallPath>(
  path: P,
  body: WebCallRequest<P>,
  lang: string,
): Promise<ApiAnswer<P>> {
  const [jar, incoming] = await Promise.all([cookies(), headers()]);
  const forwardedFor = incoming.get('x-forwarded-for')?.split(',')[0]?.trim();
  return postCall(apiOrigin(), path, body, {
    token: jar.get(COOKIE.token)?.value,
    lang,
    currency: jar.get(COOKIE.currencyKey)?.value,
    region: jar.get(COOKIE.regionKey)?.value,
    deviceId: jar.get(COOKIE.deviceId)?.value,
    channel: jar.get(COOKIE.bizChannel)?.value,
    realIp: forwardedFor || incoming.get('x-real-ip') || undefined,
  });
}
