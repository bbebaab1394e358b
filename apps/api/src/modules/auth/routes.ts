import type { CallRegistry } from '../../platform/http/calls.ts';
import type { AccountService } from './accounts.ts';
import type { AuthService } from './service.ts';

export function authRoutes(auth: AuthService, accounts: AccountService): CallRegistry {
  return {
    'auth/loginByDevice': {
      // The spec sends DeviceId in the body; a client that only sets the header is served too.
      prepare: (body, ctx) => ({ ...body, DeviceId: body.DeviceId ?? ctx.deviceId }),
      handle: (input, ctx) =>
        auth.loginByDevice(input.DeviceId, { lang: ctx.lang, region: ctx.region }, ctx.realIp, input.proof),
    },
    'auth/loginByToken': {
      handle: (_input, ctx) => auth.loginByToken(ctx.token),
    },
    'auth/register': { handle: (input, ctx) => accounts.register(input, ctx) },
    'auth/verifyEmail': { handle: (input, ctx) => accounts.verifyEmail(input.token, ctx) },
    'auth/sendVerifyEmail': { handle: (input, ctx) => accounts.sendVerifyEmail(input, ctx) },
    'auth/loginByEmail': { handle: (input, ctx) => accounts.loginByEmail(input, ctx) },
    'auth/loginByPwd': { handle: (input, ctx) => accounts.loginByPwd(input, ctx) },
    'auth/resetPwd': { handle: (input, ctx) => accounts.resetPwd(input, ctx) },
    'auth/logout': {
      handle: async (_input, ctx) => {
        await auth.logout(ctx.token);
        return {};
      },
    },
  };
}
