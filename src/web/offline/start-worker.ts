/** How long the worker's registration may wait for an idle moment after the app starts. */
const IDLE_TIMEOUT_MS = 8_000;

interface RouterLike {
  subscribe(
    fn: (state: { navigation: { location?: { pathname: string; search: string; hash: string } } }) => void,
  ): () => void;
}

let started = false;

/**
 * Registers the service worker (register-worker.ts, its own small chunk) once the page is idle, in a
 * production build only: neither the worker nor the offline pack is on the page's critical path.
 */
export function startWorkerWhenIdle(router: RouterLike) {
  if (started || typeof window === 'undefined' || !navigator.serviceWorker || import.meta.env.DEV) return;
  started = true;
  const start = () => void import('./register-worker').then((m) => m.registerWorker(router));
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(start, 2_000);
}

export type { RouterLike };
