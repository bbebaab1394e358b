import type { WebCallData } from '@storefront/contracts/calls';
import { ERROR } from '@storefront/contracts/constants';
import { postCall, type ApiAnswer } from '../api/request';
import { notifyError } from '../notify';
import { withProof } from '../proof-of-work/with-proof';
import { COOKIE, readCookie } from '../cookies';
import { browserSession } from './browser-session';
import { ensureDeviceId } from './device-id';
import { storeLogin } from './store-login';

type LoginAnswer = ApiAnswer<'auth/loginByDevice'>;

/**
 * Stores a login answer unless the token cookie changed while it was on its way (`sentToken`): a
 * sign-in on this page made a newer session, and the older answer must not overwrite its cookies.
 */
function remember(answer: LoginAnswer, sentToken: string | undefined): LoginAnswer {
  if (readCookie(COOKIE.token) !== sentToken) return answer;
  if (answer.ok) storeLogin(answer.data);
  else if (answer.status === 200) notifyError(answer.msg);
  return answer;
}

let deviceLogin: Promise<LoginAnswer> | undefined;

/**
 * Starts or resumes the guest session of this device. Concurrent callers (several calls meeting an
 * expired token at once) share one request. A new guest from an address past its rate is let in
 * once this browser solves the proof of work the store asks (withProof).
 */
export function loginByDevice(): Promise<LoginAnswer> {
  deviceLogin ??= (async () => {
    const DeviceId = await ensureDeviceId();
    const sentToken = readCookie(COOKIE.token);
    // An expired token must not travel with the device login.
    const session = { ...browserSession(), token: undefined, deviceId: DeviceId };
    const answer = await withProof((proof) =>
      postCall('', 'auth/loginByDevice', proof ? { DeviceId, proof } : { DeviceId }, session),
    );
    return remember(answer, sentToken);
  })().finally(() => {
    deviceLogin = undefined;
  });
  return deviceLogin;
}

let started: Promise<WebCallData<'auth/loginByDevice'> | undefined> | undefined;

/**
 * Session start on the first load (spec section 4): resume by token when there is one, falling
 * back to the device on an expired token; otherwise log in by device. Runs once per page load.
 */
export function startSession(): Promise<WebCallData<'auth/loginByDevice'> | undefined> {
  started ??= (async () => {
    const token = readCookie(COOKIE.token);
    if (token) {
      const answer = await postCall('', 'auth/loginByToken', {}, browserSession());
      if (readCookie(COOKIE.token) !== token) return undefined;
      if (answer.ok || answer.code !== ERROR.TOKEN_EXPIRED) {
        const remembered = remember(answer, token);
        return remembered.ok ? remembered.data : undefined;
      }
    }
    const answer = await loginByDevice();
    return answer.ok ? answer.data : undefined;
  })();
  return started;
}
