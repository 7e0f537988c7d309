import { lazy, Suspense, useEffect } from 'react';
import { afterSettled } from '../../lib/after-settled';
import { noPart } from '../../lib/optional-part';
import { useConnection } from '../../lib/useConnection';

const loadMessage = () => import('./OfflineMessage');
const OfflineMessage = lazy(() => loadMessage().catch(noPart));

/**
 * The message's code loads once the page has settled, not with the app: it is in memory (and in the
 * worker's precache) before the signal goes, so the notice shows at once when it does.
 */
function usePreloadedMessage() {
  useEffect(() => afterSettled(() => void loadMessage().catch(() => {})), []);
}

/**
 * On every page: says the page is offline and how old its data is. The live region is always there,
 * so a screen reader announces the notice when it appears (politely: it never interrupts).
 */
export function OfflineNotice() {
  const { offline, dataAsOf } = useConnection();
  usePreloadedMessage();
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {offline && (
        <Suspense fallback={null}>
          <OfflineMessage dataAsOf={dataAsOf} />
        </Suspense>
      )}
    </div>
  );
}
