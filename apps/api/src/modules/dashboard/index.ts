// What the composition root uses of the dashboard: its public surface (DESIGN section 2).
export { dashboardAdminRoutes } from './admin-routes.ts';
export { dashboardJobs } from './jobs.ts';
export { createDashboard, type Dashboard } from './service.ts';
export { createStuckOrders, type StuckOrdersService } from './stuck.ts';
