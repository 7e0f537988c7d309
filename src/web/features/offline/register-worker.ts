import { refetchReplyOf } from '../../api/query-client';
import { isLeaving, markLeaving } from '../../lib/leaving';
import { SW_MESSAGES } from '../../sw/messages';

/** What the worker's registration needs of the router: to hear its navigations. */
export interface RouterLike {
  subscribe(
    fn: (state: { navigation: { location?: { pathname: string; search: string; hash: string } } }) => void,
  ): () => void;
}

/** How long a waiting worker may take to take over before the page navigates anyway. */
const TAKEOVER_TIMEOUT_MS = 3_000;

/**
 * Registers /sw.js, asks it to bring the offline pack up to date, and handles updates: a new version
 * waits (the open page keeps its lazy chunks from the old precache); at the next in-app route change
 * it is asked to take over, and the route opens as a full page load under it.
 */
export async function registerWorker(router: RouterLike) {
  const registration = await navigator.serviceWorker.register('/sw.js', {
    scope: '/',
    updateViaCache: 'none',
  });
  navigator.serviceWorker.addEventListener('message', refetchUpdatedReply);
  const ready = await navigator.serviceWorker.ready;
  ready.active?.postMessage({ type: SW_MESSAGES.syncPack });
  router.subscribe(({ navigation }) => {
    const waiting = registration.waiting;
    if (isLeaving() || !navigation.location || !waiting || !navigator.serviceWorker.controller) return;
    markLeaving();
    const { pathname, search, hash } = navigation.location;
    takeOverThenOpen(waiting, pathname + search + hash);
  });
}

function takeOverThenOpen(waiting: ServiceWorker, href: string) {
  const open = () => window.location.assign(href);
  navigator.serviceWorker.addEventListener('controllerchange', open, { once: true });
  window.setTimeout(open, TAKEOVER_TIMEOUT_MS);
  waiting.postMessage({ type: SW_MESSAGES.skipWaiting });
}

/**
 * The worker answered a query from its cache and then found the server's reply different
 * (workbox-broadcast-update): the query of that URL is fetched again, now from the updated cache.
 */
function refetchUpdatedReply(event: MessageEvent) {
  const data = event.data as { type?: string; payload?: { updatedURL?: string } } | null;
  if (data?.type !== 'CACHE_UPDATED' || !data.payload?.updatedURL) return;
  const url = new URL(data.payload.updatedURL);
  if (url.origin !== window.location.origin) return;
  void refetchReplyOf(url.pathname + url.search);
}
