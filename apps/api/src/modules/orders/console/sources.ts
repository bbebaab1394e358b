import type { ConsoleOrderDetail, ConsoleOrderTimelineEntry } from '@storefront/contracts';

/** What a module needs of an order to tell its part of the order's story. */
export interface TimelineOrder {
  orderNo: string;
  customerId: string;
  createdAt: Date;
  /** When the order stopped changing by itself (completed, closed or refunded); null while open. */
  settledAt: Date | null;
}

/** One module's entries of an order's timeline (payments, deliveries, messages…), in any order. */
export type OrderTimelineSource = (order: TimelineOrder) => Promise<ConsoleOrderTimelineEntry[]>;

/** The fulfilment module's state of an order's delivery, for the console's detail. */
export type OrderDeliveryState = Pick<ConsoleOrderDetail, 'delivery' | 'codeCount'>;

/**
 * What the orders console is given by the modules above orders (composition root): it may not import
 * them (the module graph points one way).
 */
export interface ConsoleOrderSources {
  delivery: (orderNo: string) => Promise<OrderDeliveryState>;
  timeline: OrderTimelineSource[];
}
