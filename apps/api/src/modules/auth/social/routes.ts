import type { CallRegistry } from '../../../platform/http/calls.ts';
import type { SocialService } from './service.ts';

export function socialRoutes(social: SocialService): CallRegistry {
  return {
    'auth/thirdAccountStart': {
      handle: (input, ctx) => social.start(input, ctx),
    },
    'auth/loginByThirdAccount': {
      handle: (input, ctx) => social.login(input, ctx),
    },
  };
}
