import type { DeliveryPromise } from './catalog.ts';

/**
 * The purchase form's texts for the account a purchase goes to, as keys of the web's message files,
 * by delivery: a live stream is recharged for a viewer's account on the platform, not a player in a
 * game. The API's tests read them as the page does. Apart from the zod schemas: the game page reads
 * them, and its first load carries no zod (the form's checks load on first use).
 */
export const ACCOUNT_TEXTS = {
  topup: {
    title: 'game.accountTitle',
    id: 'game.playerId',
    hint: 'game.playerIdHint',
    lookingUp: 'checkout.lookingUp',
    found: 'checkout.characterFound',
  },
  recharge: {
    title: 'game.streamAccountTitle',
    id: 'game.streamUserId',
    hint: 'game.streamUserIdHint',
    lookingUp: 'game.streamLookingUp',
    found: 'game.streamUserFound',
  },
  code: {
    title: 'game.accountTitle',
    id: 'game.playerId',
    hint: 'game.playerIdHint',
    lookingUp: 'checkout.lookingUp',
    found: 'checkout.characterFound',
  },
} as const satisfies Record<DeliveryPromise, Record<string, string>>;
