import type { ProductKind } from '@storefront/contracts';

/** Products sold as codes from the inventory; the others are credited by the supplier. */
const CODE_KINDS: readonly ProductKind[] = ['cd_key', 'game_card', 'gift_card'];

export function isCodeKind(kind: string): boolean {
  return (CODE_KINDS as readonly string[]).includes(kind);
}
