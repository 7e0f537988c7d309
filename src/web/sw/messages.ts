/** Messages from the app to its service worker (src/web/features/offline/register-worker.ts sends them). */
export const SW_MESSAGES = {
  /** Take over now (a waiting new version; the page navigates right after). */
  skipWaiting: 'SKIP_WAITING',
  /** Bring the cached replies up to the server's offline pack (after the page is idle). */
  syncPack: 'SYNC_OFFLINE_PACK',
} as const;
