import type { CallRegistry } from '../../platform/http/calls.ts';
import type { AuthService } from '../auth/service.ts';
import type { UserService } from './service.ts';

export function userRoutes(auth: AuthService, user: UserService): CallRegistry {
  return {
    'user/updateInfo': {
      handle: async (input, ctx) => {
        const caller = await auth.authenticate(ctx.token);
        return user.updateInfo(caller.customer.id, input);
      },
    },
  };
}
