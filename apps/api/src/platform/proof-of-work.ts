import { ERROR, type Proof, type ProofChallenge } from '@storefront/contracts';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { DomainError } from './errors.ts';
import type { Limit, RateLimiter } from './rate-limit.ts';

/**
 * Four hex digits of zeros: 65,536 SHA-256 tries on average at cost 1, about a second in a phone's
 * browser, nothing for the server, which checks one. The cost multiplies the tries' work.
 */
const KEY_PREFIX = '0000';
/** The most a challenge costs, for a source far past its rate: tens of seconds in a browser. */
export const MAX_PROOF_COST = 16;

export type ProofOfWork = ReturnType<typeof createProofOfWork>;

/**
 * Proof of work for calls past their rate (ALTCHA's challenge, altcha-lib): a challenge is signed
 * with `secret` and expires after `seconds`, so issuing one stores nothing; a solution is accepted
 * once, remembered by its challenge's signature in the rate-limit table (one use a window as long
 * as the challenge's life; every API process sees it).
 */
export function createProofOfWork({
  secret,
  limiter,
  seconds,
}: {
  secret: string;
  limiter: RateLimiter;
  seconds: number;
}) {
  const spent: Limit = { name: 'proof-spent', limit: 1, windowSeconds: seconds };

  /** A new challenge; `cost` from 1 (a second or so) to MAX_PROOF_COST. */
  async function challenge(cost = 1): Promise<ProofChallenge> {
    const { parameters, signature } = await createChallenge({
      algorithm: 'SHA-256',
      cost: Math.min(Math.max(Math.floor(cost), 1), MAX_PROOF_COST),
      deriveKey,
      keyPrefix: KEY_PREFIX,
      expiresAt: Math.floor(Date.now() / 1000) + seconds,
      hmacSignatureSecret: secret,
    });
    return {
      parameters: {
        algorithm: 'SHA-256',
        nonce: parameters.nonce,
        salt: parameters.salt,
        cost: parameters.cost,
        keyLength: parameters.keyLength,
        keyPrefix: parameters.keyPrefix,
        expiresAt: parameters.expiresAt!,
      },
      signature: signature!,
    };
  }

  /** Accepts a solved challenge of ours once; -1233 when wrong, expired or used already. */
  async function spend(proof: Proof): Promise<void> {
    const result = await verifySolution({
      challenge: proof.challenge,
      solution: proof.solution,
      deriveKey,
      hmacSignatureSecret: secret,
    });
    if (!result.verified) throw new DomainError(ERROR.PROOF_OF_WORK_INVALID);
    if ((await limiter.count(spent, proof.challenge.signature)) > 1) {
      throw new DomainError(ERROR.PROOF_OF_WORK_INVALID);
    }
  }

  /** The answer of a call that needs a proof and has none: -1232 with a challenge to solve. */
  async function required(cost = 1): Promise<DomainError> {
    return new DomainError(ERROR.PROOF_OF_WORK_REQUIRED, {}, await challenge(cost));
  }

  return {
    challenge,
    spend,
    required,

    /** Goes on with a good proof, spending it; refuses with -1232 and a challenge without one. */
    async demand(proof: Proof | undefined, cost = 1): Promise<void> {
      if (!proof) throw await required(cost);
      await spend(proof);
    },
  };
}

/** How hard a challenge for a source at `hits` against a rate of `limit`: 1 just past it, rising. */
export function costPast(hits: number, limit: number): number {
  return Math.min(Math.max(Math.floor(hits / Math.max(limit, 1)), 1), MAX_PROOF_COST);
}
