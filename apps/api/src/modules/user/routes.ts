import type { CallRegistry } from '../../platform/http/calls.ts';
import type { AccountService } from '../auth/index.ts';
import type { Caller } from '../auth/index.ts';
import type { UserService } from './service.ts';

export function userRoutes(user: UserService, accounts: AccountService): CallRegistry<Caller> {
  return {
    'user/updateInfo': {
      handle: (input, _ctx, caller) => user.updateInfo(caller.customer.id, input),
    },
    'user/info': {
      handle: async (_input, _ctx, caller) => user.info(caller.customer),
    },
    'user/updatePwd': { handle: (input, ctx) => accounts.updatePwd(input, ctx) },
    'user/bindEmail': { handle: (input, ctx) => accounts.bindEmail(input, ctx) },
  };
}
