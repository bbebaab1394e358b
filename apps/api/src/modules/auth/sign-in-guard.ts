import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ERROR } from '@storefront/contracts';
import type { RateLimitConfig } from '../../config.ts';
import { DomainError } from '../../platform/errors.ts';
import { sourceOf } from '../../platform/http/source.ts';
import { scoped, type Limit, type RateLimiter } from '../../platform/rate-limit.ts';
import { perHour, perMinute } from './limits.ts';

/** Where a run of failures is reported: the request's logger. */
export interface RunLog {
  warn(fields: object, message: string): void;
}

/** Failures in a row for one address that make a run worth one warning. */
export const RUN_TO_REPORT = 5;

/** The wait before answering the n-th failure in a row: doubling from 250 ms, at most 4 s. */
export const delayAfter = (failures: number): number => Math.min(250 * 2 ** (failures - 1), 4000);

export interface PasswordAttempt {
  email: string;
  /** The caller's address, counted by its source (an IPv6 address by its /64, see sourceOf). */
  ip: string;
  log?: RunLog;
}

/**
 * Runs `check` (a password check: the signed-in thing, or undefined when wrong) under password
 * sign-in's limits; a wrong password answers -1002, a limit -1106 with Retry-After.
 */
export type PasswordGuard = <T>(attempt: PasswordAttempt, check: () => Promise<T | undefined>) => Promise<T>;

/** What a guard does when the guesses at one address from every source pass the ceiling. */
export type CeilingPolicy =
  /** Customers: the password waits for the hour, from anywhere (sign-in by code still works). */
  | 'refuse'
  /**
   * Staff, who have no other way in: nobody is refused for it. Called once for each further
   * failure past the ceiling (the caller tells whom it should, and how often).
   */
  | ((email: string, ceiling: number) => Promise<void>);

function guardLimits(config: RateLimitConfig, who: 'customer' | 'agent', email: string) {
  return {
    // Scoped to the address, so that all its sources can be forgotten together (forgetFailures).
    addressFromSource: scoped(perMinute(`${who}-password-email-ip`, config.signInPerEmail), email),
    perSource: perMinute(`${who}-password-ip`, config.signInPerIp),
    address: perHour(`${who}-password-email`, config.signInFailuresPerEmailHour),
    // Never refused on: only its count is read.
    run: { name: `${who}-password-run`, limit: Number.MAX_SAFE_INTEGER, windowSeconds: 3600 } as Limit,
  };
}

/**
 * Password sign-in's limits, one piece for customers and agents. Wrong passwords are what count:
 * each attempt is counted before its check, so that guesses sent all at once cannot slip past a
 * limit, and taken back when the password was right. They count per address from one source, so
 * that a guesser elsewhere cannot lock the owner out; per source, against one source trying many
 * addresses; and per address from every source, a generous ceiling on guessing spread over many
 * sources. For customers that ceiling holds the password back for the hour, never their code
 * sign-in; for staff (`ceiling` a function) it refuses nobody and is reported instead: a source
 * that has not failed itself is never refused, or anyone could lock the console (issue 26).
 *
 * With `watchRuns` (staff), failures in a row for an address are counted as well: each wrong answer
 * waits longer than the one before, and the fifth is logged once as a warning, with a hash of the
 * address rather than the address.
 */
export function passwordGuard(
  limiter: RateLimiter,
  config: RateLimitConfig,
  {
    who,
    watchRuns,
    ceiling = 'refuse',
  }: { who: 'customer' | 'agent'; watchRuns: boolean; ceiling?: CeilingPolicy },
): PasswordGuard {
  return async ({ email, ip, log }, check) => {
    const source = sourceOf(ip);
    const { addressFromSource, perSource, address, run } = guardLimits(config, who, email);
    const checks: [Limit, string][] = [
      [addressFromSource, source],
      [perSource, source],
    ];
    if (ceiling === 'refuse') checks.push([address, email]);
    await limiter.hit(...checks);
    const tried = ceiling === 'refuse' ? 0 : await limiter.count(address, email);
    const found = await check();
    if (found !== undefined) {
      await limiter.refund(...checks, ...(ceiling === 'refuse' ? [] : [[address, email] as [Limit, string]]));
      if (watchRuns) await limiter.reset(run, email);
      return found;
    }
    if (ceiling !== 'refuse' && tried > address.limit) await ceiling(email, address.limit);
    if (watchRuns) {
      const failures = await limiter.count(run, email);
      if (failures === RUN_TO_REPORT) {
        const addressHash = createHash('sha256').update(email).digest('hex').slice(0, 16);
        log?.warn({ who, addressHash, failures }, 'wrong passwords in a row for one address');
      }
      await sleep(delayAfter(failures));
    }
    throw new DomainError(ERROR.WRONG_CREDENTIALS);
  };
}

/**
 * Forgets an address's password failures from every source (its own counters, not its sources'):
 * the way back for a staff member locked out anyway (`npm run staff:recover`). Answers how many
 * counters went.
 */
export async function forgetFailures(
  limiter: RateLimiter,
  config: RateLimitConfig,
  who: 'customer' | 'agent',
  email: string,
): Promise<number> {
  const { addressFromSource, address, run } = guardLimits(config, who, email);
  const gone = await limiter.forgetAll(addressFromSource);
  await limiter.reset(address, email);
  await limiter.reset(run, email);
  return gone;
}
