// What other modules may use of agents (staff): its public surface (DESIGN section 2).
export { type AdminCalls, registerAdminCalls, signedInStaff } from './http.ts';
export { staffCookies } from './staff-cookie.ts';
export { adminRoutes } from './routes.ts';
export { actorOf, type AgentService, createAgentService, type SignedInAgent } from './service.ts';
export { createStaffManagement } from './management.ts';
export { staffNames, staffToMail } from './lookup.ts';
export { auditTrail } from './audit-trail.ts';
export { alertOperators, type StaffAlert } from './alerts.ts';
export { createSignInAlerts } from './sign-in-alerts.ts';
export { type Actor, auditChanges, type AuditRecord, type AuditSubjectLabels, recordAudit } from './audit.ts';
