import { isChunkLoadFailure, reloadAfterChunkFailure } from './lib/chunk-reload';

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
