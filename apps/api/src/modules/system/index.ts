// What other modules may use of system: its public surface (DESIGN section 2).
export { type CatalogCache, createCatalogCache, type Expiring } from './cache.ts';
export { systemRoutes } from './routes.ts';
export { type AskedLocale, createSystemService, type Locale, type SystemService } from './service.ts';
