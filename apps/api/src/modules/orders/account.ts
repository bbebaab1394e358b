import { ERROR, type OrderInfo } from '@storefront/contracts';
import { DomainError } from '../../platform/errors.ts';
import type { ProductInputFields } from '../catalog/tables.ts';

const PLAYER_ID = /^\d{5,16}$/;

/**
 * The recharge account a product asks for, as checkout and every correction check it: -1200 when a
 * field it needs is empty, -1203/-1101 when malformed. Fields it does not ask for are dropped.
 */
export function rechargeAccountOf(fields: ProductInputFields, input: OrderInfo) {
  const playerId = input.playerId || undefined;
  const characterName = input.characterName || undefined;
  const serverId = input.serverId || undefined;
  if (fields.playerId && !playerId) throw new DomainError(ERROR.ORDER_INFO_EMPTY);
  if (fields.server && !serverId) throw new DomainError(ERROR.ORDER_INFO_EMPTY);
  if (fields.playerId && !PLAYER_ID.test(playerId!)) {
    throw new DomainError(ERROR.FORMAT_ERROR, { field: 'playerId' });
  }
  if (fields.server && !fields.servers.some((server) => server.id === serverId)) {
    throw new DomainError(ERROR.FIELD_INVALID, { field: 'serverId' });
  }
  return {
    playerId: fields.playerId ? playerId! : null,
    characterName: fields.playerId || fields.characterName ? (characterName ?? null) : null,
    serverId: fields.server ? serverId! : null,
  };
}
