// What other modules may use of catalog: its public surface (DESIGN section 2).
export { DEMO_PRODUCTS, DEMO_RATES } from './demo-data.ts';
export { fill } from './demo-texts.ts';
export { catalogRoutes } from './routes.ts';
export { demoSkuId } from './seed.ts';
export { type CatalogService, createCatalogService, DELIVERY } from './service.ts';
