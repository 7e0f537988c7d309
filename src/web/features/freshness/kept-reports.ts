import { useEffect } from 'react';
import { keptReports } from '../../lib/kept-reports-flag';

const sendIfKept = () => {
  if (navigator.onLine && keptReports()) void import('../../api/reports').then((m) => m.sendKeptReports());
};

/** Sends the reports kept offline when a page opens and whenever the connection comes back. */
export function useKeptReportsSender(): void {
  useEffect(() => {
    sendIfKept();
    window.addEventListener('online', sendIfKept);
    return () => window.removeEventListener('online', sendIfKept);
  }, []);
}
