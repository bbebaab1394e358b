import { FALLBACK_LANG } from '@storefront/contracts';
import type { AdminCalls, AdminRegistry } from './http.ts';
import type { StaffManagement } from './management.ts';
import { actorOf, type AgentService } from './service.ts';

/**
 * The console's staff calls: signing in and out, the first owner, invitations and staff management
 * here; the work itself from the modules that own it (support's threads and chats, files' uploads,
 * fulfilment's refunds), merged by the caller.
 */
export function adminRoutes(
  { agents, management }: { agents: AgentService; management: StaffManagement },
  work: AdminCalls,
): AdminRegistry {
  const calls = {
    ...work,
    'agent/me': {
      handle: async (_input, _ctx, { agentId, email, name }) => ({ agentId, email, name }),
    },
    'agent/logout': {
      endsSession: true,
      handle: async (_input, ctx) => {
        await agents.logout(ctx.token, ctx.realIp);
        return {};
      },
    },
    'staff/me': { handle: async (_input, _ctx, staff) => agents.me(staff.agentId) },
    'staff/list': { handle: async () => management.list() },
    'staff/invite': {
      handle: async (input, ctx, staff) =>
        management.invite(actorOf(staff, ctx.realIp), input, ctx.lang ?? FALLBACK_LANG),
    },
    'staff/withdrawInvitation': {
      handle: async (input, ctx, staff) => {
        await management.withdrawInvitation(actorOf(staff, ctx.realIp), input.invitationId);
        return {};
      },
    },
    'staff/resendInvitation': {
      handle: async (input, ctx, staff) =>
        management.resendInvitation(
          actorOf(staff, ctx.realIp),
          input.invitationId,
          ctx.lang ?? FALLBACK_LANG,
        ),
    },
    'staff/confirmInvitation': {
      handle: async (input, ctx, staff) =>
        management.confirmInvitation(actorOf(staff, ctx.realIp), input.invitationId),
    },
    'staff/policy': { handle: async () => management.policy() },
    'staff/savePolicy': {
      handle: async (input, ctx, staff) => management.savePolicy(actorOf(staff, ctx.realIp), input),
    },
    'staff/startTotp': { handle: async (_input, _ctx, staff) => agents.startOwnTotp(staff.agentId) },
    'staff/enrolTotp': {
      handle: async (input, ctx, staff) => ({
        recoveryCodes: await agents.enrolOwnTotp(staff.agentId, input, ctx.realIp),
      }),
    },
    'staff/setRole': {
      handle: async (input, ctx, staff) =>
        management.setRole(actorOf(staff, ctx.realIp), input.staffId, input.role),
    },
    'staff/setDisabled': {
      handle: async (input, ctx, staff) =>
        management.setDisabled(actorOf(staff, ctx.realIp), input.staffId, input.disabled),
    },
    'staff/endSessions': {
      handle: async (input, ctx, staff) => ({
        ended: await management.endSessions(actorOf(staff, ctx.realIp), input.staffId),
      }),
    },
    'staff/audit': { handle: async (input, ctx) => management.audit(input, ctx.lang ?? FALLBACK_LANG) },
  } satisfies AdminCalls;
  return {
    open: {
      'agent/login': (input, ctx, log) =>
        agents.login({ email: input.email, ip: ctx.realIp, log }, input.password),
      'staff/login': (input, ctx, log) =>
        agents.staffLogin({ email: input.email, ip: ctx.realIp, log }, input.password),
      'staff/verify': (input, ctx) => agents.verify(input, ctx.realIp),
      'staff/enrol': (input, ctx) => agents.enrol(input, ctx.realIp),
      'staff/openInvitation': (input, ctx) => management.openInvitation(input.token, ctx.realIp),
      'staff/acceptInvitation': (input, ctx) => management.acceptInvitation(input, ctx.realIp),
      'staff/openSetup': (input, ctx) => management.openSetup(input.token, ctx.realIp),
      'staff/completeSetup': (input, ctx) => management.completeSetup(input, ctx.realIp),
    },
    authenticate: (token) => agents.authenticate(token),
    requireRole: (staff, roles) => agents.requireRole(staff, roles),
    calls: calls as AdminRegistry['calls'],
  };
}
