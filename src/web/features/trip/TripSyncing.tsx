import { useEffect } from 'react';
import { useDeviceTrips } from './store';
import { syncTrips } from './sync';

/** How long the account's lists, once read, are taken as current when a page opens. */
const PULL_AFTER_MS = 60_000;
/** How long after a change it is sent: a burst of taps is sent once. */
const SEND_AFTER_MS = 1_500;
/**
 * How often unsent lists are tried again while the browser believes it is online: a weak signal that
 * drops requests fires no `online` event (as the owners' outbox, features/outbox/useOutboxSender.ts).
 */
const RETRY_MS = 30_000;

const quietly = (userId: number) => () => {
  if (navigator.onLine) void syncTrips(userId).catch(() => {});
};

/**
 * Keeps a signed-in visitor's lists in step with their account (trip/sync.ts): when a page opens and
 * the account has not been read for a while, when the tab comes back, when the connection returns,
 * and shortly after each change. Loaded only for a signed-in visitor.
 */
export default function TripSyncing({ userId }: { userId: number }) {
  const { unsent, syncedAt, accountId } = useDeviceTrips();
  const stale = accountId !== userId || !syncedAt || Date.now() - Date.parse(syncedAt) > PULL_AFTER_MS;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page and account, not per read
  useEffect(() => {
    const sync = quietly(userId);
    if (stale) sync();
    const whenShown = () => {
      if (document.visibilityState === 'visible') sync();
    };
    window.addEventListener('online', sync);
    document.addEventListener('visibilitychange', whenShown);
    return () => {
      window.removeEventListener('online', sync);
      document.removeEventListener('visibilitychange', whenShown);
    };
  }, [userId]);

  useEffect(() => {
    if (!unsent) return;
    const sync = quietly(userId);
    const soon = setTimeout(sync, SEND_AFTER_MS);
    const retry = setInterval(sync, RETRY_MS);
    return () => {
      clearTimeout(soon);
      clearInterval(retry);
    };
  }, [unsent, userId]);
  return null;
}
