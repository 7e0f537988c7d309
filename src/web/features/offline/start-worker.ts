import { afterSettled } from '../../lib/after-settled';
import type { RouterLike } from './register-worker';

let started = false;

/**
 * Registers the service worker (register-worker.ts, its own small chunk) once the page has settled, in a
 * production build only: neither the worker nor the offline pack is on the page's critical path.
 */
export function startWorkerWhenSettled(router: RouterLike) {
  if (started || typeof window === 'undefined' || !navigator.serviceWorker || import.meta.env.DEV) return;
  started = true;
  afterSettled(() => registerOnceLoaded(router));
}

/** A page that settled without a connection cannot fetch the registration's chunk: it tries again once online. */
function registerOnceLoaded(router: RouterLike) {
  import('./register-worker').then(
    (m) => m.registerWorker(router),
    () => window.addEventListener('online', () => registerOnceLoaded(router), { once: true }),
  );
}
