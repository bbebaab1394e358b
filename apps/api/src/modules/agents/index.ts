// What other modules may use of agents: its public surface (DESIGN section 2).
export { type AdminCalls, registerAdminCalls } from './http.ts';
export { adminRoutes } from './routes.ts';
export { createAgentService } from './service.ts';
