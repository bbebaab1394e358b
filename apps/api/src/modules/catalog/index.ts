// What other modules may use of catalog: its public surface (DESIGN section 2).
export { catalogRoutes } from './routes.ts';
export { type CatalogService, createCatalogService, DELIVERY, type PricedPurchase } from './service.ts';
