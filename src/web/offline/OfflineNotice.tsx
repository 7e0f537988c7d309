import { WifiOff } from 'lucide-react';
import { useConnection } from './useConnection';

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** "14:32" or "2:32 PM" (the visitor's clock format), with the date when it is not today. */
export function formatDataTime(at: number, now = new Date()): string {
  const date = new Date(at);
  return sameDay(date, now)
    ? new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(date)
    : new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * On every page: says the page is offline and how old its data is. The live region is always there,
 * so a screen reader announces the notice when it appears (politely: it never interrupts).
 */
export function OfflineNotice() {
  const { offline, dataAsOf } = useConnection();
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {offline && (
        <p className="border-b border-sun-500/40 bg-amber-50 px-4 py-2 text-sm text-amber-950">
          <span className="mx-auto flex max-w-7xl items-start gap-2">
            <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong className="font-semibold">Offline:</strong>{' '}
              {dataAsOf === null
                ? 'the guide as saved on this device.'
                : `the guide as of ${formatDataTime(dataAsOf)}.`}{' '}
              Live updates may have changed since.
            </span>
          </span>
        </p>
      )}
    </div>
  );
}
