import { isChunkLoadFailure, reloadAfterChunkFailure } from './lib/chunk-reload';

// The pages' script policy allows no eval, so zod must check plainly instead of probing for
// `new Function` (a refused probe is still reported as a policy violation). This is
// z.config({ jitless: true }) without shipping zod with every page: zod keeps its configuration
// on globalThis.__zod_globalConfig, shared by every copy of it, whenever it loads.
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig = Object.assign(zodConfig.__zod_globalConfig ?? {}, { jitless: true });

// A deployment replaces the page parts an open tab still refers to; a reload fetches the new ones.
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadFailure(event.reason)) reloadAfterChunkFailure();
});

window.addEventListener(
  'error',
  (event) => {
    const failedScript =
      event.target instanceof HTMLScriptElement && event.target.src.includes('/_next/static/');
    if (failedScript || isChunkLoadFailure(event.error)) reloadAfterChunkFailure();
  },
  // Capture: a <script> that fails to load fires an error that does not bubble.
  true,
);
