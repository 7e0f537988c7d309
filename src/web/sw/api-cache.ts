import { BroadcastUpdatePlugin } from 'workbox-broadcast-update';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { answerWithoutNetwork } from './offline-answers';
import { API_CACHE, ASSET_CACHE, IMAGE_CACHE, isKeepableReply } from './policy';

/** Keeps only what policy.ts allows: 2xx, not private, not no-store. */
const keepOnlyPublicReplies: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isKeepableReply(response) ? response : null),
};

/**
 * With neither a cached reply nor the network (offline, a URL never fetched): an answer made from what
 * is kept, such as a search over the cached places (offline-answers.ts); else the request fails as before.
 */
const answerFromOfflineData: WorkboxPlugin = {
  handlerDidError: async ({ request }) =>
    (await answerWithoutNetwork(new URL(request.url)).catch(() => null)) ?? undefined,
};

// Replies vary on Cookie and Accept-Encoding, which a worker's requests never show; the allowlist
// and the reply check above decide what is kept, so the stored variant always fits.
const matchOptions = { ignoreVary: true };

/**
 * The page is told when the revalidation brought a different reply (by ETag: the reply cache's, or
 * the offline pack's own for its entries), and refetches that query (offline/register-worker.ts): the
 * cached reply shows at once, the current one a moment later.
 */
const staleWhileRevalidate = new StaleWhileRevalidate({
  cacheName: API_CACHE,
  plugins: [
    keepOnlyPublicReplies,
    new BroadcastUpdatePlugin({ headersToCheck: ['etag'] }),
    answerFromOfflineData,
  ],
  matchOptions,
});

/**
 * A request the app sends with `cache: 'no-cache'` wants the server's current reply (a refetch after
 * a write, or one the live stream could not patch): the network first, the cache only without one.
 */
const networkFirst = new NetworkFirst({
  cacheName: API_CACHE,
  plugins: [keepOnlyPublicReplies, answerFromOfflineData],
  matchOptions,
});

/** Public API GETs: the cached reply at once (and the cache refreshed behind it), else the network. */
export function handlePublicApiRead(options: RouteHandlerCallbackOptions) {
  const { request } = options;
  const wantsFresh =
    request instanceof Request && (request.cache === 'no-cache' || request.cache === 'reload');
  const strategy: Strategy = wantsFresh ? networkFirst : staleWhileRevalidate;
  return strategy.handle(options);
}

/** Our images: from the cache when there, bounded to the most recent few hundred. */
export const imageStrategy = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [keepOnlyPublicReplies, new ExpirationPlugin({ maxEntries: 600, purgeOnQuotaError: true })],
  matchOptions,
});

/** Built files the precache leaves out (owner-only chunks): kept on first use, so a signed-in owner's dashboard opens offline. */
export const assetStrategy = new CacheFirst({
  cacheName: ASSET_CACHE,
  plugins: [keepOnlyPublicReplies, new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true })],
});
