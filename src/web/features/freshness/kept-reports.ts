import { useEffect } from 'react';
import { useT } from '../../i18n';
import { KEPT_WRITES_EVENT, keptWrites } from '../../lib/kept-writes-flag';

/**
 * Sends the reports kept offline (through the outbox, api/outbox) from every page: when a page opens
 * with a write kept, or as soon as one is kept. The outbox and its code load only then.
 */
export function useKeptReportsSender(): void {
  const t = useT();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    const start = () => {
      if (stop || !keptWrites()) return;
      window.removeEventListener(KEPT_WRITES_EVENT, start);
      stop = () => {};
      void import('./kept-reports-sender').then((m) => {
        if (!ended) stop = m.sendKeptReports(t);
      });
    };
    start();
    window.addEventListener(KEPT_WRITES_EVENT, start);
    return () => {
      ended = true;
      stop?.();
      window.removeEventListener(KEPT_WRITES_EVENT, start);
    };
  }, [t]);
}
