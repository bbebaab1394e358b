import type { Config } from '../config.ts';
import type { Db } from '../platform/db/client.ts';
import type { CallRegistry } from '../platform/http/calls.ts';
import type { JobDefinition } from '../platform/jobs.ts';
import { authJobs } from './auth/jobs.ts';
import { authRoutes } from './auth/routes.ts';
import { createAuthService } from './auth/service.ts';
import { systemRoutes } from './system/routes.ts';
import { createSystemService } from './system/service.ts';
import { userRoutes } from './user/routes.ts';
import { createUserService } from './user/service.ts';

/** Where the domains are wired together: each module's service, routes and jobs. */
export function createServices({ db, config }: { db: Db; config: Config }) {
  const system = createSystemService({ db, config });
  const auth = createAuthService({ db, config, system });
  const user = createUserService({ db, system });
  return { system, auth, user };
}

export type Services = ReturnType<typeof createServices>;

export function webRoutes(services: Services): CallRegistry {
  return {
    ...authRoutes(services.auth),
    ...systemRoutes(services.system),
    ...userRoutes(services.auth, services.user),
  };
}

export function jobDefinitions(services: Services): JobDefinition[] {
  return [...authJobs(services.auth)];
}
