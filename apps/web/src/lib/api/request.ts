import type { WebCallData, WebCallPath, WebCallRequest } from '@storefront/contracts/calls';
import { SUCCESS_CODE } from '@storefront/contracts/envelope';
import { HEADER } from '@storefront/contracts/headers';

/** What every call carries (spec section 7), read from cookies in the browser or on the server. */
export interface SessionHeaders {
  token?: string;
  lang?: string;
  currency?: string;
  region?: string;
  deviceId?: string;
  channel?: string;
  realIp?: string;
}

export type ApiAnswer<P extends WebCallPath> =
  | { ok: true; code: typeof SUCCESS_CODE; msg: string; data: WebCallData<P> }
  /**
   * `status` is the HTTP status: 200 with a failure code, another status, or 0 when unreachable;
   * `data` what a failure gives to go on, if anything (the challenge of -1232).
   */
  | { ok: false; code: number; msg: string; status: number; data?: unknown };

function headersFor(session: SessionHeaders): Record<string, string> {
  const entries: [string, string | undefined][] = [
    [HEADER.authorization, session.token],
    [HEADER.lang, session.lang],
    [HEADER.currency, session.currency],
    [HEADER.region, session.region],
    [HEADER.deviceId, session.deviceId],
    [HEADER.channel, session.channel],
    [HEADER.realIp, session.realIp],
  ];
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  for (const [name, value] of entries) if (value) headers[name] = value;
  return headers;
}

/** One `POST /api/web/<path>`; never throws, so a page can always render something. */
export async function postCall<P extends WebCallPath>(
  base: string,
  path: P,
  body: WebCallRequest<P>,
  session: SessionHeaders,
): Promise<ApiAnswer<P>> {
  let response: Response;
  try {
    response = await fetch(`${base}/api/web/${path}`, {
      method: 'POST',
      headers: headersFor(session),
      body: JSON.stringify(body),
      cache: 'no-store',
    });
  } catch (error) {
    console.error(`API ${path} unreachable`, error);
    return { ok: false, code: 0, msg: '', status: 0 };
  }
  if (response.status === 429) return tooManyRequests(path, response);
  if (response.status !== 200) {
    console.error(`API ${path} answered HTTP ${response.status}`);
    return { ok: false, code: 0, msg: '', status: response.status };
  }
  try {
    const answer = (await response.json()) as { code: number; msg: string; data: WebCallData<P> };
    return answer.code === SUCCESS_CODE
      ? { ok: true, code: SUCCESS_CODE, msg: answer.msg, data: answer.data }
      : { ok: false, code: answer.code, msg: answer.msg, status: 200, data: answer.data };
  } catch (error) {
    console.error(`API ${path} answered something that is not JSON`, error);
    return { ok: false, code: 0, msg: '', status: response.status };
  }
}

/** A rate limit is answered with HTTP 429 and its own code and text (-1106), which the caller shows. */
async function tooManyRequests(
  path: string,
  response: Response,
): Promise<{ ok: false; code: number; msg: string; status: number }> {
  console.error(`API ${path} answered HTTP 429`);
  try {
    const answer = (await response.json()) as { code: number; msg: string };
    return { ok: false, code: answer.code, msg: answer.msg, status: 429 };
  } catch {
    return { ok: false, code: 0, msg: '', status: 429 };
  }
}
