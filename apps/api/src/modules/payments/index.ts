// What other modules may use of payments: its public surface (DESIGN section 2).
export { paymentJobs, paymentSweeps } from './jobs.ts';
export { formatMoney } from './mail.ts';
export { createPaymentMethodList, quoteMethods } from './methods.ts';
export { createPaymentMethodConsole } from './console.ts';
export { paymentAdminRoutes } from './admin-routes.ts';
export { createPaymentProviders, paymentSenderChecks } from './providers/index.ts';
export { CLOSE_CHECKOUTS_QUEUE, REFUND_QUEUE } from './queues.ts';
export { paymentRoutes, registerPaymentHooks } from './routes.ts';
export { createSandboxGateway, sandboxJobs } from './sandbox-gateway.ts';
export { createPaymentService } from './service.ts';
export { ordersOfPayment, paymentTimeline } from './order-records.ts';
export { forgetPayers, purgePayments } from './erasure.ts';
