// The proof-of-work search (ALTCHA's SHA-256 challenge), in a worker: tens of thousands of hashes
// would otherwise hold the page's own thread. The page posts the store's challenge; the worker
// answers the solution, or null when none was found in time. Loaded only when the store asks.
import type { ProofChallenge } from '@storefront/contracts/proof-of-work';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/** Past this, the challenge has nearly expired anyway: the page gives up and says why. */
const SOLVE_TIMEOUT_MS = 180_000;

addEventListener('message', async (event: MessageEvent<ProofChallenge>) => {
  const solution = await solveChallenge({ challenge: event.data, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  postMessage(solution ? { counter: solution.counter, derivedKey: solution.derivedKey } : null);
});
