import type { AdminCalls, AdminRegistry } from './http.ts';
import type { AgentService } from './service.ts';

/**
 * The agent console's calls: signing in and out here, the work itself from the modules that own it
 * (support's threads and chats, files' uploads, fulfilment's refunds), merged by the caller.
 */
export function adminRoutes(agents: AgentService, work: AdminCalls): AdminRegistry {
  const calls = {
    ...work,
    'agent/me': {
      handle: async (_input, _ctx, { agentId, email, name }) => ({ agentId, email, name }),
    },
    'agent/logout': {
      handle: async (_input, ctx) => {
        await agents.logout(ctx.token);
        return {};
      },
    },
  } satisfies AdminCalls;
  return {
    login: (input, ctx, log) => agents.login({ email: input.email, ip: ctx.realIp, log }, input.password),
    authenticate: (token) => agents.authenticate(token),
    calls: calls as AdminRegistry['calls'],
  };
}
