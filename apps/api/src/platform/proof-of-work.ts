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

export type ProofOfWork = ReturnType<typeof createProofOfWork>;

/**
 * Proof of work for calls past their rate (ALTCHA's challenge, altcha-lib): a challenge is signed
 * with `secret` and expires after `seconds`, so issuing one stores nothing; a solution is accepted
 * once, remembered by its challenge's signature in the rate-limit table (one use a window as long
 * as the challenge's life; every API process sees it).
 *
 * How hard: cost 1 just past the rate, one more each time the rate is doubled (a carrier's address
 * at 30 times its rate asks 5), never more than `maxCost`.
 */
export function createProofOfWork({
  secret,
  limiter,
  seconds,
  maxCost,
}: {
  secret: string;
  limiter: RateLimiter;
  seconds: number;
  maxCost: number;
}) {
  const spent: Limit = { name: 'proof-spent', limit: 1, windowSeconds: seconds };

  /** The cost for a caller at `hits` against a rate of `limit` (past it). */
  const costPast = (hits: number, limit: number) =>
    Math.min(1 + Math.floor(Math.log2(Math.max(hits / Math.max(limit, 1), 1))), maxCost);

  /** A new challenge for a caller at `hits` against a rate of `limit`. */
  async function challenge(hits: number, limit: number): Promise<ProofChallenge> {
    const { parameters, signature } = await createChallenge({
      algorithm: 'SHA-256',
      cost: costPast(hits, limit),
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

  /** The answer of a call past its rate (`hits` against `limit`) without a proof: -1232 and a challenge. */
  async function required(hits: number, limit: number): Promise<DomainError> {
    return new DomainError(ERROR.PROOF_OF_WORK_REQUIRED, {}, await challenge(hits, limit));
  }

  return {
    challenge,
    spend,
    required,

    /** Goes on with a good proof, spending it; refuses with -1232 and a challenge without one. */
    async demand(proof: Proof | undefined, hits: number, limit: number): Promise<void> {
      if (!proof) throw await required(hits, limit);
      await spend(proof);
    },
  };
}
