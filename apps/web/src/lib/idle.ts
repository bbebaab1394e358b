/** How long after load an idle moment is waited for before the task runs anyway. */
const IDLE_TIMEOUT_MS = 3000;
/** Safari has no requestIdleCallback: a short pause after load stands in for it. */
const FALLBACK_DELAY_MS = 300;

/**
 * Runs `task` once the page has loaded and the browser is idle, so work the page can wait for does
 * not compete with its first paint and hydration. Returns a function that cancels a task not yet run.
 */
export function afterLoadWhenIdle(task: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, FALLBACK_DELAY_MS);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
  } else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}
