import { useEffect } from 'react';
import { useT } from '../../i18n';
import { KEPT_WRITES_EVENT, keptWrites } from '../../lib/kept-writes-flag';

/**
 * Sends the reports kept offline (through the outbox, api/outbox) from every page: when a page opens
 * with a write kept, as soon as one is kept, or when the connection returns with one kept. The
 * outbox and its code load only then; the outbox's sender then keeps trying by its own policy.
 */
export function useKeptReportsSender(): void {
  const t = useT();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    // Online only: the sender's chunk loads from the network (a failed load is tried again then).
    const start = () => {
      if (stop || !navigator.onLine || !keptWrites()) return;
      stop = () => {};
      import('./kept-reports-sender').then(
        (m) => {
          if (!ended) stop = m.sendKeptReports(t);
        },
        () => {
          stop = undefined;
        },
      );
    };
    start();
    window.addEventListener(KEPT_WRITES_EVENT, start);
    window.addEventListener('online', start);
    return () => {
      ended = true;
      stop?.();
      window.removeEventListener(KEPT_WRITES_EVENT, start);
      window.removeEventListener('online', start);
    };
  }, [t]);
}
