// What other modules may use of fulfilment: its public surface (DESIGN section 2).
export { fulfilmentAdminRoutes } from './admin-routes.ts';
export { fulfilmentJobs, stockJobs } from './jobs.ts';
export { createStockService, type StockService } from './batches.ts';
export { createStockAlerts, type StockAlerts } from './stock-alerts.ts';
export { stockAdminRoutes } from './stock-routes.ts';
export { codeCrypto } from './codes-crypto.ts';
export { purgeFulfilment } from './erasure.ts';
export { stockCodes } from './inventory.ts';
export { isCodeKind } from './kinds.ts';
export { createSupplier, type Supplier, SupplierError } from './providers/index.ts';
export { DELIVER_QUEUE } from './queues.ts';
export { createOrderRecords } from './order-records.ts';
export { fulfilmentRoutes } from './routes.ts';
export { createFulfilmentService, type FulfilmentService } from './service.ts';
