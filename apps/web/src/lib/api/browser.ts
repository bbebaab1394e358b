import type { WebCallPath, WebCallRequest } from '@storefront/contracts/calls';
import { ERROR } from '@storefront/contracts/constants';
import { COOKIE, readCookie } from '../cookies';
import { notifyError } from '../notify';
import { browserSession } from '../session/browser-session';
import { loginByDevice } from '../session/login';
import { postCall, type ApiAnswer } from './request';

export interface CallOptions {
  /** The caller shows the failure itself (a page of its own, a field message): no toast. */
  quiet?: boolean;
}

/**
 * A call from the browser (through the /api rewrite). An expired token (-1001) logs in again by
 * device and retries once; any other failure code shows its message as a toast.
 *
 * A sign-in ends the guest session it started from, so a call sent with the guest's token just
 * before meets -1001. The token cookie has changed by then: the call retries with the new one, as a
 * device login would put the customer back in a guest session.
 */
export async function callApi<P extends WebCallPath>(
  path: P,
  body: WebCallRequest<P>,
  options: CallOptions = {},
): Promise<ApiAnswer<P>> {
  const sent = browserSession();
  let answer = await postCall('', path, body, sent);
  if (!answer.ok && answer.code === ERROR.TOKEN_EXPIRED) {
    const renewed = readCookie(COOKIE.token) !== sent.token || (await loginByDevice()).ok;
    if (renewed) answer = await postCall('', path, body, browserSession());
  }
  // Spec section 8: a failure code is a toast, a non-200 status only logged; a rate limit (429)
  // carries a code and text of its own, and the customer must learn why nothing happened.
  if (answer.ok || options.quiet) return answer;
  if (answer.status === 200 || answer.code === ERROR.TOO_MANY_REQUESTS) notifyError(answer.msg);
  return answer;
}
