import type { OrderDetail } from '@storefront/contracts/orders';
import { COOKIE, COOKIE_MAX_AGE, readCookie, writeCookie } from '../cookies';
import { withReported } from './reported';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Reports a completed purchase to Yandex Metrica's e-commerce data layer, once per order. The
 * counter (layout/yandex-metrica) reads the layer when it loads, so a report made before the
 * lazily loaded tag arrives still counts; without a counter the layer is simply never read.
 */
export function reportPurchase(order: OrderDetail): void {
  const next = withReported(readCookie(COOKIE.orderNo), order.orderNo);
  if (next === undefined) return;
  const units = 10 ** order.currency.minorUnits;
  window.dataLayer ??= [];
  window.dataLayer.push({
    ecommerce: {
      currencyCode: order.currency.code,
      purchase: {
        actionField: { id: order.orderNo, revenue: order.payAmount / units },
        products: [
          {
            id: order.sku.id,
            name: `${order.product.name} — ${order.sku.name}`,
            category: order.product.kind,
            price: order.unitPrice / units,
            quantity: order.quantity,
          },
        ],
      },
    },
  });
  writeCookie(COOKIE.orderNo, next, { maxAge: COOKIE_MAX_AGE.reportedOrders });
}
