import { useEffect } from 'react';
import { keepTripLists, sendTripListsWith, startSending } from '../../api/outbox';
import { useDeviceTrips } from './store';
import { pullTrips, syncTrips } from './sync';

/** How long the account's lists, once read, are taken as current when a page opens. */
const PULL_AFTER_MS = 60_000;

const quietly = (userId: number) => () => {
  if (navigator.onLine) void pullTrips(userId).catch(() => {});
};

/**
 * Keeps a signed-in visitor's lists in step with their account (trip/sync.ts). Lists behind the
 * account's are one entry in the outbox (api/outbox), sent by its one sender with its one retry
 * policy: shortly after a change, when the connection returns, when the tab is shown, and with
 * capped backoff after a failure. The account's lists are read when a page opens and the account
 * has not been read for a while, when the tab comes back and when the connection returns. Loaded only
 * for a signed-in visitor.
 */
export default function TripSyncing({ userId }: { userId: number }) {
  const { unsent, syncedAt, accountId } = useDeviceTrips();
  const behind = unsent || accountId !== userId;
  const stale = accountId !== userId || !syncedAt || Date.now() - Date.parse(syncedAt) > PULL_AFTER_MS;

  useEffect(() => {
    const stopLists = sendTripListsWith(userId, async () => ({ again: (await syncTrips(userId)).unsent }));
    const stopSending = startSending(userId);
    return () => {
      stopSending();
      stopLists();
    };
  }, [userId]);

  useEffect(() => {
    if (behind) void keepTripLists(userId).catch(() => {});
  }, [behind, userId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page and account, not per read
  useEffect(() => {
    const pull = quietly(userId);
    if (stale) pull();
    const whenShown = () => {
      if (document.visibilityState === 'visible') pull();
    };
    window.addEventListener('online', pull);
    document.addEventListener('visibilitychange', whenShown);
    return () => {
      window.removeEventListener('online', pull);
      document.removeEventListener('visibilitychange', whenShown);
    };
  }, [userId]);
  return null;
}
