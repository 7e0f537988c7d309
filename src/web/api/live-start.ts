import type { QueryClient } from '@tanstack/react-query';
import { afterSettled } from '../lib/after-settled';
import { pageLiveEventId } from '../ssr';

let started = false;

/**
 * Opens the tab's live stream (live.ts) once the page has settled, in the browser only: neither the
 * connection nor its code (the cache patches; the event schemas load with the first event) is on the
 * page's critical path. It
 * starts after the live event id the page was served with, read by the server before the page's data:
 * what happened between that data and the opening of the stream is replayed, not missed.
 */
export function startLiveWhenSettled(client: QueryClient) {
  if (started || typeof window === 'undefined' || typeof window.EventSource !== 'function') return;
  started = true;
  const since = pageLiveEventId();
  afterSettled(() => openOnceLoaded(client, since));
}

/**
 * Loads the stream's code and opens it. A page that settled without a connection (its code not yet kept
 * by the service worker) cannot fetch the chunk: it tries again when the connection returns, and the
 * stream then replays what happened meanwhile from the same id.
 */
function openOnceLoaded(client: QueryClient, since: string | undefined) {
  import('./live').then(
    (live) => live.openLiveStream(client, since),
    () => window.addEventListener('online', () => openOnceLoaded(client, since), { once: true }),
  );
}
