import { isUpdateLive } from '../../../domain/updates';
import { useRenderClock } from '../../lib/useHydrated';

/**
 * The live updates not yet expired by the page's clock. The server sends only unexpired ones, but a
 * reply read from the offline cache can be hours old: an expired update is never shown as current.
 * While hydrating, the server's render time keeps the first render equal to the server's markup.
 */
export function useCurrentUpdates<U extends { isActive: boolean; expiresAt: string | null }>(
  updates: readonly U[],
): U[] {
  const { now } = useRenderClock();
  return updates.filter((u) => isUpdateLive(u, now));
}
