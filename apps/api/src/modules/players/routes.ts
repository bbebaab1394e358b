import type { CallRegistry } from '../../platform/http/calls.ts';
import type { AuthService } from '../auth/service.ts';
import type { PlayerService } from './service.ts';

export function playerRoutes(auth: AuthService, players: PlayerService): CallRegistry {
  return {
    'player/lookup': { handle: (input, ctx) => players.lookup(input, ctx.realIp) },
    'player/recent': {
      handle: async (input, ctx) => {
        const caller = await auth.authenticate(ctx.token);
        return players.recent(caller.customer.id, input.productId);
      },
    },
  };
}
