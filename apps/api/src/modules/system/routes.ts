import { FALLBACK_LANG } from '@storefront/contracts';
import type { CallRegistry } from '../../platform/http/calls.ts';
import type { SystemService } from './service.ts';

export function systemRoutes(system: SystemService): CallRegistry {
  return {
    'system/baseInfo': {
      handle: async (_input, ctx) => ({
        regionList: await system.regionList(ctx.lang ?? FALLBACK_LANG),
        languageList: system.languageList(),
        loginProviders: system.loginProviders(),
      }),
    },
  };
}
