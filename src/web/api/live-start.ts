import type { QueryClient } from '@tanstack/react-query';
import { pageLiveEventId } from '../ssr';

/** How long the stream may wait for an idle moment after the app starts. */
const IDLE_TIMEOUT_MS = 5_000;

let started = false;

/**
 * Opens the tab's live stream (live.ts) once the page is idle, in the browser only: neither the
 * connection nor its code (the event schemas, the cache patches) is on the page's critical path. It
 * starts after the live event id the page was served with, read by the server before the page's data:
 * what happened between that data and the opening of the stream is replayed, not missed.
 */
export function startLiveWhenIdle(client: QueryClient) {
  if (started || typeof window === 'undefined' || typeof window.EventSource !== 'function') return;
  started = true;
  const since = pageLiveEventId();
  const start = () => void import('./live').then((live) => live.openLiveStream(client, since));
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(start, 1_000);
}
