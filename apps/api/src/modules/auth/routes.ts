import type { CallRegistry } from '../../platform/http/calls.ts';
import type { AuthService } from './service.ts';

export function authRoutes(auth: AuthService): CallRegistry {
  return {
    'auth/loginByDevice': {
      // The spec sends DeviceId in the body; a client that only sets the header is served too.
      prepare: (body, ctx) => ({ ...body, DeviceId: body.DeviceId ?? ctx.deviceId }),
      handle: (input, ctx) => auth.loginByDevice(input.DeviceId, { lang: ctx.lang, region: ctx.region }),
    },
    'auth/loginByToken': {
      handle: (_input, ctx) => auth.loginByToken(ctx.token),
    },
  };
}
