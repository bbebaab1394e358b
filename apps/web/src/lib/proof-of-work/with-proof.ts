import { ERROR } from '@storefront/contracts/constants';
import type { Proof, ProofChallenge } from '@storefront/contracts/proof-of-work';
import { solveProof } from './solve';

/** A call's answer as far as the proof of work cares: a failure's `data` is the -1232 challenge. */
interface Answer {
  ok: boolean;
  code: number;
  data?: unknown;
}

/**
 * Sends a call; when the store answers -1232 (the caller's address is past its rate: a carrier's
 * address with many phones behind it, say), solves the challenge it sent and sends the call again
 * with the proof. Any other answer, or a challenge the browser could not solve, is the caller's.
 */
export async function withProof<A extends Answer>(
  send: (proof?: Proof) => Promise<A>,
  solve: (challenge: ProofChallenge) => Promise<Proof | undefined> = solveProof,
): Promise<A> {
  const first = await send();
  if (first.ok || first.code !== ERROR.PROOF_OF_WORK_REQUIRED || !first.data) return first;
  const proof = await solve(first.data as ProofChallenge);
  return proof ? send(proof) : first;
}
