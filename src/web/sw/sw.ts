/// <reference lib="webworker" />
/**
 * The service worker (Workbox, built by vite-plugin-pwa in injectManifest mode; decision 27): the app
 * shell precached, pages network-first with the shell as the fallback, public API reads
 * stale-while-revalidate, our images cache-first, and the offline pack on request. Everything else
 * (non-GET, the live stream, sign-in, owner and admin calls, other hosts' map tiles) is not handled
 * here and goes to the network untouched.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { assetStrategy, handlePublicApiRead, imageStrategy } from './api-cache';
import { SW_MESSAGES } from './messages';
import { handleNavigation } from './navigation';
import { syncOfflinePack } from './offline-pack';
import { isBuiltAsset, isPageNavigation, isPublicApiRead, isPublicImage } from './policy';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const origin = self.location.origin;

// Only the exact URLs of the built files: '/' must not be answered with the precached index.html
// (Workbox's default directoryIndex) nor '/map' with a 'map.html': pages are handleNavigation's.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

registerRoute(({ request }) => isPageNavigation(request, origin), handleNavigation);
registerRoute(({ request }) => isPublicApiRead(request, origin), handlePublicApiRead);
registerRoute(({ request }) => isPublicImage(request, origin), imageStrategy);
registerRoute(({ request }) => isBuiltAsset(request, origin), assetStrategy);

// A new version waits until the app asks it to take over (src/web/features/offline/register-worker.ts
// does so on the next route change): the open page keeps loading its lazy chunks from the old precache until then.
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  if (type === SW_MESSAGES.syncPack) event.waitUntil(syncOfflinePack(origin));
});

// The first version controls the open page at once, so its API reads are kept from the first visit.
clientsClaim();
