import { ERROR } from '@storefront/contracts';
import { DomainError } from '../../platform/errors.ts';
import type { CallRegistry } from '../../platform/http/calls.ts';
import type { SystemService } from './service.ts';

export function systemRoutes(system: SystemService): CallRegistry {
  return {
    'system/baseInfo': {
      handle: async (_input, ctx) => ({
        regionList: await system.regionList(system.langOf(ctx)),
        languageList: system.languageList(),
        loginProviders: system.loginProviders(),
      }),
    },
    'system/siteInfo': {
      handle: async (_input, ctx) => {
        const info = await system.siteInfo(system.langOf(ctx));
        if (!info) throw new DomainError(ERROR.SERVICE_UNAVAILABLE);
        return info;
      },
      // The catalogue cache's own object: see CallRoute.sharedAnswer.
      sharedAnswer: true,
    },
    'system/yandexTagInfo': {
      handle: async () => ({ tagId: await system.yandexTagId() }),
    },
  };
}
