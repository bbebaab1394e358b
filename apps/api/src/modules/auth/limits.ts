import type { RateLimitConfig } from '../../config.ts';
import { sourceOf } from '../../platform/http/source.ts';
import type { Limit } from '../../platform/rate-limit.ts';

type Checks = [Limit, string][];

export const perMinute = (name: string, limit: number): Limit => ({ name, limit, windowSeconds: 60 });
export const perHour = (name: string, limit: number): Limit => ({ name, limit, windowSeconds: 3600 });

/** One subject for an address seen from one source: what a guesser elsewhere cannot exhaust. */
export const fromSource = (email: string, source: string): string => `${email}\n${source}`;

/**
 * Which limits each account call counts against (password sign-in has its own, in sign-in-guard.ts).
 * Nothing here is counted per address alone where a stranger could spend it for the owner: an
 * e-mailed code is guarded by its own five tries and by the few codes an address can be sent.
 */
export function accountLimits(config: RateLimitConfig) {
  const codeFromSource = perMinute('code-email-ip', config.signInPerEmail);
  const codeSource = perMinute('code-ip', config.signInPerIp);
  const oldPasswordAccount = perMinute('old-password-account', config.signInPerEmail);
  const oldPasswordSource = perMinute('old-password-ip', config.signInPerIp);
  const mailInterval: Limit = { name: 'mail-interval', limit: 1, windowSeconds: config.mailIntervalSeconds };
  const mailEmail = perHour('mail-email', config.mailPerEmailHour);
  const mailIp = perHour('mail-ip', config.mailPerIpHour);
  const verifyIp = perMinute('verify-ip', config.signInPerIp);

  return {
    /** Every call that checks an e-mailed code: sign-in, reset, binding an address. */
    code: (email: string, ip: string): Checks => [
      [codeFromSource, fromSource(email, sourceOf(ip))],
      [codeSource, sourceOf(ip)],
    ],
    /** The current password of a change: the caller is signed in, so only they can spend it. */
    oldPassword: (accountId: string, ip: string): Checks => [
      [oldPasswordAccount, accountId],
      [oldPasswordSource, ip],
    ],
    /** Every call that sends an e-mail: one a minute and a few an hour per address. */
    mail: (email: string, ip: string): Checks => [
      [mailInterval, email],
      [mailEmail, email],
      [mailIp, ip],
    ],
    verifyLink: (ip: string): Checks => [[verifyIp, ip]],
  };
}
