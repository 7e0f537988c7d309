import { LoaderCircle, LocateFixed } from 'lucide-react';
import { useUserLocation } from '../hooks/useUserLocation';
import { useLocale, useT } from '../i18n';
import { buttonClass } from './ui/Button';

/** Asks for the visitor's position only when pressed (never on page load). */
export function UseMyLocationButton({ className = '' }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  const { status, requestLocation } = useUserLocation();
  const locating = status === 'locating';
  const ready = status === 'ready';
  return (
    <button
      type="button"
      onClick={() => requestLocation(locale)}
      disabled={locating}
      aria-live="polite"
      className={buttonClass(ready ? 'secondary' : 'outline', 'sm', `rounded-full ${className}`)}
    >
      {locating ? (
        <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />
      ) : (
        <LocateFixed className="h-4 w-4" aria-hidden />
      )}
      <span>{t(locating ? 'common.geo.locating' : ready ? 'common.geo.using' : 'common.geo.use')}</span>
    </button>
  );
}
