// What other modules may use of orders: its public surface (DESIGN section 2).
export { registerOrderEvents } from './events.ts';
export { orderJobs, orderSweeps } from './jobs.ts';
export { consoleOrderRoutes } from './console/admin-routes.ts';
export { createConsoleOrderDetail } from './console/detail.ts';
export { mailTimeline } from './console/mail-entries.ts';
export { registerOrderExport } from './console/export.ts';
export { createOrderSearch } from './console/search.ts';
export type { OrderDeliveryState, TimelineOrder } from './console/sources.ts';
export { createOrderLinks } from './links.ts';
export { createOrderLive } from './live.ts';
export { orderRoutes } from './routes.ts';
export { createOrderService } from './service.ts';
export { createOrderActions } from './actions.ts';
export { orderActionRoutes } from './action-routes.ts';
export { lockOrder, moveOrder, notifyOrderChange, type OrderRow, reactToOrderMoves } from './state.ts';
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
