import { LoaderCircle, LocateFixed } from 'lucide-react';
import { useT } from '../../i18n';
import { useUserLocation } from '../../lib/useUserLocation';
import { Button } from '../../ui/Button';

/** Asks for the visitor's position only when pressed (never on page load). */
export function UseMyLocationButton({ className = '' }: { className?: string }) {
  const t = useT('geo');
  const { status, requestLocation } = useUserLocation();
  const locating = status === 'locating';
  const ready = status === 'ready';
  return (
    <Button
      variant={ready ? 'secondary' : 'outline'}
      size="sm"
      className={`rounded-full ${className}`}
      onClick={() => requestLocation(t)}
      disabled={locating}
      aria-live="polite"
    >
      {locating ? (
        <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />
      ) : (
        <LocateFixed className="h-4 w-4" aria-hidden />
      )}
      <span>{t(locating ? 'geo.locating' : ready ? 'geo.using' : 'geo.use')}</span>
    </Button>
  );
}
