import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { SupplierError, type Supplier } from './types.ts';

const ADJECTIVES = ['Swift', 'Silent', 'Crimson', 'Golden', 'Lucky', 'Brave', 'Frost', 'Shadow'];
const NOUNS = ['Falcon', 'Tiger', 'Lotus', 'Dragon', 'Comet', 'Wolf', 'Phoenix', 'Raven'];
/** A slow top-up's extra time: within the default 5 s timeout, long enough for a crash to cut it short. */
const SLOW_TOP_UP_MS = 4_000;

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** The same id always names the same character, so lookups and tests agree. */
export function sandboxCharacterName(playerId: string): string {
  const bytes = digest(playerId);
  return `${ADJECTIVES[bytes[0]! % ADJECTIVES.length]}${NOUNS[bytes[1]! % NOUNS.length]}${playerId.slice(-4)}`;
}

/**
 * The demo's and the tests' supplier: answers after 200-400 ms, like a real one, and is steered
 * by the player id: ending in 0000 → no such player; starting 59 → every top-up rejected;
 * starting 58 → never answers (the caller's timeout decides); starting 57 → its top-ups are
 * unavailable (a failure a retry may fix, answered at once: an account the operator corrects);
 * starting 50 → its top-ups succeed 4 s later than others; anything else succeeds.
 */
export function sandboxSupplier({
  minMs = 200,
  maxMs = 400,
}: { minMs?: number; maxMs?: number } = {}): Supplier {
  const latency = () => sleep(minMs + Math.random() * (maxMs - minMs));

  async function answerFor(playerId: string): Promise<void> {
    if (playerId.startsWith('58')) await sleep(10 * 60_000, undefined, { ref: false });
    await latency();
    if (playerId.endsWith('0000')) throw new SupplierError('playerNotFound');
  }

  return {
    async lookupPlayer({ playerId }) {
      await answerFor(playerId);
      return { characterName: sandboxCharacterName(playerId) };
    },
    async topUp({ orderNo, playerId }) {
      await answerFor(playerId);
      if (playerId.startsWith('50')) await sleep(SLOW_TOP_UP_MS);
      if (playerId.startsWith('59')) throw new SupplierError('rejected');
      if (playerId.startsWith('57')) throw new SupplierError('unavailable');
      return { supplierRef: `sbx_${digest(orderNo).toString('hex').slice(0, 20)}` };
    },
    giftSender(productSlug) {
      const tag = (digest(productSlug).readUInt16BE(0) % 9000) + 1000;
      return `StoreGifts${tag}`;
    },
    async withdrawCoins() {
      await latency();
    },
  };
}
