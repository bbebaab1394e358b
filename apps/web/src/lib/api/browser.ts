import type { WebCallPath, WebCallRequest } from '@storefront/contracts/calls';
import { ERROR } from '@storefront/contracts/constants';
import { COOKIE, readCookie } from '../cookies';
import { notifyError } from '../notify';
import { browserSession } from '../session/browser-session';
import { withProof } from '../proof-of-work/with-proof';
import { loginByDevice } from '../session/login';
import { postCall, type ApiAnswer, type SessionHeaders } from './request';

export interface CallOptions {
  /** The caller shows the failure itself (a page of its own, a field message): no toast. */
  quiet?: boolean;
}

/**
 * A call from the browser (through the /api rewrite). An expired token (-1001) logs in again by
 * device and retries once; any other failure code shows its message as a toast. A call the store
 * answers -1232 is sent again with the proof of work it asked (withProof).
 *
 * A sign-in ends the guest session it started from, so a call sent with the guest's token just
 * before meets -1001. The token cookie has changed by then: the call retries with the new one, as a
 * device login would put the customer back in a guest session. When that login fails, its failure
 * (a rate limit, a refused proof) is why nothing happened, and what the customer is told: never
 * "Token expired", which they can do nothing about.
 */
export async function callApi<P extends WebCallPath>(
  path: P,
  body: WebCallRequest<P>,
  options: CallOptions = {},
): Promise<ApiAnswer<P>> {
  const send = (session: SessionHeaders) =>
    withProof((proof) => postCall('', path, proof ? { ...body, proof } : body, session));
  const sent = browserSession();
  let answer = await send(sent);
  if (!answer.ok && answer.code === ERROR.TOKEN_EXPIRED) {
    const login = readCookie(COOKIE.token) !== sent.token ? undefined : await loginByDevice();
    if (login && !login.ok) {
      // A failure with a code (200) was shown by the login itself.
      if (!options.quiet && login.status !== 200) notifyError(login.msg);
      return login;
    }
    answer = await send(browserSession());
  }
  // Spec section 8: a failure code is a toast, a non-200 status only logged; a rate limit (429)
  // carries a code and text of its own, and the customer must learn why nothing happened.
  if (answer.ok || options.quiet) return answer;
  if (answer.status === 200 || answer.code === ERROR.TOO_MANY_REQUESTS) notifyError(answer.msg);
  return answer;
}
