import type { RateLimitConfig } from '../../config.ts';
import type { Limit } from '../../platform/rate-limit.ts';

type Checks = [Limit, string][];

/** Which limits each account call counts against: per e-mail address and per IP address. */
export function accountLimits(config: RateLimitConfig) {
  const perMinute = (name: string, limit: number): Limit => ({ name, limit, windowSeconds: 60 });
  const perHour = (name: string, limit: number): Limit => ({ name, limit, windowSeconds: 3600 });
  const signInEmail = perMinute('signin-email', config.signInPerEmail);
  const signInIp = perMinute('signin-ip', config.signInPerIp);
  const resetEmail = perMinute('reset-email', config.signInPerEmail);
  const resetIp = perMinute('reset-ip', config.signInPerIp);
  const mailInterval: Limit = { name: 'mail-interval', limit: 1, windowSeconds: config.mailIntervalSeconds };
  const mailEmail = perHour('mail-email', config.mailPerEmailHour);
  const mailIp = perHour('mail-ip', config.mailPerIpHour);
  const verifyIp = perMinute('verify-ip', config.signInPerIp);

  return {
    /** Password and code sign-in, and the old password of a change. */
    signIn: (email: string, ip: string): Checks => [
      [signInEmail, email],
      [signInIp, ip],
    ],
    reset: (email: string, ip: string): Checks => [
      [resetEmail, email],
      [resetIp, ip],
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
