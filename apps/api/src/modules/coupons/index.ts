// What other modules may use of coupons: its public surface (DESIGN section 2).
export { couponJobs } from './jobs.ts';
export { couponFollowsOrder, couponTakenByAnother } from './order-coupons.ts';
export { TEMPLATE } from './programme-templates.ts';
export { couponRoutes } from './routes.ts';
export { createCouponService } from './service.ts';
export { couponsExport, forgetCustomerCoupons } from './erasure.ts';
export { customerCouponsForStaff } from './of-customer.ts';
export { createPromotionsConsole, type PromotionsConsole } from './console.ts';
export { promotionAdminRoutes } from './admin-routes.ts';
