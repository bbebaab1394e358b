import { z } from 'zod';

const Hex = z.string().regex(/^[0-9a-f]+$/);

/**
 * A proof-of-work challenge (ALTCHA's, altcha-lib 2): find a counter whose SHA-256 key, derived
 * from the salt and the nonce followed by the counter, starts with `keyPrefix`. The store signs it
 * and it expires (`expiresAt`, seconds), so issuing one costs the server a random number and an
 * HMAC; it accepts each solution once.
 */
export const ProofChallenge = z.object({
  parameters: z.object({
    algorithm: z.literal('SHA-256'),
    nonce: Hex.max(64),
    salt: Hex.max(64),
    cost: z.number().int().min(1).max(1000),
    keyLength: z.number().int().min(1).max(64),
    keyPrefix: Hex.min(1).max(16),
    expiresAt: z.number().int().positive(),
  }),
  signature: Hex.max(128),
});
export type ProofChallenge = z.infer<typeof ProofChallenge>;

/**
 * The `proof` field of a guarded call: the challenge as the store sent it and the browser's solution.
 * A call past its rate answers -1232 (PROOF_OF_WORK_REQUIRED) with a challenge as `data`; sent again
 * with `proof`, it goes on. A wrong, expired or already used proof answers -1233.
 */
export const Proof = z.object({
  challenge: ProofChallenge,
  solution: z.object({
    counter: z.number().int().min(0).max(0xffffffff),
    derivedKey: Hex.length(64),
  }),
});
export type Proof = z.infer<typeof Proof>;
