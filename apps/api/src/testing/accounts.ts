import { randomUUID } from 'node:crypto';
import type { LoginData } from '@storefront/contracts';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { isLinkMail, mailTo, tokenIn } from './outbox.ts';

export interface Registration {
  email: string;
  password?: string;
  inviteCode?: string;
  /** The browser's headers; without an Authorization, a new guest's (as a browser always has one). */
  headers?: Record<string, string>;
}

/**
 * An account as a customer makes one: registered from a browser's session, then the e-mailed link
 * opened in that same browser, which proves the address and signs that browser in. Its login data.
 */
export async function registeredAccount(
  t: TestApp,
  { email, password = 'secret-123', inviteCode, headers = {} }: Registration,
): Promise<LoginData> {
  let browser = headers;
  if (!browser.authorization) {
    const deviceId = browser.deviceid ?? `registering-device-${randomUUID()}`;
    const guest = await t.call('auth/loginByDevice', { DeviceId: deviceId }, browser);
    browser = { ...browser, deviceid: deviceId, authorization: guest.json().data.token };
  }
  const registered = await t.call('auth/register', { email, password, inviteCode }, browser);
  expect(registered.json(), registered.body).toMatchObject({ code: 1 });
  const token = tokenIn(await mailTo(t, email.trim().toLowerCase(), isLinkMail));
  const verified = await t.call('auth/verifyEmail', { token }, browser);
  expect(verified.json(), verified.body).toMatchObject({ code: 1, data: { login: { email } } });
  return verified.json().data.login;
}
