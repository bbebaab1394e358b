// What other modules may use of catalog: its public surface (DESIGN section 2).
export { catalogRoutes } from './routes.ts';
export { type CatalogService, createCatalogService, DELIVERY, type PricedPurchase } from './service.ts';
export { productImageUrl, registerProductArt } from './art.ts';
export { type CatalogueConsole, createCatalogueConsole } from './console.ts';
export { catalogueAdminRoutes } from './admin-routes.ts';
export { createPriceConsole, type PriceConsole } from './price-console.ts';
export { priceAdminRoutes } from './price-routes.ts';
export { catalogueTargetName } from './targets.ts';
export { type BannerConsole, createBannerConsole } from './banner-console.ts';
export { bannerAdminRoutes } from './banner-routes.ts';
