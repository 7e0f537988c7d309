import { useEffect } from 'react';
import { useT } from '../../i18n';
import { OUTBOX_CHANGED_EVENT, outboxWaiting } from '../../lib/outbox-flag';

/**
 * Sends the reports kept offline (through the outbox, api/outbox) from every page: when a page opens
 * with a write kept, as soon as one is kept, or when the connection returns with one kept. The
 * outbox and its code load only then; the outbox's sender then keeps trying by its own policy.
 */
export function useWaitingReportsSender(): void {
  const t = useT();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    // Online only: the sender's chunk loads from the network (a failed load is tried again then).
    const start = () => {
      if (stop || !navigator.onLine || !outboxWaiting()) return;
      stop = () => {};
      import('./waiting-reports-sender').then(
        (m) => {
          if (!ended) stop = m.sendWaitingReports(t);
        },
        () => {
          stop = undefined;
        },
      );
    };
    start();
    window.addEventListener(OUTBOX_CHANGED_EVENT, start);
    window.addEventListener('online', start);
    return () => {
      ended = true;
      stop?.();
      window.removeEventListener(OUTBOX_CHANGED_EVENT, start);
      window.removeEventListener('online', start);
    };
  }, [t]);
}
