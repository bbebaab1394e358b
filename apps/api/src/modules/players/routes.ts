import type { CallRegistry } from '../../platform/http/calls.ts';
import type { Caller } from '../auth/index.ts';
import type { PlayerService } from './service.ts';

export function playerRoutes(players: PlayerService): CallRegistry<Caller> {
  return {
    'player/lookup': { handle: (input, ctx) => players.lookup(input, ctx.realIp) },
    'player/recent': {
      handle: (input, _ctx, caller) => players.recent(caller.customer.id, input.productId),
    },
  };
}
