import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { GEOLOCATION_OPTIONS } from '../../domain/constants';
import type { LatLng } from '../../domain/geo';
import type { Translate } from '../i18n';
import { toast } from '../ui/toast';

interface LocationState {
  location: LatLng | null;
  status: 'idle' | 'locating' | 'ready' | 'error';
  error: string | null;
  /**
   * Asks the browser for the visitor's position; never called on page load. `locale` is the page's
   * language, the one of the error it may raise (this provider sits above the pages' languages).
   */
  /** Asks the browser; `t` (with the `geo` section: useT('geo')) words a failure in the page's language. */
  requestLocation: (t: Translate) => void;
}

const LocationContext = createContext<LocationState | null>(null);

const ERROR_KEYS = {
  1: 'geo.denied',
  2: 'geo.positionUnavailable',
  3: 'geo.timeout',
} as const;

/**
 * docs/product.md#messages: the texts for the browser's geolocation errors, through the caller's `t`
 * (which named the `geo` section: useT('geo')), in its page's language.
 */
export function geolocationErrorText(t: Translate, code: number | null): string {
  return t(code === 1 || code === 2 || code === 3 ? ERROR_KEYS[code] : 'geo.failed');
}

export function LocationProvider({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState<LatLng | null>(null);
  const [status, setStatus] = useState<LocationState['status']>('idle');
  const [error, setError] = useState<string | null>(null);

  const fail = useCallback((t: Translate, message: string) => {
    setError(message);
    setStatus('error');
    toast({
      title: t('geo.unavailable'),
      description: message,
      variant: 'destructive',
    });
  }, []);

  const requestLocation = useCallback(
    (t: Translate) => {
      if (!('geolocation' in navigator)) return fail(t, t('geo.unsupported'));
      setStatus('locating');
      navigator.geolocation.getCurrentPosition(
        (pos) => {
          setLocation({ latitude: pos.coords.latitude, longitude: pos.coords.longitude });
          setError(null);
          setStatus('ready');
        },
        (err) => fail(t, geolocationErrorText(t, err?.code ?? null)),
        GEOLOCATION_OPTIONS,
      );
    },
    [fail],
  );

  const value = useMemo(
    () => ({ location, status, error, requestLocation }),
    [location, status, error, requestLocation],
  );
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

export function useUserLocation(): LocationState {
  const ctx = useContext(LocationContext);
  if (!ctx) throw new Error('useUserLocation must be used inside LocationProvider');
  return ctx;
}
