import type { QueryClient } from '@tanstack/react-query';

/** How long the stream may wait for an idle moment after the app starts. */
const IDLE_TIMEOUT_MS = 5_000;

let started = false;

/**
 * Opens the tab's live stream (live.ts) once the page is idle, in the browser only: neither the
 * connection nor its code (the event schemas, the cache patches) is on the page's critical path.
 */
export function startLiveWhenIdle(client: QueryClient) {
  if (started || typeof window === 'undefined' || typeof window.EventSource !== 'function') return;
  started = true;
  const start = () => void import('./live').then((live) => live.openLiveStream(client));
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(start, 1_000);
}
