// What other modules may use of content: its public surface (DESIGN section 2).
export { contentRoutes } from './routes.ts';
export { type ContentService, createContentService } from './service.ts';
