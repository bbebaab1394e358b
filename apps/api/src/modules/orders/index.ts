// What other modules may use of orders: its public surface (DESIGN section 2).
export { registerOrderEvents } from './events.ts';
export { orderJobs } from './jobs.ts';
export { createOrderLinks } from './links.ts';
export { createOrderLive } from './live.ts';
export { orderRoutes } from './routes.ts';
export { createOrderService } from './service.ts';
export { lockOrder, moveOrder, type OrderRow, reactToOrderMoves } from './state.ts';
export { createOrderStreams } from './streams.ts';
export { customerOrdersForStaff, customersByOrderEmail, orderCountsOf } from './of-customer.ts';
export type { PlayerCheck } from './players.ts';
export {
  customerOrdersExport,
  expiredOrderRecords,
  forgetCustomerOrders,
  hasOpenOrders,
  purgeOrders,
} from './erasure.ts';
