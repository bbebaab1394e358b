import type { Proof, ProofChallenge } from '@storefront/contracts/proof-of-work';

/**
 * Solves a proof-of-work challenge of the store in a worker of the store's own origin (CSP
 * worker-src 'self', no eval), loaded only now: pages that are never asked carry none of it.
 * Undefined when the browser cannot run it.
 */
export function solveProof(challenge: ProofChallenge): Promise<Proof | undefined> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./solver.worker.ts', import.meta.url));
    } catch {
      return resolve(undefined); // no workers here (old browser, policy)
    }
    const done = (proof: Proof | undefined) => {
      worker.terminate();
      resolve(proof);
    };
    worker.onmessage = (event: MessageEvent<Proof['solution'] | null>) =>
      done(event.data ? { challenge, solution: event.data } : undefined);
    worker.onerror = () => done(undefined);
    worker.postMessage(challenge);
  });
}
