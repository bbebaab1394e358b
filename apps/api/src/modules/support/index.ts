// What other modules may use of support: its public surface (DESIGN section 2).
export { supportAdminRoutes } from './admin-routes.ts';
export { createChatService, mergeGuestChat } from './chat.ts';
export { createFeedbackService } from './feedback.ts';
export { createChatHub } from './hub.ts';
export { announceSessionsEnded } from './events.ts';
export { supportRoutes } from './routes.ts';
export { registerChatSocket } from './ws.ts';
export { supportTimeline } from './order-records.ts';
export { forgetCustomerSupport, supportExport } from './erasure.ts';
export { claimDeadline, createClaimService, hasOpenClaims } from './claims.ts';
