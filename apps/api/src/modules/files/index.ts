// What other modules may use of files: its public surface (DESIGN section 2).
export { fileAdminRoutes } from './admin-routes.ts';
export { registerLocalFiles } from './http.ts';
export { fileRoutes } from './routes.ts';
export { createFileService, fileJobs, type FileService, mergeGuestFiles, uploadsExport } from './service.ts';
export { openToken, sealToken } from './signing.ts';
export { localStore, s3Store } from './store.ts';
