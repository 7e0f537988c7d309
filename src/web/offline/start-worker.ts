import { afterSettled } from '../lib/after-settled';

interface RouterLike {
  subscribe(
    fn: (state: { navigation: { location?: { pathname: string; search: string; hash: string } } }) => void,
  ): () => void;
}

let started = false;

/**
 * Registers the service worker (register-worker.ts, its own small chunk) once the page has settled, in a
 * production build only: neither the worker nor the offline pack is on the page's critical path.
 */
export function startWorkerWhenSettled(router: RouterLike) {
  if (started || typeof window === 'undefined' || !navigator.serviceWorker || import.meta.env.DEV) return;
  started = true;
  afterSettled(() => void import('./register-worker').then((m) => m.registerWorker(router)));
}

export type { RouterLike };
