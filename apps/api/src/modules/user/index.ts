// What other modules may use of user: its public surface (DESIGN section 2).
export { userRoutes } from './routes.ts';
export { createUserService } from './service.ts';
export { createCustomerData } from './data.ts';
export { purgeExpiredOrderRecords, userJobs } from './retention.ts';
export { createCustomerConsole } from './console.ts';
export { customerAdminRoutes } from './admin-routes.ts';
