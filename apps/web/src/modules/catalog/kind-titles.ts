import type { ProductKind } from '@storefront/contracts/catalog';

/** The home page's shelf title for each kind (`home` messages); the console's tile preview uses it too. */
export const KIND_TITLE = {
  topup: 'rangeTopUps',
  game_card: 'rangeCards',
  live_stream: 'rangeStreams',
  cd_key: 'rangeKeys',
  gift_card: 'rangeGiftCards',
} as const satisfies Record<ProductKind, string>;
