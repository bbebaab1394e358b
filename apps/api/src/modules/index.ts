import type { Config } from '../config.ts';
import type { Db } from '../platform/db/client.ts';
import type { CallRegistry } from '../platform/http/calls.ts';
import type { JobDefinition, JobSender } from '../platform/jobs.ts';
import { mailJobs } from '../platform/mail/jobs.ts';
import { createMailer } from '../platform/mail/mailer.ts';
import { createRateLimiter, rateLimitJobs } from '../platform/rate-limit.ts';
import { createAccountService } from './auth/accounts.ts';
import { authJobs } from './auth/jobs.ts';
import { authRoutes } from './auth/routes.ts';
import { createAuthService } from './auth/service.ts';
import { socialRoutes } from './auth/social/routes.ts';
import { createSocialService } from './auth/social/service.ts';
import { createCatalogCache } from './catalog/cache.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { createCatalogService } from './catalog/service.ts';
import { contentRoutes } from './content/routes.ts';
import { createContentService } from './content/service.ts';
import { systemRoutes } from './system/routes.ts';
import { createSystemService } from './system/service.ts';
import { userRoutes } from './user/routes.ts';
import { createUserService } from './user/service.ts';

/** Where the domains are wired together: each module's service, routes and jobs. */
export function createServices({ db, config, jobs }: { db: Db; config: Config; jobs: JobSender }) {
  const cache = createCatalogCache(db);
  const system = createSystemService({ db, config, cache });
  const auth = createAuthService({ db, config, system });
  const limiter = createRateLimiter(db);
  const accounts = createAccountService({ db, config, system, auth, jobs, limiter });
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const user = createUserService({ db, system });
  const social = createSocialService({ db, config, auth, system });
  const content = createContentService({ db, config, cache });
  const catalog = createCatalogService({ db, config, cache, system, content });
  return { system, auth, accounts, limiter, mailer, user, social, catalog, content };
}

export type Services = ReturnType<typeof createServices>;

export function webRoutes(services: Services): CallRegistry {
  return {
    ...authRoutes(services.auth, services.accounts),
    ...socialRoutes(services.social),
    ...systemRoutes(services.system),
    ...catalogRoutes(services.catalog),
    ...contentRoutes(services.content),
    ...userRoutes(services.auth, services.user, services.accounts),
  };
}

export function jobDefinitions(services: Services): JobDefinition[] {
  return [
    ...authJobs(services.auth, services.accounts),
    ...mailJobs(services.mailer),
    ...rateLimitJobs(services.limiter),
  ];
}
