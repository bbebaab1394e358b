// What other modules may use of content: its public surface (DESIGN section 2).
export { contentRoutes } from './routes.ts';
export { type ContentService, createContentService } from './service.ts';
export { type ArticleBanners, type ArticleConsole, createArticleConsole } from './console.ts';
export { createHelpConsole, type HelpConsole } from './help-console.ts';
export { createSiteConsole, type SiteConsole } from './site-console.ts';
export { contentAdminRoutes } from './admin-routes.ts';
export { auditTexts, byLang, type ByLang, checkOrder, requireEnglish, stateOf } from './texts.ts';
