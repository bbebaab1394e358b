import type { CallRegistry } from '../../platform/http/calls.ts';
import type { AccountService } from '../auth/index.ts';
import type { Caller } from '../auth/index.ts';
import type { CustomerData } from './data.ts';
import type { UserService } from './service.ts';

export function userRoutes(
  user: UserService,
  accounts: AccountService,
  data: CustomerData,
): CallRegistry<Caller> {
  return {
    'user/updateInfo': {
      handle: (input, _ctx, caller) => user.updateInfo(caller.customer.id, input),
    },
    'user/info': {
      handle: async (_input, _ctx, caller) => user.info(caller.customer),
    },
    'user/updatePwd': { handle: (input, ctx) => accounts.updatePwd(input, ctx) },
    'user/bindEmail': { handle: (input, ctx) => accounts.bindEmail(input, ctx) },
    'user/exportData': { handle: (_input, _ctx, caller) => data.exportData(caller.customer) },
    'user/deleteAccount': {
      handle: async (input, ctx) => {
        await data.deleteAccount(input, ctx);
        return {};
      },
    },
  };
}
