import { sourceOf } from '../../platform/http/source.ts';
import { scoped, type Limit, type RateLimiter } from '../../platform/rate-limit.ts';

/** The second factor a staff member gives: a TOTP code, or one of their recovery codes. */
export type SecondFactor = 'totp' | 'recoveryCode';

/** TOTP codes per source, whoever they are for. */
const TOTP_PER_SOURCE: Limit = { name: 'staff-code-ip', limit: 30, windowSeconds: 600 };
/**
 * TOTP codes per staff member from one source: someone holding the password who guesses codes
 * from one address never holds the member back at another (issue 26).
 */
const TOTP_PER_MEMBER: Limit = { name: 'staff-code-staff-ip', limit: 15, windowSeconds: 600 };
/**
 * Recovery codes per source, counted apart from TOTP codes so that a member whose TOTP codes are
 * held back at their address can still use one (50 bits each: guessing them is hopeless anyway).
 */
const RECOVERY_PER_SOURCE: Limit = { name: 'staff-recovery-ip', limit: 10, windowSeconds: 600 };

/**
 * The limits one code counts against, before it is checked; taken back (`limiter.refund`) when it
 * was right, so that only failures hold a source back.
 */
export function codeChecks(staffId: string, ip: string, factor: SecondFactor): [Limit, string][] {
  const source = sourceOf(ip);
  return factor === 'totp'
    ? [
        [TOTP_PER_SOURCE, source],
        [scoped(TOTP_PER_MEMBER, staffId), source],
      ]
    : [[RECOVERY_PER_SOURCE, source]];
}

/** Forgets a staff member's wrong TOTP codes from every source: `npm run staff:recover`. */
export function forgetCodeFailures(limiter: RateLimiter, staffId: string): Promise<number> {
  return limiter.forgetAll(scoped(TOTP_PER_MEMBER, staffId));
}
