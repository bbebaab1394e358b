import type { CallRegistry } from '../../platform/http/calls.ts';
import type { AccountService } from '../auth/accounts.ts';
import type { AuthService } from '../auth/service.ts';
import type { UserService } from './service.ts';

export function userRoutes(auth: AuthService, user: UserService, accounts: AccountService): CallRegistry {
  return {
    'user/updateInfo': {
      handle: async (input, ctx) => {
        const caller = await auth.authenticate(ctx.token);
        return user.updateInfo(caller.customer.id, input);
      },
    },
    'user/info': {
      handle: async (_input, ctx) => user.info((await auth.authenticate(ctx.token)).customer),
    },
    'user/updatePwd': { handle: (input, ctx) => accounts.updatePwd(input, ctx) },
    'user/bindEmail': { handle: (input, ctx) => accounts.bindEmail(input, ctx) },
  };
}
